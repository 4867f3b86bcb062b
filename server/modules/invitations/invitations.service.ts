import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { InvitationsTable } from '../../db/schema';
import { rolesOfOffice } from '../../office-types/office-roles';
import { hashSecretId, newSecretId } from '../../security/tokens';
import type { ErrorLog } from '../../storage/delete-quietly';
import { invitationError } from './invitation-errors';
import { INVITATION_DAYS, invitationStatus, invitationView, type InvitationRow, type InvitationView } from './invitation-view';
import { invitationLink, invitationMail } from './invitations.mail';
import { findInvitation, hasPendingInvitation, insertInvitation, isMemberByEmail, listInvitations, lockAddress, replaceInvitationToken, revokeInvitation } from './invitations.queries';

/** What the invitation routes need from the server besides the call's context. */
export interface InvitationDependencies {
  catalog: OfficeTypeCatalog;
  publicUrl: string;
  log: ErrorLog;
}

/** The body of POST /api/users/invitations. */
export interface InvitationRequest {
  email: string;
  role: InvitationsTable['role'];
  professionalRole?: string;
}

/** An invitation just mailed: its view, and whether the mail left (the admin can resend when it did not). */
export type MailedInvitation = InvitationView & { isMailSent: boolean };

/** A new link: the token for the mail, its hash for the database, and when it stops working. */
export function newInvitationToken(now: Date) {
  const token = newSecretId();
  return { token, hash: hashSecretId(token), expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) };
}

function professionalRoles(ctx: OfficeContext) {
  const roles = rolesOfOffice(ctx.office);
  return { ids: roles.professional.map((role) => role.id), defaultId: roles.defaultProfessionalRole };
}

// The invitation stands even when the mail cannot leave: the answer says so, and the admin can resend.
async function mailInvitation(ctx: OfficeContext, deps: InvitationDependencies, row: InvitationRow, token: string): Promise<boolean> {
  const view = invitationView(row, new Date());
  const office = ctx.tenant;
  try {
    await ctx.mailer.send(
      invitationMail({ to: row.email, inviterName: view.invitedBy?.name || office.name, officeName: office.name, role: row.role, link: invitationLink(deps.publicUrl, token), tenantId: office.id, daysValid: INVITATION_DAYS }),
    );
    return true;
  } catch (error) {
    deps.log.error({ err: error, invitationId: row.id }, 'could not send the invitation mail');
    return false;
  }
}

/** Invites an address to the context's office with a role, and mails it the link (the route admits admins only). */
export async function createInvitation(ctx: OfficeContext, deps: InvitationDependencies, body: InvitationRequest): Promise<MailedInvitation> {
  const tenantId = ctx.tenant.id;
  const email = body.email.trim().toLowerCase();
  const roles = professionalRoles(ctx);
  const professionalRole = body.professionalRole ?? roles.defaultId;
  if (!roles.ids.includes(professionalRole)) throw invitationError(400, 'INVALID_PROFESSIONAL_ROLE', { field: 'professionalRole' });
  const now = new Date();
  const { token, hash, expiresAt } = newInvitationToken(now);
  const actor = auditActorOf(ctx);
  const row = await inOffice(ctx, async (trx) => {
    await lockAddress(trx, tenantId, email);
    if (await isMemberByEmail(trx, email)) throw invitationError(409, 'ALREADY_MEMBER', { field: 'email' });
    if (await hasPendingInvitation(trx, email, now)) throw invitationError(409, 'INVITATION_PENDING', { field: 'email' });
    const id = await insertInvitation(trx, { tenant_id: tenantId, email, role: body.role, professional_role: professionalRole, token_hash: hash, invited_by: actor.userId, expires_at: expiresAt, now });
    await writeAudit(trx, actor, {
      eventType: 'user.invitation.create',
      serviceName: 'users',
      entityType: 'invitation',
      entityId: id,
      after: { email, role: body.role, professionalRole, expiresAt: expiresAt.toISOString() },
      success: true,
    });
    return (await findInvitation(trx, id))!;
  });
  return { ...invitationView(row, now), isMailSent: await mailInvitation(ctx, deps, row, token) };
}

/** The context's office's invitations, newest first, with their status. */
export async function listOfficeInvitations(ctx: OfficeContext): Promise<InvitationView[]> {
  const now = new Date();
  const rows = await inOffice(ctx, listInvitations);
  return rows.map((row) => invitationView(row, now));
}

const unknownInvitation = () => invitationError(404, 'INVITATION_UNKNOWN', { code: 'NOT_FOUND' });

/** Revokes an invitation of the context's office (its link stops working); revoking it again changes nothing. */
export async function revokeOfficeInvitation(ctx: OfficeContext, id: string): Promise<InvitationView> {
  const now = new Date();
  const actor = auditActorOf(ctx);
  const row = await inOffice(ctx, async (trx) => {
    const found = await findInvitation(trx, id);
    if (!found) throw unknownInvitation();
    const before = invitationStatus(found, now);
    if (before === 'accepted') throw invitationError(409, 'INVITATION_ALREADY_ACCEPTED');
    if (before === 'revoked') return found;
    if (!(await revokeInvitation(trx, id, now))) throw invitationError(409, 'INVITATION_ALREADY_ACCEPTED');
    await writeAudit(trx, actor, { eventType: 'user.invitation.revoke', serviceName: 'users', entityType: 'invitation', entityId: id, before: { status: before }, after: { status: 'revoked' }, success: true });
    return (await findInvitation(trx, id))!;
  });
  return invitationView(row, now);
}

/** Sends a pending or expired invitation again with a new link; the old link stops working. */
export async function resendOfficeInvitation(ctx: OfficeContext, deps: InvitationDependencies, id: string): Promise<MailedInvitation> {
  const now = new Date();
  const { token, hash, expiresAt } = newInvitationToken(now);
  const actor = auditActorOf(ctx);
  const row = await inOffice(ctx, async (trx) => {
    const found = await findInvitation(trx, id);
    if (!found) throw unknownInvitation();
    const before = invitationStatus(found, now);
    if (before === 'accepted' || before === 'revoked') throw invitationError(409, 'INVITATION_NOT_PENDING');
    await lockAddress(trx, ctx.tenant.id, found.email);
    if (await isMemberByEmail(trx, found.email)) throw invitationError(409, 'ALREADY_MEMBER');
    if (await hasPendingInvitation(trx, found.email, now, id)) throw invitationError(409, 'INVITATION_PENDING');
    if (!(await replaceInvitationToken(trx, id, hash, expiresAt, now))) throw invitationError(409, 'INVITATION_NOT_PENDING');
    await writeAudit(trx, actor, {
      eventType: 'user.invitation.resend',
      serviceName: 'users',
      entityType: 'invitation',
      entityId: id,
      before: { status: before, expiresAt: new Date(found.expires_at).toISOString() },
      after: { status: 'pending', expiresAt: expiresAt.toISOString() },
      success: true,
    });
    return (await findInvitation(trx, id))!;
  });
  return { ...invitationView(row, now), isMailSent: await mailInvitation(ctx, deps, row, token) };
}
