import { isUuid } from '../../tenancy/tenant-queries';
import { CURSOR_TIMESTAMP, decodeOpaqueCursor, encodeOpaqueCursor } from '../../lists/opaque-cursor';

/** Where a page of tasks ends: its order (open by due time, done by completion), the last row's sort time and id. */
export interface TaskPosition {
  status: 'open' | 'done';
  at: string;
  id: string;
}

/** The opaque cursor of a position. */
export function encodeTaskCursor(position: TaskPosition): string {
  return encodeOpaqueCursor([position.status, position.at, position.id]);
}

/** The position a cursor names, if this server made it for the same status; anything else is undefined. */
export function decodeTaskCursor(cursor: string, status: 'open' | 'done'): TaskPosition | undefined {
  const parts = decodeOpaqueCursor(cursor, 3, 500);
  if (!parts) return undefined;
  const [kind, at, id] = parts;
  if (kind !== status || typeof at !== 'string' || !CURSOR_TIMESTAMP.test(at) || typeof id !== 'string' || !isUuid(id)) return undefined;
  return { status, at, id };
}
