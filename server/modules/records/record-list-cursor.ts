import type { RecordSort } from './record-list.queries';

/** Where a page of a record list ended: its order, the last row's sort time (UTC, to the microsecond) and id. */
export interface RecordListPosition {
  sort: RecordSort;
  direction: 'asc' | 'desc';
  value: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opaque cursor of a position: base64url of its JSON. */
export function encodeRecordCursor(position: RecordListPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.direction, position.value, position.id])).toString('base64url');
}

/** The position a cursor names, if this server made it for the same order; anything else is undefined. */
export function decodeRecordCursor(cursor: string, sort: RecordSort, direction: 'asc' | 'desc'): RecordListPosition | undefined {
  if (cursor.length > 500 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [sorted, order, value, id] = parsed as unknown[];
  if (sorted !== sort || order !== direction || typeof value !== 'string' || !TIMESTAMP.test(value) || typeof id !== 'string' || !UUID.test(id)) return undefined;
  return { sort, direction, value, id };
}
