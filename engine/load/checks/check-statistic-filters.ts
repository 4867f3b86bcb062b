import type { FieldCondition, OfficeType } from '../../generated/config-types';
import type { OfficeTypeCheck } from './check-context';
import { STATISTIC_FILTER_VALUES } from './statistic-filter-values';

const COMPARED_OPERATORS = new Set<FieldCondition['operator']>(['equals', 'notEquals', 'in', 'notIn']);

/**
 * The values a field takes that the office type itself decides, by entity and field: a client's stage is a stage of
 * the office's client workflow (none without one).
 */
const OFFICE_FILTER_VALUES: Readonly<Record<string, Readonly<Record<string, (office: OfficeType) => readonly string[]>>>> = {
  clients: {
    stage: (office) => office.workflows?.client?.stages?.map((stage) => stage.id) ?? [],
  },
};

/** A statistic tile's filter compares a field of a known set of values only with values of that set. */
export const checkStatisticFilters: OfficeTypeCheck = (context) => {
  context.office.ui.dashboard.statistics.forEach((tile, index) => {
    const filter = tile.filter;
    const allowed = filter && (STATISTIC_FILTER_VALUES[tile.entity]?.[filter.field] ?? OFFICE_FILTER_VALUES[tile.entity]?.[filter.field]?.(context.office));
    if (!filter || !allowed || !COMPARED_OPERATORS.has(filter.operator)) return;
    const at = `/ui/dashboard/statistics/${index}/filter/value`;
    const list = Array.isArray(filter.value);
    const values: unknown[] = list ? (filter.value as unknown[]) : [filter.value];
    values.forEach((value, valueIndex) => {
      if (!allowed.includes(value as string)) {
        const known = allowed.length > 0 ? `its ${filter.field} is one of ${allowed.join(', ')}` : `it has no ${filter.field} in this office`;
        context.report(list ? `${at}/${valueIndex}` : at, `"${tile.entity}" never has ${filter.field} ${JSON.stringify(value)}, so the tile would always count 0; ${known}`);
      }
    });
  });
};
