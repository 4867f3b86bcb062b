import { isUuid } from '../../tenancy/tenant-queries';
import { CURSOR_TIMESTAMP, decodeOpaqueCursor, encodeOpaqueCursor } from '../../lists/opaque-cursor';

/** A place in a member's notifications: a notification's time (to the microsecond) and id. */
export interface NotificationPosition {
  at: string;
  id: string;
}

/** The opaque cursor of a position: the list's next page, and the stream's event id (Last-Event-ID). */
export function encodeNotificationCursor(position: NotificationPosition): string {
  return encodeOpaqueCursor([position.at, position.id]);
}

/** The position a cursor names, if this server made it; anything else is undefined. */
export function decodeNotificationCursor(cursor: string): NotificationPosition | undefined {
  const parts = decodeOpaqueCursor(cursor, 2, 300);
  if (!parts) return undefined;
  const [at, id] = parts;
  return typeof at === 'string' && CURSOR_TIMESTAMP.test(at) && typeof id === 'string' && isUuid(id) ? { at, id } : undefined;
}
