import { officeFieldsOf, RECORDS_ENTITY, STATISTIC_ENTITIES } from '../../dashboard/statistic-entities';
import type { GridPosition } from '../../generated/config-types';
import { validateAgainst, type SchemaFile } from '../../validation/schema-validators';
import type { OfficeTypeCheck } from './check-context';
import { checkRecordTile } from './check-record-tile';

const GRID_COLUMNS = 12;

const overlaps = (a: GridPosition, b: GridPosition): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Statistic tiles name real entity fields; widgets are registered, configured validly, and fit the grid. */
export const checkDashboard: OfficeTypeCheck = (context) => {
  const { statistics, widgets } = context.office.ui.dashboard;
  const tileIds = new Set<string>();
  statistics.forEach((tile, index) => {
    const at = `/ui/dashboard/statistics/${index}`;
    if (tileIds.has(tile.id)) context.report(`${at}/id`, `duplicate statistic id "${tile.id}"`);
    tileIds.add(tile.id);
    const entity = STATISTIC_ENTITIES[tile.entity];
    if (!entity) {
      // The schema's enum names the same entities; this keeps a drift between the two loud.
      context.report(`${at}/entity`, `unknown statistic entity "${tile.entity}"; known: ${Object.keys(STATISTIC_ENTITIES).join(', ')}`);
      return;
    }
    // The fields the office declares for the entity (its intake form's, its module's form's) join the entity's own.
    const declared = officeFieldsOf(context.office, tile);
    if (tile.entity === RECORDS_ENTITY) checkRecordTile(context, tile, at);
    else if (tile.filter && !entity.filterFields.includes(tile.filter.field) && !(tile.filter.field in declared.filters)) {
      const fields = [...new Set([...entity.filterFields, ...Object.keys(declared.filters)])];
      context.report(`${at}/filter/field`, `"${tile.entity}" cannot be filtered by "${tile.filter.field}" in this office; use one of ${fields.join(', ')}`);
    }
    const sums = [...new Set([...entity.sumFields, ...declared.sums])];
    if (tile.aggregation === 'sum' && tile.field !== undefined && !sums.includes(tile.field)) {
      const choices = sums.length ? `use one of ${sums.join(', ')}` : 'it has no summable field';
      context.report(`${at}/field`, `"${tile.entity}" cannot sum "${tile.field}"; ${choices}`);
    }
  });
  const widgetIds = new Set<string>();
  widgets.forEach((widget, index) => {
    const at = `/ui/dashboard/widgets/${index}`;
    if (widgetIds.has(widget.id)) context.report(`${at}/id`, `duplicate widget id "${widget.id}"`);
    widgetIds.add(widget.id);
    const { x, w } = widget.position;
    if (x + w > GRID_COLUMNS) context.report(`${at}/position`, `the widget ends at column ${x + w}, past the ${GRID_COLUMNS}-column grid`);
    widgets.slice(0, index).forEach((other, otherIndex) => {
      if (overlaps(widget.position, other.position)) context.report(`${at}/position`, `overlaps widget "${other.id}" (#${otherIndex})`);
    });
    const definition = context.widgets[widget.type];
    if (!definition) {
      context.report(`${at}/type`, `unknown widget type "${widget.type}"; registered: ${Object.keys(context.widgets).join(', ')}`);
      return;
    }
    for (const issue of validateAgainst(definition.configSchema as SchemaFile, widget.config ?? {})) {
      context.report(`${at}/config${issue.path === '/' ? '' : issue.path}`, issue.message);
    }
    const tiles = (widget.config as { tiles?: unknown } | undefined)?.tiles;
    if (Array.isArray(tiles)) {
      tiles.forEach((id, tileIndex) => {
        if (typeof id === 'string' && !tileIds.has(id)) context.report(`${at}/config/tiles/${tileIndex}`, `unknown statistic "${id}"`);
      });
    }
  });
};
