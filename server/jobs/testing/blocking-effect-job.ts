import { sql } from 'kysely';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { JobRun, OfficeJobKind } from '../job-kind';

/** What the kill test's job names: the effect it writes once. */
export type BlockingEffectPayload = { n: string };

/** The audit event of the kill test's effect. */
export const BLOCKING_EFFECT_EVENT = 'test.job.kill-effect';

/** The line a worker prints once it is mid-job: its effect written, its transaction open, before it completes. */
export const midJobLine = (jobId: string): string => `mid-job ${jobId}`;

/**
 * A job whose effect (an audit entry in its office) commits with its completion. With `block`, its first attempt
 * stops forever mid-transaction after writing the effect, announcing it on stdout: a worker to kill there.
 */
export function blockingEffectJob(block: boolean): OfficeJobKind<BlockingEffectPayload> {
  return {
    name: 'test.blocking-effect',
    scope: 'office',
    // A short lease: the worker that comes after the killed one may claim the job a moment after the kill.
    timeoutSeconds: 2,
    run: (job: JobRun<BlockingEffectPayload>, ctx: OfficeContext) =>
      inOffice(ctx, async (trx) => {
        const role = (await sql<{ role: string }>`select current_user as role`.execute(trx)).rows[0]!.role;
        await writeAudit(trx, auditActorOf(ctx), { eventType: BLOCKING_EFFECT_EVENT, serviceName: 'jobs', entityId: job.payload.n, after: { attempt: job.attempt, role }, success: true });
        if (block && job.attempt === 1) {
          process.stdout.write(`${midJobLine(job.id)}\n`);
          await new Promise<never>(() => undefined);
        }
        await job.completeIn(trx);
      }),
  };
}
