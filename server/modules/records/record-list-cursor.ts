import { CURSOR_TIMESTAMP, decodeOpaqueCursor, encodeOpaqueCursor } from '../../lists/opaque-cursor';
import { isUuid } from '../../tenancy/tenant-queries';
import type { RecordSort } from './record-list.queries';

/** Where a page of a record list ended: its order, the last row's sort time (UTC, to the microsecond) and id. */
export interface RecordListPosition {
  sort: RecordSort;
  direction: 'asc' | 'desc';
  value: string;
  id: string;
}

/** The opaque cursor of a position: base64url of its JSON. */
export function encodeRecordCursor(position: RecordListPosition): string {
  return encodeOpaqueCursor([position.sort, position.direction, position.value, position.id]);
}

/** The position a cursor names, if this server made it for the same order; anything else is undefined. */
export function decodeRecordCursor(cursor: string, sort: RecordSort, direction: 'asc' | 'desc'): RecordListPosition | undefined {
  const parsed = decodeOpaqueCursor(cursor, 4, 500);
  if (!parsed) return undefined;
  const [sorted, order, value, id] = parsed;
  if (sorted !== sort || order !== direction || typeof value !== 'string' || !CURSOR_TIMESTAMP.test(value) || typeof id !== 'string' || !isUuid(id)) return undefined;
  return { sort, direction, value, id };
}
