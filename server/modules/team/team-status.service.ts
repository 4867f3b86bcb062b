import { writeAudit } from '../../audit/audit-writer';
import type { OfficeContext } from '../../context/office-context';
import { teamError } from './team.messages';
import { endMemberSessions, lastSeenByMember, setMemberActive } from './team.queries';
import { changeTeam, currentMember, lockChange } from './team.service';
import type { MemberView } from './team-view';

const audited = { serviceName: 'team', entityType: 'membership', success: true } as const;

/**
 * Deactivates a member: in the same transaction, every session they signed in to this office with ends, so
 * their next request is refused; their sessions in other offices stay. The office's last active admin cannot
 * be deactivated, by themselves or anyone (409 LAST_ADMIN). Deactivating an inactive member changes nothing.
 */
export async function deactivateMember(ctx: OfficeContext, userId: string): Promise<MemberView & { sessionsEnded: number }> {
  const now = new Date();
  return changeTeam(ctx, async (trx, actor) => {
    const { target, hasOtherActiveAdmin } = await lockChange(trx, actor, userId);
    if (!target.is_active) return { ...(await currentMember(trx, userId, actor)), sessionsEnded: 0 };
    if (target.role === 'admin' && !hasOtherActiveAdmin) throw teamError(409, 'LAST_ADMIN');
    // Read before the change: an admin who deactivates themselves is no longer one once it is made.
    const lastSeen = (await lastSeenByMember(trx)).get(userId);
    // Also before it: the database ends sessions only for an active admin of the office.
    const sessionsEnded = await endMemberSessions(trx, userId, now);
    await setMemberActive(trx, userId, false, actor.userId, now);
    await writeAudit(trx, actor, { ...audited, eventType: 'team.member_deactivated', entityId: userId, before: { isActive: true }, after: { isActive: false, sessionsEnded } });
    return { ...(await currentMember(trx, userId, actor, lastSeen)), sessionsEnded };
  });
}

/** Reactivates a deactivated member: they can sign in to the office again. Reactivating an active member changes nothing. */
export async function reactivateMember(ctx: OfficeContext, userId: string): Promise<MemberView> {
  const now = new Date();
  return changeTeam(ctx, async (trx, actor) => {
    const { target } = await lockChange(trx, actor, userId);
    if (target.is_active) return currentMember(trx, userId, actor);
    await setMemberActive(trx, userId, true, actor.userId, now);
    await writeAudit(trx, actor, { ...audited, eventType: 'team.member_reactivated', entityId: userId, before: { isActive: false }, after: { isActive: true } });
    return currentMember(trx, userId, actor);
  });
}
