import { recordCallEvent, writeAudit } from '../../audit/audit-writer';
import { auditActorIn } from '../../audit/call-actor';
import { actorUserId, type CallContext } from '../../context/office-context';
import { withContext, type ScopedTransaction } from '../../db/context';
import { hashSecretId } from '../../security/tokens';
import { ownUserId } from '../../context/own-context';
import { invitationError } from './invitation-errors';
import { invitationStatus } from './invitation-view';
import { findInvitationByToken, findUserNameAndEmail, insertMembership, isEmailTaken, isMember, markInvitationAccepted, type InvitationByToken } from './invitations.queries';

/** An invitation whose link still works, and the hash of that link's token. */
export interface UsableInvitation {
  invitation: InvitationByToken;
  hash: Buffer;
}

const REFUSALS = { accepted: [410, 'INVITATION_USED'], revoked: [410, 'INVITATION_REVOKED'], expired: [410, 'INVITATION_EXPIRED'] } as const;

/**
 * The invitation of a link's token while it still works; otherwise a 404 (unknown link) or 410 (used, revoked,
 * expired) whose message says which, as the error of `field`.
 */
export async function usableInvitation(ctx: CallContext, token: string, now: Date, field: string): Promise<UsableInvitation> {
  const hash = hashSecretId(token);
  const invitation = await findInvitationByToken(ctx.db, hash);
  if (!invitation) throw invitationError(404, 'INVITATION_NOT_FOUND', { field });
  const status = invitationStatus(invitation, now);
  if (status !== 'pending') {
    const [code, text] = REFUSALS[status];
    throw invitationError(code, text, { field });
  }
  return { invitation, hash };
}

/** A refused use of a link, for the operators (the office is not known for an unknown link). */
export async function recordRefusedUse(ctx: CallContext, reason: unknown): Promise<void> {
  const code = typeof reason === 'object' && reason !== null && 'code' in reason ? String((reason as { code: unknown }).code) : 'error';
  await recordCallEvent(ctx, { eventType: 'user.invitation.accept', serviceName: 'users', success: false, userId: actorUserId(ctx.actor), details: { reason: code } });
}

/** What the join screen shows of a link: the office, the invited address and roles, the expiry, and whether the address already has an account. */
export async function describeInvitation(ctx: CallContext, token: string) {
  const { invitation } = await usableInvitation(ctx, token, new Date(), 'token');
  return {
    officeName: invitation.tenant_name,
    officeSlug: invitation.tenant_slug,
    officeType: invitation.office_type,
    email: invitation.email,
    role: invitation.role,
    professionalRole: invitation.professional_role,
    expiresAt: new Date(invitation.expires_at).toISOString(),
    hasAccount: await isEmailTaken(ctx.db, invitation.email),
  };
}

/**
 * Inside a transaction in the invitation's tenant: uses the invitation (once) and makes the user a member with
 * the invited roles, with the audit entry. A link used meanwhile, or a user already a member, undoes it all.
 */
export async function joinOffice(trx: ScopedTransaction, ctx: CallContext, used: UsableInvitation, userId: string, now: Date, via: 'registration' | 'existing-account'): Promise<void> {
  const { invitation, hash } = used;
  if (await isMember(trx, userId)) throw invitationError(409, 'YOU_ARE_ALREADY_MEMBER', { code: 'ALREADY_MEMBER' });
  if (!(await markInvitationAccepted(trx, invitation.id, hash, userId, now))) throw invitationError(410, 'INVITATION_USED');
  try {
    await insertMembership(trx, { tenantId: invitation.tenant_id, userId, role: invitation.role, professionalRole: invitation.professional_role });
  } catch (error) {
    // Another acceptance made the user a member between the check and the insert.
    if ((error as { code?: string }).code === '23505') throw invitationError(409, 'YOU_ARE_ALREADY_MEMBER', { code: 'ALREADY_MEMBER' });
    throw error;
  }
  await writeAudit(trx, auditActorIn(ctx, invitation.tenant_id, userId), {
    eventType: 'user.invitation.accept',
    serviceName: 'users',
    entityType: 'invitation',
    entityId: invitation.id,
    after: { userId, role: invitation.role, professionalRole: invitation.professional_role, via },
    success: true,
  });
}

/** The office an accepted invitation joined, as the client's tenant context shows it. */
export function joinedOffice(invitation: InvitationByToken) {
  return {
    tenant: { tenantId: invitation.tenant_id, tenantName: invitation.tenant_name, tenantSubdomain: invitation.tenant_slug, officeType: invitation.office_type },
    role: invitation.role,
    professionalRole: invitation.professional_role,
  };
}

/** The signed-in user accepts an invitation sent to their own address, and joins its office. */
export async function acceptInvitation(ctx: CallContext, token: string) {
  const userId = ownUserId(ctx);
  const now = new Date();
  try {
    const used = await usableInvitation(ctx, token, now, 'token');
    await withContext(ctx.db, { tenantId: used.invitation.tenant_id, userId }, async (trx) => {
      const user = await findUserNameAndEmail(trx, userId);
      if (!user || user.email.toLowerCase() !== used.invitation.email) throw invitationError(403, 'INVITATION_EMAIL_MISMATCH', { field: 'token' });
      await joinOffice(trx, ctx, used, userId, now, 'existing-account');
    });
    return joinedOffice(used.invitation);
  } catch (error) {
    await recordRefusedUse(ctx, error);
    throw error;
  }
}
