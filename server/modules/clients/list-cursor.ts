import { CURSOR_TIMESTAMP, decodeOpaqueCursor, encodeOpaqueCursor } from '../../lists/opaque-cursor';
import { isUuid } from '../../tenancy/tenant-queries';

/** The sorts of the client list (spec 2 §5). */
export const SORT_FIELDS = ['createdAt', 'updatedAt', 'firstName', 'lastName', 'lastContactDate'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** Where a page ended: the sort it was taken in, the last row's sort value (null for an empty last contact) and id. */
export interface ListPosition {
  sortBy: SortField;
  sortOrder: SortOrder;
  value: string | null;
  id: string;
}

/** Whether a sort orders by a time (its cursor value is a UTC timestamp to the microsecond). */
export const isTimeSort = (sortBy: SortField): boolean => sortBy !== 'firstName' && sortBy !== 'lastName';

/** The opaque cursor of a position: base64url of its JSON. */
export function encodeCursor(position: ListPosition): string {
  return encodeOpaqueCursor([position.sortBy, position.sortOrder, position.value, position.id]);
}

/**
 * The position a cursor names, if it is one this server made for the same sort: anything else (garbage, a cursor
 * of another sort, a value that is not a timestamp for a time sort) is undefined.
 */
export function decodeCursor(cursor: string, sortBy: SortField, sortOrder: SortOrder): ListPosition | undefined {
  const parsed = decodeOpaqueCursor(cursor, 4, 1000);
  if (!parsed) return undefined;
  const [sort, order, value, id] = parsed;
  if (sort !== sortBy || order !== sortOrder || typeof id !== 'string' || !isUuid(id)) return undefined;
  if (isTimeSort(sortBy) ? !(value === null ? sortBy === 'lastContactDate' : typeof value === 'string' && CURSOR_TIMESTAMP.test(value)) : typeof value !== 'string' || value.length > 100) return undefined;
  return { sortBy, sortOrder, value: value as string | null, id };
}
