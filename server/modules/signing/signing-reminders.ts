import { isClosed, isLinkLive } from '../../../engine/signing/signing-phases';
import type { OfficeContext } from '../../context/office-context';
import { clockNow } from '../../jobs/clock';
import type { JobRun, OfficeJobKind } from '../../jobs/job-kind';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { nextReminderAt, scheduleSigningReminder, SIGNING_REMIND_JOB, signingRemindPolicy, type SigningReminderPayload } from './signing-reminder-schedule';
import { applySigningEvent, readSigningState } from './signing-store';

const NO_ORIGIN = { ip: null, userAgent: null };

/**
 * A participant's reminder, enqueued when they get a link: while that link (by its send time) is still theirs, they
 * are pending and it is their turn, the link's end passed ends it (EXPIRE, and the sender is told); else, when the
 * workflow sends reminders, they are reminded (REMIND: a new link mailed, the same end) and the next reminder is
 * enqueued. A resend starts a new chain; an act, a decline, a closed workflow or an ended link stops this one.
 */
export const signingReminderJob: OfficeJobKind<SigningReminderPayload> = {
  name: SIGNING_REMIND_JOB,
  scope: 'office',
  ...signingRemindPolicy,
  run: (job: JobRun<SigningReminderPayload>, ctx: OfficeContext) =>
    inOfficeWithMail(ctx, async (trx) => {
      const { workflowId, participantId, linkSentAt } = job.payload;
      const stored = await readSigningState(trx, workflowId, true);
      const row = stored?.participants.find((participant) => participant.id === participantId);
      const isCurrentLink = row?.link_sent_at && row.link_expires_at && new Date(row.link_sent_at).toISOString() === linkSentAt;
      if (!stored || !row || !isCurrentLink || isClosed(stored.state.status) || row.status !== 'pending' || !isLinkLive(stored.state, participantId)) return job.completeIn(trx);
      const now = clockNow();
      const expiresAt = new Date(row.link_expires_at!);
      if (expiresAt.getTime() <= now.getTime()) {
        await applySigningEvent(trx, ctx, workflowId, { type: 'EXPIRE', participantId }, NO_ORIGIN);
        return job.completeIn(trx);
      }
      if (stored.workflow.send_reminders) await applySigningEvent(trx, ctx, workflowId, { type: 'REMIND', participantId }, NO_ORIGIN);
      await scheduleSigningReminder(trx, ctx, job.payload, nextReminderAt(now, expiresAt, stored.workflow.send_reminders, stored.workflow.reminder_interval));
      return job.completeIn(trx);
    }),
};
