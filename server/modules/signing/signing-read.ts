import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { LibraryReader } from '../documents/library-access';
import { mayManage } from './signing-access';
import { readSigningState, type StoredWorkflow } from './signing-store';
import { readSigningTrail } from './signing-trail';
import { signingError } from './signing.messages';
import { fieldsOf, maySeeWorkflow, summariesOf } from './signing.queries';
import { workflowView, type WorkflowView } from './signing.view';

/** 404 SIGNING_NOT_FOUND: the office has no such workflow, or the caller does not see its document nor takes part. */
export const workflowNotFound = () => signingError(404, 'SIGNING_NOT_FOUND');

/** A workflow the reader sees, locked when asked; 404 otherwise. */
export async function visibleWorkflow(trx: ScopedTransaction, reader: LibraryReader, id: string, lock = false): Promise<StoredWorkflow> {
  if (!(await maySeeWorkflow(trx, reader, id))) throw workflowNotFound();
  const stored = await readSigningState(trx, id, lock);
  if (!stored) throw workflowNotFound();
  return stored;
}

/** A workflow in full, as the caller sees it now. */
export async function readWorkflowView(trx: ScopedTransaction, ctx: OfficeContext, id: string): Promise<WorkflowView> {
  const stored = await readSigningState(trx, id);
  if (!stored) throw workflowNotFound();
  const [summary] = await summariesOf(trx, [id]);
  return workflowView({
    workflow: stored.workflow,
    documentName: summary?.document_name ?? stored.workflow.name,
    createdByName: summary?.created_by_name ?? null,
    participants: stored.participants,
    state: stored.state,
    fields: await fieldsOf(trx, id),
    events: await readSigningTrail(trx, id),
    canManage: mayManage(ctx, stored.workflow),
  });
}
