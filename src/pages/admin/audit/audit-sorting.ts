import type { AuditCriteria, AuditOrderColumn } from './audit-criteria';
import { DEFAULT_CRITERIA } from './audit-criteria';

/** How a table column shows its order (antd's sortOrder) for the search's order. */
export function sortOrderOf(column: AuditOrderColumn, criteria: AuditCriteria): 'ascend' | 'descend' | null {
  if (criteria.orderBy !== column) return null;
  return criteria.orderDescending ? 'descend' : 'ascend';
}

/** The search's order for a table's sorter: a column and direction, or the default (newest first) when cleared. */
export function orderOfSorter(column: unknown, order: 'ascend' | 'descend' | null | undefined): Pick<AuditCriteria, 'orderBy' | 'orderDescending'> {
  if (!order || typeof column !== 'string') return { orderBy: DEFAULT_CRITERIA.orderBy, orderDescending: DEFAULT_CRITERIA.orderDescending };
  return { orderBy: column as AuditOrderColumn, orderDescending: order === 'descend' };
}
