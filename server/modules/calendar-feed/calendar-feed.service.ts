import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext, type OfficeRole } from '../../context/office-context';
import { officeContextFor, type ContextServices } from '../../context/system-context';
import { ownUserId } from '../../context/own-context';
import type { ScopedTransaction } from '../../db/context';
import { ownCalendarIcs } from '../appointments/appointment-feed';
import { calendarFeedError } from './calendar-feed.messages';
import { findFeedOwner, insertFeed, liveFeed, revokeFeedRow } from './calendar-feed.queries';
import { FEED_TOKEN_PATTERN, feedTokenHash, newFeedToken } from './calendar-feed.token';

/** Whether the caller has a live feed, and since when. */
export interface FeedState {
  hasFeed: boolean;
  createdAt: string | null;
}

const audit = (trx: ScopedTransaction, ctx: OfficeContext, eventType: string, id: string, change: { before?: unknown; after?: unknown }) =>
  writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'calendar-feed', entityType: 'calendar_feed', entityId: id, ...change, success: true });

/**
 * Whether the office lets its calendar out to outside calendars: its `settings.scheduling.calendarSync`, which only
 * `false` turns off (a clinic that keeps its patients' appointments inside).
 */
export function syncsCalendar(office: OfficeContext['office']): boolean {
  return office.settings.scheduling.calendarSync !== false;
}

function requireSync(ctx: OfficeContext): void {
  if (!syncsCalendar(ctx.office)) throw calendarFeedError(403, 'CALENDAR_SYNC_OFF');
}

/** The caller's feed in their office: whether they have one and when it was made (never its address, which is not kept). */
export async function readFeed(ctx: OfficeContext): Promise<FeedState> {
  requireSync(ctx);
  const userId = ownUserId(ctx);
  const feed = await inOffice(ctx, (trx) => liveFeed(trx, userId));
  return { hasFeed: feed !== undefined, createdAt: feed ? new Date(feed.created_at).toISOString() : null };
}

/**
 * Makes the caller a new secret feed address of their own appointments, revoking the one they had, in one audited
 * transaction: only the token's hash is kept, so the address is answered this once.
 */
export async function createFeed(ctx: OfficeContext, publicUrl: string): Promise<{ url: string; createdAt: string }> {
  requireSync(ctx);
  const userId = ownUserId(ctx);
  const token = newFeedToken();
  const created = await inOffice(ctx, async (trx) => {
    const old = await liveFeed(trx, userId, true);
    if (old) await audit(trx, ctx, 'calendar_feed.revoke', old.id, { before: { createdAt: old.created_at }, after: { revokedAt: await revokeFeedRow(trx, old.id), replaced: true } });
    const feed = await insertFeed(trx, ctx.tenant.id, userId, feedTokenHash(token));
    await audit(trx, ctx, 'calendar_feed.create', feed.id, { after: { createdAt: feed.created_at } });
    return feed;
  });
  return { url: `${publicUrl}/api/calendar-feed/${token}.ics`, createdAt: new Date(created.created_at).toISOString() };
}

/** Revokes the caller's feed (its address answers 404 from then on); 404 when they have none. Audited. */
export async function revokeFeed(ctx: OfficeContext): Promise<FeedState> {
  const userId = ownUserId(ctx);
  await inOffice(ctx, async (trx) => {
    const feed = await liveFeed(trx, userId, true);
    if (!feed) throw calendarFeedError(404, 'CALENDAR_FEED_NONE');
    await audit(trx, ctx, 'calendar_feed.revoke', feed.id, { before: { createdAt: feed.created_at }, after: { revokedAt: await revokeFeedRow(trx, feed.id) } });
  });
  return { hasFeed: false, createdAt: null };
}

/**
 * The feed a secret address names, as an iCalendar text: the office and member found by the token's hash alone (a
 * narrow look-up), then the member's own appointments read in that office's context as the member, under its
 * row-level security and their roles' rights there. 404 for a malformed, unknown or revoked token, and for an office
 * that has stopped syncing its calendar since the address was made.
 */
export async function feedCalendar(services: ContextServices, token: string): Promise<string> {
  if (!new RegExp(FEED_TOKEN_PATTERN).test(token)) throw calendarFeedError(404, 'CALENDAR_FEED_NOT_FOUND');
  const owner = await findFeedOwner(services.db, feedTokenHash(token));
  const office = owner ? await officeContextFor(services, owner.tenant_id, { kind: 'anonymous' }) : undefined;
  if (!owner || !office || !syncsCalendar(office.office)) throw calendarFeedError(404, 'CALENDAR_FEED_NOT_FOUND');
  const ctx: OfficeContext = { ...office, actor: { kind: 'member', userId: owner.user_id, role: owner.role as OfficeRole, professionalRole: owner.professional_role } };
  return ownCalendarIcs(ctx, owner.user_id);
}
