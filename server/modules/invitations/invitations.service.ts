import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { actorOf, writeAudit } from '../../audit/audit-writer';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database, InvitationsTable } from '../../db/schema';
import type { Membership } from '../../http/request-context';
import type { Mailer } from '../../mail/mailer';
import { officeRoles } from '../../office-types/office-roles';
import { httpError } from '../../plugins/errors';
import { hashSecretId, newSecretId } from '../../security/tokens';
import { invitationError } from './invitation-errors';
import { INVITATION_DAYS, invitationStatus, invitationView, type InvitationRow, type InvitationView } from './invitation-view';
import { invitationLink, invitationMail } from './invitations.mail';
import { findInvitation, hasPendingInvitation, insertInvitation, isMemberByEmail, listInvitations, lockAddress, replaceInvitationToken, revokeInvitation } from './invitations.queries';

/** What the invitation routes need from the server. */
export interface InvitationDependencies {
  db: Kysely<Database>;
  catalog: OfficeTypeCatalog;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** The body of POST /api/users/invitations. */
export interface InvitationRequest {
  email: string;
  role: InvitationsTable['role'];
  professionalRole?: string;
}

/** An invitation just mailed: its view, and whether the mail left (the admin can resend when it did not). */
export type MailedInvitation = InvitationView & { isMailSent: boolean };

/** The current office, when the caller is its admin; 403 ADMIN_REQUIRED otherwise. */
export function requireAdmin(request: FastifyRequest): Membership {
  if (!request.tenant) throw httpError(403, 'FORBIDDEN');
  if (request.tenant.role !== 'admin') throw httpError(403, 'ADMIN_REQUIRED');
  return request.tenant;
}

/** A new link: the token for the mail, its hash for the database, and when it stops working. */
export function newInvitationToken(now: Date) {
  const token = newSecretId();
  return { token, hash: hashSecretId(token), expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) };
}

async function professionalRoles(deps: InvitationDependencies, office: Membership) {
  const roles = await officeRoles(deps.db, deps.catalog, office);
  return { ids: roles.professional.map((role) => role.id), defaultId: roles.defaultProfessionalRole };
}

// The invitation stands even when the mail cannot leave: the answer says so, and the admin can resend.
async function mailInvitation(deps: InvitationDependencies, office: Membership, row: InvitationRow, token: string): Promise<boolean> {
  const view = invitationView(row, new Date());
  try {
    await deps.mailer.send(
      invitationMail({ to: row.email, inviterName: view.invitedBy?.name || office.name, officeName: office.name, role: row.role, link: invitationLink(deps.publicUrl, token), tenantId: office.tenantId, daysValid: INVITATION_DAYS }),
    );
    return true;
  } catch (error) {
    deps.log.error({ err: error, invitationId: row.id }, 'could not send the invitation mail');
    return false;
  }
}

const inOffice = <T>(deps: InvitationDependencies, request: FastifyRequest, office: Membership, work: (trx: ScopedTransaction) => Promise<T>) =>
  withContext(deps.db, { tenantId: office.tenantId, userId: request.auth?.userId ?? null }, work);

/** Invites an address to the current office with a role, and mails it the link. */
export async function createInvitation(deps: InvitationDependencies, request: FastifyRequest, body: InvitationRequest): Promise<MailedInvitation> {
  const office = requireAdmin(request);
  const email = body.email.trim().toLowerCase();
  const roles = await professionalRoles(deps, office);
  const professionalRole = body.professionalRole ?? roles.defaultId;
  if (!roles.ids.includes(professionalRole)) throw invitationError(400, 'INVALID_PROFESSIONAL_ROLE', { field: 'professionalRole' });
  const now = new Date();
  const { token, hash, expiresAt } = newInvitationToken(now);
  const actor = actorOf(request, office.tenantId);
  const row = await inOffice(deps, request, office, async (trx) => {
    await lockAddress(trx, office.tenantId, email);
    if (await isMemberByEmail(trx, email)) throw invitationError(409, 'ALREADY_MEMBER', { field: 'email' });
    if (await hasPendingInvitation(trx, email, now)) throw invitationError(409, 'INVITATION_PENDING', { field: 'email' });
    const id = await insertInvitation(trx, { tenant_id: office.tenantId, email, role: body.role, professional_role: professionalRole, token_hash: hash, invited_by: actor.userId, expires_at: expiresAt, now });
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
  return { ...invitationView(row, now), isMailSent: await mailInvitation(deps, office, row, token) };
}

/** The current office's invitations, newest first, with their status. */
export async function listOfficeInvitations(deps: InvitationDependencies, request: FastifyRequest): Promise<InvitationView[]> {
  const office = requireAdmin(request);
  const now = new Date();
  const rows = await inOffice(deps, request, office, listInvitations);
  return rows.map((row) => invitationView(row, now));
}

const unknownInvitation = () => invitationError(404, 'INVITATION_UNKNOWN', { code: 'NOT_FOUND' });

/** Revokes an invitation of the current office (its link stops working); revoking it again changes nothing. */
export async function revokeOfficeInvitation(deps: InvitationDependencies, request: FastifyRequest, id: string): Promise<InvitationView> {
  const office = requireAdmin(request);
  const now = new Date();
  const actor = actorOf(request, office.tenantId);
  const row = await inOffice(deps, request, office, async (trx) => {
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
export async function resendOfficeInvitation(deps: InvitationDependencies, request: FastifyRequest, id: string): Promise<MailedInvitation> {
  const office = requireAdmin(request);
  const now = new Date();
  const { token, hash, expiresAt } = newInvitationToken(now);
  const actor = actorOf(request, office.tenantId);
  const row = await inOffice(deps, request, office, async (trx) => {
    const found = await findInvitation(trx, id);
    if (!found) throw unknownInvitation();
    const before = invitationStatus(found, now);
    if (before === 'accepted' || before === 'revoked') throw invitationError(409, 'INVITATION_NOT_PENDING');
    await lockAddress(trx, office.tenantId, found.email);
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
  return { ...invitationView(row, now), isMailSent: await mailInvitation(deps, office, row, token) };
}
