import { auditActorOf, recordAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { OutgoingMail } from '../../mail/mailer';

const queues = new WeakMap<ScopedTransaction, OutgoingMail[]>();

/** The mail a transaction's workflow effects wrote, to send once it commits. */
export function mailQueueOf(trx: ScopedTransaction): OutgoingMail[] {
  let queue = queues.get(trx);
  if (!queue) {
    queue = [];
    queues.set(trx, queue);
  }
  return queue;
}

// A mail that cannot leave does not undo the committed change; its failure is in the audit log, never silent.
async function deliver(ctx: OfficeContext, mails: readonly OutgoingMail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await recordAudit(ctx.db, auditActorOf(ctx), { eventType: 'record.workflow.mail_failed', serviceName: 'workflow-runtime', after: { template: mail.template, to: mail.to, reason }, success: false });
    }
  }
}

/**
 * Runs work in one office transaction (inOffice) and, once it has committed, sends the mail its workflow effects
 * wrote: the mailer writes the outbox through its own connection, which must not wait inside the transaction.
 */
export async function inOfficeWithMail<T>(ctx: OfficeContext, work: (trx: ScopedTransaction) => Promise<T>): Promise<T> {
  let mails: OutgoingMail[] = [];
  const result = await inOffice(ctx, async (trx) => {
    const done = await work(trx);
    mails = mailQueueOf(trx);
    return done;
  });
  await deliver(ctx, mails);
  return result;
}
