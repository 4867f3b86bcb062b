import type { SigningEvent } from '../../engine/signing/signing-events';
import type { OfficeContext, Origin } from '../context/office-context';
import { clockNow } from '../jobs/clock';
import { completeSigning, type CompletionServices } from '../modules/signing-public/signing-completion';
import { applySigningEvent } from '../modules/signing/signing-store';
import { recordSigningEvent } from '../modules/signing/signing-trail';
import { inOfficeWithMail } from '../modules/workflow-runtime/workflow-mail-queue';

/** What a demo participant does: the event, and for a signer their name, typed as the signature (and today's date in any date box). */
export interface DemoAct {
  workflowId: string;
  participantId: string;
  type: Extract<SigningEvent, { participantId: string }>['type'];
  origin: Origin;
  typedName?: string;
  reason?: string;
}

/** Where completing a demo workflow seals it; without it, nothing is completed. */
export interface DemoSealing {
  completion: CompletionServices;
  publicUrl: string;
}

const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/**
 * Acts as a participant does from their link (signing-act.ts's actOnLink, without the link): as an anonymous caller
 * from the act's address, the page viewed first, the statechart's event applied, a signer's boxes filled (a typed
 * signature of their name, today's date), and the workflow sealed when the act completes it. Throws on a refusal.
 */
export async function actAsParticipant(ctx: OfficeContext, act: DemoAct, sealing: DemoSealing | undefined): Promise<void> {
  const holder: OfficeContext = {
    ...ctx,
    actor: { kind: 'anonymous' },
    origin: act.origin,
  };
  await inOfficeWithMail(holder, async (trx) => {
    await recordSigningEvent(trx, act.workflowId, {
      event: 'viewed',
      participantId: act.participantId,
      origin: act.origin,
    });
    const step = await applySigningEvent(trx, holder, act.workflowId, { type: act.type, participantId: act.participantId }, act.origin, act.reason ? { reason: act.reason } : {});
    if (step.refused) throw new Error(`demo signing ${act.type} refused: ${step.refused.reason}`);
    if (act.type === 'SIGN') {
      const now = clockNow();
      const fields = await trx.selectFrom('signing_fields').select(['id', 'kind']).where('workflow_id', '=', act.workflowId).where('participant_id', '=', act.participantId).execute();
      for (const field of fields) {
        const isSignature = field.kind === 'signature' || field.kind === 'initials';
        const value = isSignature ? (act.typedName ?? '') : field.kind === 'date' ? dayIn(now, ctx.office.localization.timeZone) : field.kind === 'checkbox' ? 'true' : null;
        await trx
          .updateTable('signing_fields')
          .set({
            value,
            image: null,
            signature_method: isSignature ? 'typed' : null,
            filled_at: now,
          })
          .where('id', '=', field.id)
          .execute();
      }
    }
    if (step.after.status === 'completed') {
      if (!sealing) throw new Error('demo signing: a workflow completed without a certificate to seal it');
      await completeSigning(trx, holder, sealing.completion, act.workflowId, sealing.publicUrl);
    }
  });
}
