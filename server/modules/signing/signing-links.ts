import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { clockNow } from '../../jobs/clock';
import { officeWordFiller } from '../../plugins/office-words';
import { hashSecretId, newSecretId } from '../../security/tokens';
import { mailQueueOf } from '../workflow-runtime/workflow-mail-queue';
import { nextReminderAt, scheduleSigningReminder } from './signing-reminder-schedule';
import { readWorkflowRow, updateParticipantRow, type ParticipantRow, type WorkflowRow } from './signing-store.queries';
import { recordSigningEvent } from './signing-trail';
import { signingCancelledMail, signingLink, signingLinkMail, type SigningMailFacts, type SigningMailKind } from './signing.mail';

const DAY = 86_400_000;

let publicUrl: string | undefined;

/** Sets where the signing page is served (the server's public address); the routes set it when the app is built. */
export function setSigningPublicUrl(url: string): void {
  publicUrl = url.replace(/\/+$/, '');
}

// The server's public address; before any app set it (a job worker of its own), config.ts's rule for it, without
// reading the rest of the configuration (which would touch the session secret's file).
const signingPublicUrl = (): string => publicUrl ?? (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');

/** How a link is issued: why (the mail differs), whether it keeps the old link's end (a reminder does), whether a reminder follows. */
export interface IssueLinkOptions {
  kind?: SigningMailKind;
  keepExpiry?: boolean;
  scheduleReminder?: boolean;
  workflow?: WorkflowRow;
}

// The sender's name (the member who made the workflow), else the office's.
async function senderNameOf(trx: ScopedTransaction, ctx: OfficeContext, workflow: WorkflowRow): Promise<string> {
  if (!workflow.created_by) return ctx.tenant.name;
  const user = await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', workflow.created_by).executeTakeFirst();
  return [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim() || ctx.tenant.name;
}

async function mailFacts(trx: ScopedTransaction, ctx: OfficeContext, workflow: WorkflowRow, participant: ParticipantRow): Promise<SigningMailFacts> {
  return {
    to: participant.email,
    language: participant.language,
    tenantId: ctx.tenant.id,
    senderName: await senderNameOf(trx, ctx, workflow),
    officeName: ctx.tenant.name,
    documentName: workflow.name,
    message: workflow.message,
    fill: officeWordFiller(ctx.office),
  };
}

const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * Gives a participant a new link: a new random token (the old one stops: only the new one's hash is kept), when it
 * ends (linkDays from now, or the old end for a reminder) and when it was sent; queues its mail in the participant's
 * language, to leave once the transaction commits (inOfficeWithMail); records link_sent (or reminded/resent is the
 * caller's) in the trail; and enqueues the next reminder, or the check that ends the link. Answers the token.
 */
export async function issueLink(trx: ScopedTransaction, ctx: OfficeContext, participant: ParticipantRow, linkDays: number, options: IssueLinkOptions = {}): Promise<string> {
  const kind = options.kind ?? 'link';
  const workflow = options.workflow ?? (await readWorkflowRow(trx, participant.workflow_id))!;
  const now = clockNow();
  const token = newSecretId();
  const keeps = options.keepExpiry && participant.link_expires_at && participant.link_sent_at;
  const expiresAt = keeps ? new Date(participant.link_expires_at!) : new Date(now.getTime() + linkDays * DAY);
  const sentAt = keeps ? new Date(participant.link_sent_at!) : now;
  await updateParticipantRow(trx, participant.id, { token_hash: hashSecretId(token), link_expires_at: expiresAt, link_sent_at: sentAt, ...(kind === 'reminder' ? { reminded_at: now } : {}) });
  const facts = await mailFacts(trx, ctx, workflow, participant);
  mailQueueOf(trx).push(signingLinkMail({ ...facts, kind, role: participant.role, link: signingLink(signingPublicUrl(), token), validUntil: dayIn(expiresAt, ctx.office.localization.timeZone) }));
  await recordSigningEvent(trx, workflow.id, { event: 'link_sent', participantId: participant.id, detail: { to: participant.email, kind, expiresAt: expiresAt.toISOString() } });
  if (options.scheduleReminder ?? !keeps) {
    const payload = { workflowId: workflow.id, participantId: participant.id, linkSentAt: sentAt.toISOString() };
    await scheduleSigningReminder(trx, ctx, payload, nextReminderAt(now, expiresAt, workflow.send_reminders, workflow.reminder_interval));
  }
  return token;
}

/** Tells the participants who had a link that the workflow was cancelled (their links already ended). */
export async function mailCancellation(trx: ScopedTransaction, ctx: OfficeContext, workflow: WorkflowRow, participants: readonly ParticipantRow[]): Promise<void> {
  for (const participant of participants) mailQueueOf(trx).push(signingCancelledMail(await mailFacts(trx, ctx, workflow, participant)));
}
