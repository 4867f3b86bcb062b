import { officeFieldsOf } from '../../dashboard/statistic-entities';
import type { FieldCondition } from '../../generated/config-types';
import type { OfficeTypeCheck } from './check-context';
import { STATISTIC_FILTER_VALUES } from './statistic-filter-values';

const COMPARED_OPERATORS = new Set<FieldCondition['operator']>(['equals', 'notEquals', 'in', 'notIn']);

/**
 * A statistic tile's filter compares a field of a known set of values only with values of that set: the entity's own
 * (statistic-filter-values.ts), else those the office declares (a stage of its client workflow, an option of a field
 * of its intake form or of a module's form: STATISTIC_ENTITIES' officeFields).
 */
export const checkStatisticFilters: OfficeTypeCheck = (context) => {
  context.office.ui.dashboard.statistics.forEach((tile, index) => {
    const filter = tile.filter;
    if (!filter || !COMPARED_OPERATORS.has(filter.operator)) return;
    const allowed = (STATISTIC_FILTER_VALUES[tile.entity]?.[filter.field] ?? officeFieldsOf(context.office, tile).filters[filter.field])?.map(String);
    if (!allowed) return;
    const at = `/ui/dashboard/statistics/${index}/filter/value`;
    const list = Array.isArray(filter.value);
    const values: unknown[] = list ? (filter.value as unknown[]) : [filter.value];
    values.forEach((value, valueIndex) => {
      if (!allowed.includes(String(value))) {
        const known = allowed.length > 0 ? `its ${filter.field} is one of ${allowed.join(', ')}` : `it has no ${filter.field} in this office`;
        context.report(list ? `${at}/${valueIndex}` : at, `"${tile.entity}" never has ${filter.field} ${JSON.stringify(value)}, so the tile would always count 0; ${known}`);
      }
    });
  });
};
