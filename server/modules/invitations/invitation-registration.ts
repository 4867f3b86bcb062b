import { randomUUID } from 'node:crypto';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { checkPassword } from '../../../engine/policies/password-policy';
import type { CallContext } from '../../context/office-context';
import { officeOfMembership } from '../../context/office-resolution';
import { withContext } from '../../db/context';
import { messageFor } from '../../i18n/messages';
import { fieldError, httpError } from '../../plugins/errors';
import { strictestPasswordPolicy } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { invitationError } from './invitation-errors';
import { joinedOffice, joinOffice, recordRefusedUse, usableInvitation } from './invitation-join.service';
import { insertInvitedUser, isEmailTaken } from './invitations.queries';

/** The body of POST /api/auth/register with an invitation's token instead of a new office. */
export interface InvitationRegistrationRequest {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  acceptTerms: boolean;
  invitationToken: string;
}

/**
 * Registers an account that joins the inviting office with the invited roles, in one transaction: the
 * address must be the invited one, the password must meet the inviting office's policy, and the link is
 * used up. The link proved the address, so it counts as confirmed (no confirmation mail).
 */
export async function registerWithInvitation(ctx: CallContext, catalog: OfficeTypeCatalog, body: InvitationRegistrationRequest) {
  const { db } = ctx;
  if (body.password !== body.confirmPassword) throw httpError(400, 'PASSWORDS_DO_NOT_MATCH', { errors: [fieldError('confirmPassword', messageFor('PASSWORDS_DO_NOT_MATCH'))] });
  if (body.acceptTerms !== true) throw httpError(400, 'TERMS_NOT_ACCEPTED', { errors: [fieldError('acceptTerms', messageFor('TERMS_NOT_ACCEPTED'))] });
  const now = new Date();
  const email = body.email.trim().toLowerCase();
  try {
    const used = await usableInvitation(ctx, body.invitationToken, now, 'invitationToken');
    const { invitation } = used;
    if (email !== invitation.email) throw invitationError(400, 'INVITATION_EMAIL_MISMATCH', { field: 'email' });
    const { security } = officeOfMembership(catalog, { tenantId: invitation.tenant_id, officeType: invitation.office_type, overrides: invitation.tenant_overrides ?? {} });
    const failures = checkPassword(body.password, strictestPasswordPolicy([security.password]), { email });
    if (failures.length > 0) throw httpError(400, 'WEAK_PASSWORD', { errors: failures.map(({ message }) => fieldError('password', { ...message })) });
    if (await isEmailTaken(db, email)) throw invitationError(409, 'INVITATION_ACCOUNT_EXISTS', { field: 'email', code: 'ACCOUNT_EXISTS' });
    const userId = randomUUID();
    const passwordHash = await hashPassword(body.password);
    await withContext(db, { tenantId: invitation.tenant_id, userId }, async (trx) => {
      await insertInvitedUser(trx, { id: userId, email, passwordHash, firstName: body.firstName, lastName: body.lastName, now });
      await joinOffice(trx, ctx, used, userId, now, 'registration');
    }).catch((error: unknown) => {
      // Another registration took the address between the check and the insert.
      const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
      if (code === '23505' && `${constraint ?? ''}${message ?? ''}`.includes('users_email_key')) throw invitationError(409, 'INVITATION_ACCOUNT_EXISTS', { field: 'email', code: 'ACCOUNT_EXISTS' });
      throw error;
    });
    return joinedOffice(invitation);
  } catch (error) {
    await recordRefusedUse(ctx, error);
    throw error;
  }
}
