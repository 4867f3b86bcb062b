import { sql } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { NotificationPosition } from './notification-cursor';

/** A notification as the queries read it, with its time as a cursor value. */
export interface NotificationRow {
  id: string;
  severity: string;
  kind: string;
  title: unknown;
  message: unknown;
  link: string | null;
  record_id: string | null;
  read_at: Date | null;
  created_at: Date;
  at: string;
}

// Every query names the member: a member reads only their own, whatever id they send.
function selectOwn(trx: ScopedTransaction, userId: string) {
  return trx
    .selectFrom('notifications as n')
    .select(['n.id', 'n.severity', 'n.kind', 'n.title', 'n.message', 'n.link', 'n.record_id', 'n.read_at', 'n.created_at', sql<string>`to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at')])
    .where('n.user_id', '=', userId);
}

/** A member's notification by id; undefined when it is not theirs. */
export async function readOwnNotification(trx: ScopedTransaction, userId: string, id: string): Promise<NotificationRow | undefined> {
  return selectOwn(trx, userId).where('n.id', '=', id).executeTakeFirst() as Promise<NotificationRow | undefined>;
}

/** A page of a member's notifications, newest first (one more than the limit, to tell whether another page follows). */
export async function listOwnNotifications(trx: ScopedTransaction, userId: string, limit: number, before?: NotificationPosition): Promise<NotificationRow[]> {
  let query = selectOwn(trx, userId);
  if (before) query = query.where(sql<boolean>`(n.created_at, n.id) < (${before.at}::timestamptz, ${before.id}::uuid)`);
  return (await query.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(limit + 1).execute()) as NotificationRow[];
}

/** A member's notifications written after a position, oldest first: what a stream missed. */
export async function ownNotificationsAfter(trx: ScopedTransaction, userId: string, after: NotificationPosition, limit: number): Promise<NotificationRow[]> {
  return (await selectOwn(trx, userId)
    .where(sql<boolean>`(n.created_at, n.id) > (${after.at}::timestamptz, ${after.id}::uuid)`)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .limit(limit)
    .execute()) as NotificationRow[];
}

/** How many of a member's notifications are unread. */
export async function countUnread(trx: ScopedTransaction, userId: string): Promise<number> {
  const row = await trx.selectFrom('notifications').select(sql<string>`count(*)`.as('n')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a member's notification read (once: the first reading's time stays). */
export async function markOwnRead(trx: ScopedTransaction, userId: string, id: string): Promise<void> {
  await trx.updateTable('notifications').set({ read_at: sql`now()` }).where('user_id', '=', userId).where('id', '=', id).where('read_at', 'is', null).execute();
}

/** Marks all a member's notifications read; answers how many were unread. */
export async function markAllOwnRead(trx: ScopedTransaction, userId: string): Promise<number> {
  const result = await trx.updateTable('notifications').set({ read_at: sql`now()` }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether a notification by this id is the member's own. */
export async function isOwnNotification(trx: ScopedTransaction, userId: string, id: string): Promise<boolean> {
  return (await trx.selectFrom('notifications').select('id').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()) !== undefined;
}
