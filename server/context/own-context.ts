import { actorUserId, type CallContext, type OfficeContext } from './office-context';
import { withContext, type ScopedTransaction } from '../db/context';
import { httpError } from '../plugins/errors';

/** The context of a person's work on their own account: in the office they act in, when they act in one. */
export type OwnContext = CallContext | OfficeContext;

/** The office the work acts in, if any. */
export function officeOf(ctx: OwnContext): OfficeContext | null {
  return 'tenant' in ctx ? ctx : null;
}

/** The person the work is for; 401 when the call is not a signed-in person's. */
export function ownUserId(ctx: CallContext): string {
  const userId = actorUserId(ctx.actor);
  if (!userId) throw httpError(401, 'AUTHENTICATION_REQUIRED');
  return userId;
}

/** Runs work in one transaction as the person, in the office they act in (if any): their own rows, and that office's. */
export function asOwner<T>(ctx: OwnContext, work: (trx: ScopedTransaction, userId: string) => Promise<T>): Promise<T> {
  const userId = ownUserId(ctx);
  return withContext(ctx.db, { userId, tenantId: officeOf(ctx)?.tenant.id ?? null }, (trx) => work(trx, userId));
}
