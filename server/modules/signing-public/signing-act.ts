import type { SigningEvent } from '../../../engine/signing/signing-events';
import { clockNow } from '../../jobs/clock';
import { fieldError, type HttpError } from '../../plugins/errors';
import { signingRefused } from '../signing/signing.messages';
import type { SIGNING_ACTIONS } from '../signing/signing.schemas';
import { applySigningEvent, readSigningState } from '../signing/signing-store';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { completeSigning, type CompletionServices } from './signing-completion';
import type { OpenedLink } from './signing-link';
import { SIGNING_PUBLIC_TEXTS, signingPublicError, type SigningPublicCode } from './signing-public.messages';
import { needsCode, readSessionFacts, signingSession, type SigningSession } from './signing-session';
import { checkFieldValues, type FieldValueInput } from './signing-values';

/** What a participant does from their link. */
export type SigningAction = (typeof SIGNING_ACTIONS)[number];

/** The body of POST /api/sign/act, past its schema. */
export interface ActRequest {
  action: SigningAction;
  values: FieldValueInput[];
  reason?: string;
}

const EVENT_OF: Record<SigningAction, Extract<SigningEvent, { participantId: string }>['type']> = {
  sign: 'SIGN',
  decline: 'DECLINE',
  approve: 'APPROVE',
  reject: 'REJECT',
  request_changes: 'REQUEST_CHANGES',
};

/** The answer's text for each action done. */
export const ACTED: Record<SigningAction, SigningPublicCode> = {
  sign: 'SIGNING_SIGNED',
  decline: 'SIGNING_DECLINED',
  approve: 'SIGNING_APPROVED',
  reject: 'SIGNING_REJECTED',
  request_changes: 'SIGNING_CHANGES_REQUESTED',
};

const NEEDS_REASON: readonly SigningAction[] = ['decline', 'reject', 'request_changes'];

/**
 * Acts from a link, as the statechart allows (OUT_OF_ORDER, WORKFLOW_CLOSED… answer 409 and change nothing): a
 * signer's boxes are checked and stored with the signature; the act that completes the workflow seals it in the
 * same transaction. A link whose time is up expires the participant (committed) and answers 410. Answers the page
 * as it now stands.
 */
export async function actOnLink(opened: OpenedLink, services: CompletionServices, publicUrl: string, request: ActRequest): Promise<SigningSession> {
  const { ctx, participantId, workflowId } = opened;
  const reason = request.reason?.trim() ?? '';
  if (NEEDS_REASON.includes(request.action) && !reason) {
    throw signingPublicError(400, 'SIGNING_REASON_REQUIRED', [fieldError('reason', { ...SIGNING_PUBLIC_TEXTS.SIGNING_REASON_REQUIRED })]);
  }
  let refusal: HttpError | undefined;
  const session = await inOfficeWithMail(ctx, async (trx) => {
    const stored = await readSigningState(trx, workflowId, true);
    const participant = stored?.participants.find((row) => row.id === participantId);
    if (!stored || !participant) throw signingPublicError(404, 'SIGNING_LINK_UNKNOWN');
    if (needsCode(stored.workflow, participant)) throw signingPublicError(403, 'SIGNING_CODE_REQUIRED');
    const now = clockNow();
    if (participant.status === 'pending' && participant.link_expires_at && participant.link_expires_at.getTime() <= now.getTime()) {
      await applySigningEvent(trx, ctx, workflowId, { type: 'EXPIRE', participantId }, ctx.origin);
      refusal = signingPublicError(410, 'SIGNING_LINK_EXPIRED');
      return undefined;
    }
    const fields = await trx.selectFrom('signing_fields').select(['id', 'kind', 'required']).where('workflow_id', '=', workflowId).where('participant_id', '=', participantId).execute();
    const checked = request.action === 'sign' ? checkFieldValues(fields, request.values) : { values: [], errors: [] };
    if (checked.errors.length > 0) throw signingPublicError(400, 'SIGNING_FIELD_MISSING', checked.errors);
    const step = await applySigningEvent(trx, ctx, workflowId, { type: EVENT_OF[request.action], participantId }, ctx.origin, reason ? { reason } : {});
    if (step.refused) throw signingRefused(step.refused.reason);
    for (const value of checked.values) {
      await trx
        .updateTable('signing_fields')
        .set({ value: value.value, image: value.image, signature_method: value.method, filled_at: now })
        .where('id', '=', value.fieldId)
        .execute();
    }
    if (step.after.status === 'completed') await completeSigning(trx, ctx, services, workflowId, publicUrl);
    const facts = await readSessionFacts(trx, workflowId, participantId);
    return facts && signingSession(ctx, facts, now);
  });
  if (refusal) throw refusal;
  if (!session) throw signingPublicError(404, 'SIGNING_LINK_UNKNOWN');
  return session;
}
