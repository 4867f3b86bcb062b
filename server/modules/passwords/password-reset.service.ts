import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { CallContext } from '../../context/office-context';
import { fieldError, httpError } from '../../plugins/errors';
import { clearCredentialFailures } from '../../security/lockout';
import { hashPassword } from '../../security/passwords';
import { hashSecretId, newSecretId } from '../../security/tokens';
import type { ErrorLog } from '../../storage/delete-quietly';
import { userMemberships } from '../../tenancy/tenant-queries';
import { recordSecurityEvent } from '../../users/security-events';
import { checkNewPassword } from './new-password';
import { resetMail } from './passwords.mail';
import { applyReset, findResetAccount, findResetToken, issueResetToken, recordAccountAudit } from './passwords.queries';

/** What the reset calls need from the server besides the call's context. */
export interface PasswordResetDependencies {
  catalog: OfficeTypeCatalog;
  publicUrl: string;
  log: ErrorLog;
}

/** How long a reset link works (spec 1 §9). */
export const RESET_LINK_MINUTES = 60;

/** Reset mails one account may be sent in an hour; further requests are answered alike but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Mails a reset link when an active, confirmed account has this address, at most RESET_MAILS_PER_HOUR an
 * hour; the account's earlier links stop working. Every outcome is recorded, none is told to the caller.
 */
export async function requestPasswordReset(ctx: CallContext, deps: PasswordResetDependencies, address: string): Promise<void> {
  const { db, origin } = ctx;
  const now = new Date();
  // Made whatever the account, so that an unknown address does the same work.
  const token = newSecretId();
  const tokenHash = hashSecretId(token);
  const account = await findResetAccount(db, address.trim());
  const refusal = !account ? 'unknown-account' : !account.is_active ? 'inactive' : !account.email_verified_at ? 'email-not-verified' : undefined;
  if (!account || refusal) {
    await recordAccountAudit(db, { tenantIds: [], actorUserId: null, origin, entry: { eventType: 'auth.forgot_password', serviceName: 'auth', entityType: 'user', ...(account ? { entityId: account.id } : {}), after: { reason: refusal }, success: false } });
    return;
  }
  const memberships = await userMemberships(db, account.id);
  const tenantIds = memberships.map((membership) => membership.tenantId);
  const entry = { eventType: 'auth.forgot_password', serviceName: 'auth', entityType: 'user', entityId: account.id };
  const issued = await issueResetToken(
    db,
    { userId: account.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000), now, ip: origin.ip, maxPerHour: RESET_MAILS_PER_HOUR },
    { tenantIds, actorUserId: null, origin, entry: { ...entry, success: true } },
  );
  const event = { userId: account.id, tenantId: null, eventType: 'password-reset-request' };
  if (!issued) {
    await recordAccountAudit(db, { tenantIds, actorUserId: null, origin, entry: { ...entry, after: { reason: 'too-many-requests' }, success: false } });
    await recordSecurityEvent(ctx, { ...event, success: false, details: { reason: 'too-many-requests' } });
    return;
  }
  await recordSecurityEvent(ctx, { ...event, success: true });
  try {
    await ctx.mailer.send(resetMail({ to: account.email, link: resetLink(deps.publicUrl, token), minutesValid: RESET_LINK_MINUTES, ...(memberships[0] ? { tenantId: memberships[0].tenantId } : {}) }));
  } catch (error) {
    // The link stands in the database; the user can ask again (within the hourly limit).
    deps.log.error({ err: error }, 'could not send the password-reset mail');
  }
}

/** A reset as the client sends it, with the names of the fields it used (for field errors). */
export interface ResetRequest {
  username: string;
  code: string;
  newPassword: string;
  codeField: string;
  passwordField: string;
}

/**
 * Sets a new password with a reset link's code: once, before it expires, for the account the link was sent
 * to. Every session of the account ends and its lock is lifted; nobody is signed in.
 */
export async function resetPassword(ctx: CallContext, deps: PasswordResetDependencies, reset: ResetRequest): Promise<void> {
  const { db, origin } = ctx;
  const tokenHash = hashSecretId(reset.code);
  const now = new Date();
  const found = await findResetToken(db, tokenHash);
  const isOwn = found !== undefined && found.email.toLowerCase() === reset.username.trim().toLowerCase();
  const refusal = !found ? 'unknown-token' : !isOwn ? 'other-account' : found.used_at ? 'used' : new Date(found.expires_at) <= now ? 'expired' : !found.user_is_active ? 'inactive' : undefined;
  const invalid = () => httpError(400, 'RESET_TOKEN_INVALID', { errors: [fieldError(reset.codeField, { he: 'קישור האיפוס אינו תקין, כבר נוצל או שפג תוקפו; בקשו קישור חדש', en: 'The reset link is invalid, already used or expired; ask for a new one', es: 'El enlace de restablecimiento no es válido, ya se utilizó o ha caducado; solicite uno nuevo' })] });
  if (!found || refusal) {
    await recordAccountAudit(db, { tenantIds: [], actorUserId: null, origin, entry: { eventType: 'auth.password.reset', serviceName: 'auth', entityType: 'user', ...(isOwn ? { entityId: found.user_id } : {}), after: { reason: refusal }, success: false } });
    if (isOwn) await recordSecurityEvent(ctx, { userId: found.user_id, tenantId: null, eventType: 'password-reset', success: false, details: { reason: refusal } });
    throw invalid();
  }
  const userId = found.user_id;
  await checkNewPassword(ctx, deps.catalog, { userId, email: found.email, password: reset.newPassword, field: reset.passwordField });
  const passwordHash = await hashPassword(reset.newPassword);
  const tenantIds = (await userMemberships(db, userId)).map((membership) => membership.tenantId);
  const entry = { eventType: 'auth.password.reset', serviceName: 'auth', entityType: 'user', entityId: userId, success: true };
  if (!(await applyReset(db, tokenHash, { userId, passwordHash, now }, { tenantIds, actorUserId: userId, origin, entry }))) throw invalid();
  // A reset proves the address: a lock from failed sign-ins must not keep its owner out.
  await clearCredentialFailures(db, userId, now);
  await recordSecurityEvent(ctx, { userId, tenantId: null, eventType: 'password-reset', success: true });
}
