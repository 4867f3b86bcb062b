import { auditActorOf, recordAudit } from '../../audit/audit-writer';
import { withContext } from '../../db/context';
import type { SchemaView } from '../../http/schema-types';
import { httpError } from '../../plugins/errors';
import { revokeSession, revokeUserSessions } from '../../sessions/session-store';
import { officeOf, ownUserId, type OwnContext } from '../../context/own-context';
import { openSessions } from './sessions.queries';
import type { sessionSchema } from './sessions.schemas';

/** A session as its user sees it in the list: the shape of its response schema. */
export type SessionView = SchemaView<typeof sessionSchema>;

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The signed-in user's open sessions, the one `currentSessionId` names marked as the current one. */
export async function listOwnSessions(ctx: OwnContext, currentSessionId: string): Promise<SessionView[]> {
  const userId = ownUserId(ctx);
  const rows = await withContext(ctx.db, { userId }, (trx) => openSessions(trx, new Date()));
  return rows.map((row) => ({
    id: row.id,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
    ip: row.ip,
    userAgent: row.user_agent,
    isCurrent: row.id === currentSessionId,
  }));
}

/** Ends one of the signed-in user's sessions (404 when they have no such session), audited in the office they act in. */
export async function endOwnSession(ctx: OwnContext, sessionId: string): Promise<void> {
  if (!(await revokeSession(ctx.db, ownUserId(ctx), sessionId, new Date()))) throw httpError(404, 'NOT_FOUND');
  const office = officeOf(ctx);
  if (office) await recordAudit(ctx.db, auditActorOf(office), { eventType: 'session.end', serviceName: 'sessions', entityType: 'session', entityId: sessionId, success: true });
}

/** Ends every session of the signed-in user but the current one; answers how many ended. */
export async function endOtherSessions(ctx: OwnContext, currentSessionId: string): Promise<number> {
  const userId = ownUserId(ctx);
  const ended = await revokeUserSessions(ctx.db, userId, new Date(), currentSessionId);
  const office = officeOf(ctx);
  if (office) await recordAudit(ctx.db, auditActorOf(office), { eventType: 'session.end-others', serviceName: 'sessions', entityType: 'user', entityId: userId, after: { ended }, success: true });
  return ended;
}
