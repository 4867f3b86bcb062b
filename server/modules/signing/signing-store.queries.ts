import type { Selectable, Updateable } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { SigningParticipantsTable, SigningWorkflowsTable } from '../../db/schema';

/** A signing workflow's row. */
export type WorkflowRow = Omit<Selectable<SigningWorkflowsTable>, 'tenant_id'>;

/** A participant's row. */
export type ParticipantRow = Omit<Selectable<SigningParticipantsTable>, 'tenant_id'>;

const WORKFLOW_COLUMNS = [
  'id', 'document_id', 'document_version', 'name', 'message', 'status', 'require_order', 'allow_decline', 'send_reminders', 'reminder_interval', 'public_access', 'link_days',
  'created_by', 'created_at', 'updated_at', 'submitted_at', 'completed_at', 'original_sha256', 'sealed_sha256', 'sealed_version',
] as const;

const PARTICIPANT_COLUMNS = [
  'id', 'workflow_id', 'role', 'position', 'user_id', 'name', 'email', 'phone', 'language', 'status', 'acted_at', 'decline_reason', 'token_hash', 'link_expires_at', 'link_sent_at', 'reminded_at',
  'code_hash', 'code_expires_at', 'code_attempts', 'code_verified_at',
] as const;

/** A workflow's row; with `lock`, locked until the transaction ends (every event on one workflow goes one at a time). */
export async function readWorkflowRow(trx: ScopedTransaction, id: string, lock = false): Promise<WorkflowRow | undefined> {
  const query = trx.selectFrom('signing_workflows').select(WORKFLOW_COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A workflow's participants, in their order (then as they were added). */
export async function readParticipantRows(trx: ScopedTransaction, workflowId: string): Promise<ParticipantRow[]> {
  return trx.selectFrom('signing_participants').select(PARTICIPANT_COLUMNS).where('workflow_id', '=', workflowId).orderBy('position').orderBy('id').execute();
}

/** Changes a workflow's columns. */
export async function updateWorkflowRow(trx: ScopedTransaction, id: string, values: Updateable<SigningWorkflowsTable>): Promise<void> {
  await trx.updateTable('signing_workflows').set(values).where('id', '=', id).execute();
}

/** Changes a participant's columns. */
export async function updateParticipantRow(trx: ScopedTransaction, id: string, values: Updateable<SigningParticipantsTable>): Promise<void> {
  await trx.updateTable('signing_participants').set(values).where('id', '=', id).execute();
}

/** Ends every link of a workflow (their hashes gone): answers the participants who had one. */
export async function clearWorkflowLinks(trx: ScopedTransaction, workflowId: string): Promise<string[]> {
  const rows = await trx.updateTable('signing_participants').set({ token_hash: null }).where('workflow_id', '=', workflowId).where('token_hash', 'is not', null).returning('id').execute();
  return rows.map((row) => row.id);
}
