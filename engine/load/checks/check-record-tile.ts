import { STATISTIC_ENTITIES } from '../../dashboard/statistic-entities';
import type { StatisticTile } from '../../generated/config-types';
import { moduleKind } from '../../modules/module-kinds';
import { resolveCollection } from '../../modules/record-collections';
import type { CheckContext } from './check-context';

const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/**
 * A tile that counts a module's records names a module of kind records (or a view of one); its filter names a
 * field of the records or of the module's form, and a stage filter names stages the module's records can be at.
 */
export function checkRecordTile(context: CheckContext, tile: StatisticTile, at: string): void {
  const module = context.office.features.modules.find((candidate) => candidate.id === tile.module);
  if (!module) {
    const ids = context.office.features.modules.map((candidate) => candidate.id);
    context.report(`${at}/module`, `unknown module "${tile.module}": not in features.modules (${ids.join(', ')})`);
    return;
  }
  if (moduleKind(module) !== 'records') {
    context.report(`${at}/module`, `module "${module.id}" is of kind "${moduleKind(module)}"; a records tile counts a module of kind "records"`);
    return;
  }
  const collection = resolveCollection(context.office, module.id);
  // The module checks report a collection that does not resolve.
  if (!collection || !tile.filter) return;
  const { field, value } = tile.filter;
  const ownFields = STATISTIC_ENTITIES.records?.filterFields ?? [];
  if (!ownFields.includes(field) && !(field in collection.form.fields)) {
    context.report(`${at}/filter/field`, `"${field}" is neither a field of the records (${ownFields.join(', ')}) nor of form "${collection.form.id}"`);
    return;
  }
  if (field !== 'stage') return;
  if (!collection.workflow) {
    context.report(`${at}/filter/field`, `module "${module.id}" has no workflow, so its records have no stage`);
    return;
  }
  const stages = collection.workflow.stages.map((stage) => stage.id);
  const shown = collection.filter.stages;
  valuesOf(value).forEach((stage, index) => {
    const path = Array.isArray(value) ? `${at}/filter/value/${index}` : `${at}/filter/value`;
    if (typeof stage !== 'string' || !stages.includes(stage)) {
      context.report(path, `"${String(stage)}" is not a stage of workflow "${collection.workflow?.id}": ${stages.join(', ')}`);
    } else if (shown && !shown.includes(stage)) {
      context.report(path, `view "${module.id}" shows only the stages ${shown.join(', ')}, never "${stage}"`);
    }
  });
}
