import type { Selectable } from 'kysely';
import { isClosed, whoMayActNow } from '../../../engine/signing/signing-phases';
import type { SigningState } from '../../../engine/signing/signing-state';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { SigningFieldsTable } from '../../db/schema';
import { readSigningState, type ParticipantRow, type WorkflowRow } from '../signing/signing-store';
import type { SchemaView } from '../../http/schema-types';
import type { signingSessionSchema } from '../signing/signing.schemas';

/** A participant's page, as GET /api/sign/session answers it. */
export type SigningSession = SchemaView<typeof signingSessionSchema>;

/** What the session is built from: the stored workflow, the participant holding the link, and their boxes. */
export interface SessionFacts {
  workflow: WorkflowRow;
  participant: ParticipantRow;
  state: SigningState;
  fields: Selectable<SigningFieldsTable>[];
  documentName: string;
  senderName: string | null;
}

/**
 * Where the participant stands: done once they acted; closed when the workflow is; expired when their link ended;
 * ready when the statechart lets them act now; else waiting for someone earlier (or, for an observer, for the end).
 */
export function sessionState(facts: Pick<SessionFacts, 'participant' | 'state'>, now: Date): SigningSession['state'] {
  const { participant, state } = facts;
  if (participant.status === 'signed' || participant.status === 'completed' || participant.status === 'declined') return 'done';
  if (isClosed(state.status)) return 'closed';
  if (participant.status === 'expired' || (participant.link_expires_at && participant.link_expires_at.getTime() <= now.getTime())) return 'expired';
  return whoMayActNow(state).includes(participant.id) ? 'ready' : 'waiting';
}

/** Whether this link must pass a one-time code before the document opens. */
export function needsCode(workflow: Pick<WorkflowRow, 'public_access'>, participant: Pick<ParticipantRow, 'code_verified_at'>): boolean {
  return !workflow.public_access && participant.code_verified_at === null;
}

/** The participant's page: the office, the document, who they are, where they stand, and their boxes. */
export function signingSession(ctx: OfficeContext, facts: SessionFacts, now: Date): SigningSession {
  const { workflow, participant, fields } = facts;
  const languages = [...ctx.office.localization.languages];
  return {
    officeName: ctx.tenant.name,
    languages,
    language: languages.includes(participant.language as (typeof languages)[number]) ? participant.language : (languages[0] ?? 'he'),
    documentName: facts.documentName,
    message: workflow.message,
    senderName: facts.senderName,
    participant: { name: participant.name, role: participant.role, status: participant.status },
    workflowStatus: workflow.status,
    state: sessionState(facts, now),
    allowDecline: workflow.allow_decline,
    needsCode: needsCode(workflow, participant),
    fields: fields
      .filter((field) => field.participant_id === participant.id)
      .map((field) => ({ id: field.id, kind: field.kind, page: field.page, x: field.x, y: field.y, width: field.width, height: field.height, required: field.required, label: field.label })),
    linkExpiresAt: participant.link_expires_at?.toISOString() ?? null,
  };
}

/** Reads what a participant's page is built from, under the office's row-level security; undefined when it is gone. */
export async function readSessionFacts(trx: ScopedTransaction, workflowId: string, participantId: string): Promise<SessionFacts | undefined> {
  const stored = await readSigningState(trx, workflowId);
  const participant = stored?.participants.find((row) => row.id === participantId);
  if (!stored || !participant) return undefined;
  const { workflow, state } = stored;
  const fields = await trx.selectFrom('signing_fields').selectAll().where('workflow_id', '=', workflowId).orderBy('page').orderBy('y').orderBy('x').execute();
  const document = await trx.selectFrom('documents').select('name').where('id', '=', workflow.document_id).executeTakeFirst();
  const sender = workflow.created_by
    ? await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', workflow.created_by).executeTakeFirst()
    : undefined;
  return {
    workflow,
    participant,
    state,
    fields,
    documentName: document?.name ?? workflow.name,
    senderName: sender ? `${sender.first_name} ${sender.last_name}`.trim() : null,
  };
}
