import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import { httpError } from '../../plugins/errors';
import { decodeNotificationCursor, encodeNotificationCursor, type NotificationPosition } from './notification-cursor';
import { notificationView, type NotificationView } from './notification.view';
import { countUnread, isOwnNotification, listOwnNotifications, markAllOwnRead, markOwnRead, ownNotificationsAfter, readOwnNotification } from './notifications.queries';
import { notificationError, notificationNotFound } from './notifications.messages';

/** A notification with its place, the stream's event id. */
export interface PlacedNotification {
  view: NotificationView;
  eventId: string;
}

/** The member a notifications call is for: their own are all they may see. */
function memberOf(ctx: OfficeContext): string {
  const userId = actorUserId(ctx.actor);
  if (userId === null) throw httpError(403, 'FORBIDDEN');
  return userId;
}

/** A page of the caller's notifications, newest first, the next page's cursor and how many are unread. */
export async function listNotifications(ctx: OfficeContext, query: { cursor?: string; limit?: number }): Promise<{ data: NotificationView[]; nextCursor: string | null; unread: number }> {
  const userId = memberOf(ctx);
  const limit = query.limit ?? 20;
  const before = query.cursor === undefined ? undefined : decodeNotificationCursor(query.cursor);
  if (query.cursor !== undefined && !before) throw notificationError(400, 'INVALID_NOTIFICATION_CURSOR');
  return inOffice(ctx, async (trx) => {
    const rows = await listOwnNotifications(trx, userId, limit, before);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { data: page.map(notificationView), nextCursor: rows.length > limit && last ? encodeNotificationCursor({ at: last.at, id: last.id }) : null, unread: await countUnread(trx, userId) };
  });
}

/** Refuses a call naming a notification that is not the caller's own (another member's or office's): 404. */
export async function refuseNotificationCall(ctx: OfficeContext, id: string | undefined): Promise<void> {
  if (id === undefined) return;
  const userId = memberOf(ctx);
  if (!(await inOffice(ctx, (trx) => isOwnNotification(trx, userId, id)))) throw notificationNotFound();
}

/** Marks one of the caller's notifications read. */
export async function readNotification(ctx: OfficeContext, id: string): Promise<NotificationView> {
  const userId = memberOf(ctx);
  return inOffice(ctx, async (trx) => {
    await markOwnRead(trx, userId, id);
    const row = await readOwnNotification(trx, userId, id);
    if (!row) throw notificationNotFound();
    return notificationView(row);
  });
}

/** Marks all the caller's notifications read; answers how many were unread. */
export async function readAllNotifications(ctx: OfficeContext): Promise<{ count: number }> {
  const userId = memberOf(ctx);
  return { count: await inOffice(ctx, (trx) => markAllOwnRead(trx, userId)) };
}

/** The caller's notifications written after a stream's last event, oldest first (at most 100). */
export async function notificationsMissed(ctx: OfficeContext, lastEventId: string): Promise<PlacedNotification[]> {
  const after = decodeNotificationCursor(lastEventId);
  if (!after) return [];
  const userId = memberOf(ctx);
  const rows = await inOffice(ctx, (trx) => ownNotificationsAfter(trx, userId, after, 100));
  return rows.map((row) => ({ view: notificationView(row), eventId: encodeNotificationCursor({ at: row.at, id: row.id }) }));
}

/** A notification read by the listener for its member, in its office (row-level security on), with its event id. */
export async function placedNotification(trx: Parameters<Parameters<typeof inOffice>[1]>[0], userId: string, id: string): Promise<PlacedNotification | undefined> {
  const row = await readOwnNotification(trx, userId, id);
  return row ? { view: notificationView(row), eventId: encodeNotificationCursor({ at: row.at, id: row.id } satisfies NotificationPosition) } : undefined;
}
