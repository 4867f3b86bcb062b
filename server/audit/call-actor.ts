import { actorUserId, type CallContext } from '../context/office-context';
import type { AuditActor } from './audit-writer';

/**
 * The actor of work a call does in an office it does not act in (a sign-in, a registration, an invitation's
 * acceptance): that office, the person named (by default the caller), and where the call came from.
 */
export function auditActorIn(ctx: CallContext, tenantId: string, userId: string | null = actorUserId(ctx.actor)): AuditActor {
  const userAgent = ctx.actor.kind === 'system' ? `lishka:${ctx.actor.name}` : ctx.origin.userAgent;
  return { tenantId, userId, ip: ctx.origin.ip, userAgent };
}
