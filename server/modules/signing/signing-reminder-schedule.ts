import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { jobDefaults, type JobPolicy } from '../../jobs/job-kind';
import { insertJob } from '../../jobs/job-queue.queries';

/** The name of the reminder job (signing-reminders.ts runs it). */
export const SIGNING_REMIND_JOB = 'signing.remind';

/** How the reminder job is retried: its handler is idempotent (it checks the link it was enqueued for). */
export const signingRemindPolicy: JobPolicy = { maxAttempts: 5, retryDelaySeconds: 60 };

/** What a reminder names: the participant and the link it reminds of (its send time; a resend starts a new chain). */
export interface SigningReminderPayload {
  workflowId: string;
  participantId: string;
  linkSentAt: string;
}

/**
 * Enqueues a participant's next reminder (or the check that ends their link) in the transaction of the change that
 * causes it. Kept apart from the job's handler so that issuing a link does not import the handler (which applies
 * events, which issue links).
 */
export async function scheduleSigningReminder(trx: ScopedTransaction, ctx: Pick<OfficeContext, 'tenant'>, payload: SigningReminderPayload, runAt: Date): Promise<void> {
  await insertJob(trx, { kind: SIGNING_REMIND_JOB, tenantId: ctx.tenant.id, payload, runAt, key: `${payload.participantId}@${runAt.toISOString()}`, ...jobDefaults(signingRemindPolicy) });
}

/** When a link's next reminder runs: after the interval, or when the link ends if that comes first (to end it). */
export function nextReminderAt(now: Date, expiresAt: Date, sendReminders: boolean, intervalHours: number): Date {
  const remindAt = new Date(now.getTime() + intervalHours * 3_600_000);
  return sendReminders && remindAt.getTime() < expiresAt.getTime() ? remindAt : expiresAt;
}
