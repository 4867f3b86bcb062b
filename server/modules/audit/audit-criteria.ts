import { auditError, auditFieldError } from './audit.messages';

/** The columns the log may be ordered by, as the API names them. */
export const AUDIT_ORDER_COLUMNS = ['occurredAt', 'eventType', 'serviceName', 'userId', 'entityType'] as const;

/** A column the log may be ordered by. */
export type AuditOrderColumn = (typeof AUDIT_ORDER_COLUMNS)[number];

/** The filters of a search (spec 3 §3), as the query string gives them. */
export interface AuditFilterQuery {
  userId?: string;
  eventType?: string;
  serviceName?: string;
  entityType?: string;
  entityId?: string;
  startDate?: string;
  endDate?: string;
  successOnly?: boolean;
  searchText?: string;
}

/** A search's page and order, as the query string gives them (the schema fills the defaults). */
export interface AuditPageQuery {
  pageNumber: number;
  pageSize: number;
  orderBy: AuditOrderColumn;
  orderDescending: boolean;
}

/** The filters, checked: a time range as [from, before), the rest as given (empty texts dropped). */
export interface AuditCriteria {
  userId?: string;
  eventType?: string;
  serviceName?: string;
  entityType?: string;
  entityId?: string;
  from?: Date;
  before?: Date;
  successOnly: boolean;
  searchText?: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 86_400_000;

// A date alone is the whole day in UTC: from its start, or up to its end; a date-time is taken as it is.
function boundOf(text: string | undefined, side: 'start' | 'end'): Date | undefined {
  if (!text) return undefined;
  const at = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
  if (side === 'start') return at;
  return new Date(at.getTime() + (DATE_ONLY.test(text) ? DAY : 1));
}

const given = (text: string | undefined): string | undefined => (text && text.trim() !== '' ? text.trim() : undefined);

/** Checks a search's filters: 400 INVALID_DATE_RANGE when the end comes before the start. */
export function readCriteria(query: AuditFilterQuery): AuditCriteria {
  const from = boundOf(query.startDate, 'start');
  const before = boundOf(query.endDate, 'end');
  if (from && before && before.getTime() <= from.getTime()) throw auditError(400, 'INVALID_DATE_RANGE', [auditFieldError('endDate', 'INVALID_DATE_RANGE')]);
  const criteria: AuditCriteria = { successOnly: query.successOnly === true };
  for (const key of ['userId', 'eventType', 'serviceName', 'entityType', 'entityId', 'searchText'] as const) {
    const value = given(query[key]);
    if (value !== undefined) criteria[key] = value;
  }
  if (from) criteria.from = from;
  if (before) criteria.before = before;
  return criteria;
}

/** A text as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
