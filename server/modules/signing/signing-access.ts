import { actorRole, actorUserId, type OfficeContext } from '../../context/office-context';
import { assertLibraryAccess, type LibraryReader } from '../documents/library-access';
import { signingError } from './signing.messages';
import type { WorkflowRow } from './signing-store.queries';

/**
 * Who reads signing workflows: whoever reads the office's library (its documents module's rules: 403
 * FEATURE_UNAVAILABLE, DOCUMENTS_FORBIDDEN), as its sharing sees them.
 */
export function signingReader(ctx: OfficeContext): LibraryReader {
  return assertLibraryAccess(ctx, 'view');
}

/** Whether the caller may change, send, remind, resend and cancel a workflow: its sender, an admin or a manager (never a viewer). */
export function mayManage(ctx: OfficeContext, workflow: Pick<WorkflowRow, 'created_by'> | undefined): boolean {
  if (ctx.actor.kind === 'system') return true;
  const role = actorRole(ctx.actor);
  if (role === null || role === 'viewer') return false;
  if (role === 'admin' || role === 'manager') return true;
  return workflow !== undefined && workflow.created_by !== null && workflow.created_by === actorUserId(ctx.actor);
}

/** 403 SIGNING_FORBIDDEN to a caller who may not manage the workflow (or, without one, create any: a viewer). */
export function assertMayManage(ctx: OfficeContext, workflow?: Pick<WorkflowRow, 'created_by'>): void {
  const role = actorRole(ctx.actor);
  const may = workflow ? mayManage(ctx, workflow) : ctx.actor.kind === 'system' || (role !== null && role !== 'viewer');
  if (!may) throw signingError(403, 'SIGNING_FORBIDDEN');
}
