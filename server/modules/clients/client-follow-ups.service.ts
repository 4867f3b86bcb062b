import { actorUserId, type OfficeContext } from '../../context/office-context';
import { clientError, clientFieldError, clientNotFound } from './client-errors';
import { recordClientChange } from './client-history';
import { readClient, updateClient } from './clients.queries';
import { inClientWrite, readOneClient } from './clients.service';
import type { ClientView } from './client.view';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

// A follow-up set for "now" reaches the server a moment later: that moment is not "the past".
const CLOCK_SLACK_MS = 60_000;

/** Schedules a client's next follow-up (not in the past), with optional notes; audited, follow_up_set in its activity. */
export async function setFollowUp(ctx: OfficeContext, clientId: string, body: { followUpDate: string; notes?: string }, now = new Date()): Promise<ClientView> {
  const when = new Date(body.followUpDate);
  const notes = body.notes?.trim() || null;
  const userId = actorUserId(ctx.actor);
  await inClientWrite(ctx, async (trx) => {
    const current = await readClient(trx, clientId, true);
    if (!current) throw clientNotFound();
    if (when.getTime() < now.getTime() - CLOCK_SLACK_MS) throw clientError(400, 'INVALID_CLIENT_DATA', [clientFieldError('followUpDate', 'FOLLOW_UP_IN_PAST')]);
    const updated = await updateClient(trx, clientId, { next_follow_up_date: when, follow_up_notes: notes, last_modified_by: userId });
    await recordClientChange(
      trx,
      ctx,
      clientId,
      { eventType: 'client.follow_up.set', entityId: clientId, before: { nextFollowUpDate: iso(current.next_follow_up_date), followUpNotes: current.follow_up_notes }, after: { nextFollowUpDate: iso(updated.next_follow_up_date), followUpNotes: notes } },
      [{ type: 'follow_up_set', metadata: { followUpDate: when.toISOString(), notes } }],
    );
  });
  return readOneClient(ctx, clientId);
}

/**
 * Completes a client's follow-up (spec 2 §4): the client was contacted now, and no next follow-up is set; the notes
 * go into the activity. Audited, follow_up_completed in its activity.
 */
export async function completeFollowUp(ctx: OfficeContext, clientId: string, body: { notes?: string }): Promise<ClientView> {
  const notes = body.notes?.trim() || null;
  const userId = actorUserId(ctx.actor);
  await inClientWrite(ctx, async (trx) => {
    const current = await readClient(trx, clientId, true);
    if (!current) throw clientNotFound();
    const updated = await updateClient(trx, clientId, { last_contact_date: new Date(), next_follow_up_date: null, follow_up_notes: null, last_modified_by: userId });
    const before = { lastContactDate: iso(current.last_contact_date), nextFollowUpDate: iso(current.next_follow_up_date), followUpNotes: current.follow_up_notes };
    const after = { lastContactDate: iso(updated.last_contact_date), nextFollowUpDate: null, followUpNotes: null };
    await recordClientChange(trx, ctx, clientId, { eventType: 'client.follow_up.complete', entityId: clientId, before, after }, [
      { type: 'follow_up_completed', metadata: { scheduledFor: before.nextFollowUpDate, notes } },
    ]);
  });
  return readOneClient(ctx, clientId);
}
