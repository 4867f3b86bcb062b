import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { fieldError, httpError, HttpError } from '../../plugins/errors';
import { clearCredentialFailures, lockStateOf, recordCredentialFailure } from '../../security/lockout';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { officeOf, ownUserId, type OwnContext } from '../../context/own-context';
import { recordSecurityEvent } from '../../users/security-events';
import { checkNewPassword } from './new-password';
import { PASSWORD_TEXTS } from './passwords.messages';
import { applyChange, findOwnPassword, recordAccountAudit } from './passwords.queries';
import type { ChangePasswordBody } from './passwords.schemas';

/**
 * Changes the signed-in user's password (spec 1 §5): the current one must be given and right (a wrong one
 * counts towards the account lock), the new one must differ, meet the strictest policy of the user's
 * offices and not be a recent one. Every other session ends; this one stays and may act again.
 */
export async function changePassword(ctx: OwnContext, catalog: OfficeTypeCatalog, sessionId: string, body: ChangePasswordBody): Promise<void> {
  const { db, origin } = ctx;
  const userId = ownUserId(ctx);
  const tenantId = officeOf(ctx)?.tenant.id ?? null;
  const audit = { tenantIds: tenantId ? [tenantId] : [], actorUserId: userId, origin };
  const entry = { eventType: 'auth.password.change', serviceName: 'auth', entityType: 'user', entityId: userId };
  const event = { userId, tenantId, eventType: 'password-change' };
  const previous = body.PreviousPassword ?? '';
  if (previous === '') throw httpError(400, 'CURRENT_PASSWORD_REQUIRED', { errors: [fieldError('PreviousPassword', { he: 'יש להזין את הסיסמה הנוכחית', en: 'Current password is required', es: 'La contraseña actual es obligatoria' })] });
  const now = new Date();
  // While locked, no answer may tell a right password from a wrong one.
  if ((await lockStateOf(db, userId, now)).locked) {
    await recordSecurityEvent(ctx, { ...event, success: false, details: { reason: 'locked' } });
    throw httpError(423, 'ACCOUNT_LOCKED');
  }
  const own = await findOwnPassword(db, userId);
  if (!own || !(await verifyPassword(own.password_hash, previous))) {
    const lock = await recordCredentialFailure(db, { userId, ip: origin.ip, userAgent: origin.userAgent, kind: 'change-password' }, now);
    await recordSecurityEvent(ctx, { ...event, success: false, details: { reason: 'wrong-current-password', locked: lock.locked } });
    await recordAccountAudit(db, { ...audit, entry: { ...entry, after: { reason: 'wrong-current-password', locked: lock.locked }, success: false } });
    if (lock.locked) throw httpError(423, 'ACCOUNT_LOCKED');
    const messages = { ...PASSWORD_TEXTS.CURRENT_PASSWORD_INCORRECT };
    throw new HttpError(400, 'CURRENT_PASSWORD_INCORRECT', messages, [fieldError('PreviousPassword', messages)]);
  }
  if (body.ProposedPassword === previous) {
    throw httpError(400, 'PASSWORD_UNCHANGED', { errors: [fieldError('ProposedPassword', { he: 'הסיסמה החדשה חייבת להיות שונה מהסיסמה הנוכחית', en: 'The new password must differ from the current password', es: 'La nueva contraseña debe ser distinta de la actual' })] });
  }
  await checkNewPassword(ctx, catalog, { userId, email: own.email, password: body.ProposedPassword, field: 'ProposedPassword' });
  const passwordHash = await hashPassword(body.ProposedPassword);
  await applyChange(db, sessionId, { userId, passwordHash, now }, { ...audit, entry: { ...entry, success: true } });
  // The right current password is as good as a sign-in: earlier failures no longer count.
  await clearCredentialFailures(db, userId, now);
  await recordSecurityEvent(ctx, { ...event, success: true });
}
