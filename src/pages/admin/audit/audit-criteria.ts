/** The columns the log may be ordered by, as the API names them. */
export const AUDIT_ORDER_COLUMNS = ['occurredAt', 'eventType', 'serviceName', 'userId', 'entityType'] as const;

/** A column the log may be ordered by. */
export type AuditOrderColumn = (typeof AUDIT_ORDER_COLUMNS)[number];

/** The text filters of a search, as the API names them. */
export const AUDIT_TEXT_FILTERS = ['userId', 'eventType', 'serviceName', 'entityType', 'entityId', 'startDate', 'endDate', 'searchText'] as const;

type TextFilter = (typeof AUDIT_TEXT_FILTERS)[number];

/** A search of the audit log (spec 3 §3): its filters, page and order. */
export type AuditCriteria = { [Key in TextFilter]?: string } & {
  successOnly: boolean;
  pageNumber: number;
  pageSize: number;
  orderBy: AuditOrderColumn;
  orderDescending: boolean;
};

/** The default search (spec 3 §8): page 1 of 50, newest first, no filter. */
export const DEFAULT_CRITERIA: AuditCriteria = Object.freeze({ successOnly: false, pageNumber: 1, pageSize: 50, orderBy: 'occurredAt', orderDescending: true });

const MAX_PAGE_SIZE = 200;

const isOrderColumn = (value: string | null): value is AuditOrderColumn => (AUDIT_ORDER_COLUMNS as readonly (string | null)[]).includes(value);

function wholeIn(text: string | null, minimum: number, maximum: number, fallback: number): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= minimum && value <= maximum ? value : fallback;
}

/** The search an address's query holds (anything unreadable is the default). */
export function readCriteria(search: URLSearchParams): AuditCriteria {
  const criteria: AuditCriteria = {
    successOnly: search.get('successOnly') === 'true',
    pageNumber: wholeIn(search.get('pageNumber'), 1, 1_000_000, DEFAULT_CRITERIA.pageNumber),
    pageSize: wholeIn(search.get('pageSize'), 1, MAX_PAGE_SIZE, DEFAULT_CRITERIA.pageSize),
    orderBy: isOrderColumn(search.get('orderBy')) ? (search.get('orderBy') as AuditOrderColumn) : DEFAULT_CRITERIA.orderBy,
    orderDescending: search.get('orderDescending') !== 'false',
  };
  for (const key of AUDIT_TEXT_FILTERS) {
    const value = search.get(key)?.trim();
    if (value) criteria[key] = value;
  }
  return criteria;
}

/** Setting criteria merges them into the current ones (spec 3 §4); an empty text removes its filter. */
export function mergeCriteria(current: AuditCriteria, change: Partial<AuditCriteria>): AuditCriteria {
  const merged: AuditCriteria = { ...current, ...change };
  for (const key of AUDIT_TEXT_FILTERS) if (!merged[key]?.trim()) delete merged[key];
  return merged;
}

/** The filters and order of a search as query parameters, without its page; `all` keeps the defaults too. */
function filterParams(criteria: AuditCriteria, all: boolean): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of AUDIT_TEXT_FILTERS) {
    const value = criteria[key];
    if (value) params.set(key, value);
  }
  if (criteria.successOnly) params.set('successOnly', 'true');
  if (all || criteria.orderBy !== DEFAULT_CRITERIA.orderBy) params.set('orderBy', criteria.orderBy);
  if (all || criteria.orderDescending !== DEFAULT_CRITERIA.orderDescending) params.set('orderDescending', String(criteria.orderDescending));
  return params;
}

/** The address's query for a search, leaving out the defaults. */
export function criteriaParams(criteria: AuditCriteria): URLSearchParams {
  const params = filterParams(criteria, false);
  if (criteria.pageNumber !== DEFAULT_CRITERIA.pageNumber) params.set('pageNumber', String(criteria.pageNumber));
  if (criteria.pageSize !== DEFAULT_CRITERIA.pageSize) params.set('pageSize', String(criteria.pageSize));
  return params;
}

/** GET /audit/logs for a search, every criterion said. */
export function logsPath(criteria: AuditCriteria): string {
  const params = filterParams(criteria, true);
  params.set('pageNumber', String(criteria.pageNumber));
  params.set('pageSize', String(criteria.pageSize));
  return `/audit/logs?${params.toString()}`;
}

/** GET /audit/export for a search: every entry it finds, in its order, not one page. */
export function exportPath(criteria: AuditCriteria, format: AuditExportFormat): string {
  const params = filterParams(criteria, true);
  params.set('format', format);
  return `/audit/export?${params.toString()}`;
}

/** The formats the log exports to. */
export type AuditExportFormat = 'csv' | 'json';

/** The saved file's name (spec 3 §6): audit-logs-{timestamp}.{format}, the time in UTC without colons. */
export function exportFileName(format: AuditExportFormat, at: Date): string {
  return `audit-logs-${at.toISOString().replace(/[:.]/g, '-')}.${format}`;
}
