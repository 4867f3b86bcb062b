import { randomUUID } from 'node:crypto';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { checkPassword } from '../../../engine/policies/password-policy';
import { recordCallEvent } from '../../audit/audit-writer';
import { auditActorIn } from '../../audit/call-actor';
import type { CallContext } from '../../context/office-context';
import { officeOfMembership } from '../../context/office-resolution';
import type { OutgoingMail } from '../../mail/mailer';
import { fieldError, httpError, type FieldError } from '../../plugins/errors';
import { strictestPasswordPolicy } from '../../security/password-policy';
import { hashPassword } from '../../security/passwords';
import { hashSecretId, newSecretId } from '../../security/tokens';
import type { ErrorLog } from '../../storage/delete-quietly';
import { userMemberships } from '../../tenancy/tenant-queries';
import { confirmationMail, registrationAttemptMail } from './registration.mail';
import { REGISTRATION_TEXTS } from './registration.messages';
import { findAccountByEmail, findConfirmationToken, insertRegistration, isSlugTaken, replaceConfirmationToken, useConfirmationToken, type TenantAudit } from './registration.queries';

/** What registration needs from the server besides the call's context. */
export interface RegistrationDependencies {
  catalog: OfficeTypeCatalog;
  publicUrl: string;
  log: ErrorLog;
}

/** The body of POST /api/auth/register. */
export interface RegistrationRequest {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  officeName: string;
  officeType: string;
  slug: string;
  acceptTerms: boolean;
}

/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 48;

/** Slugs that name parts of the platform, never an office. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['www', 'app', 'api', 'admin', 'default', 'localhost', 'mail', 'dev', 'static', 'docs']);

const refuse = (status: number, code: keyof typeof REGISTRATION_TEXTS, field?: string) =>
  httpError(status, code, { messages: { ...REGISTRATION_TEXTS[code] }, ...(field ? { errors: [fieldError(field, { ...REGISTRATION_TEXTS[code] })] } : {}) });

const newToken = (now: Date) => {
  const token = newSecretId();
  return { token, hash: hashSecretId(token), expiresAt: new Date(now.getTime() + CONFIRMATION_HOURS * 3_600_000) };
};

const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/auth/confirm?token=${encodeURIComponent(token)}`;

// A committed registration stands even when the mail cannot leave: the user can ask for the link again.
async function sendQuietly(ctx: CallContext, deps: RegistrationDependencies, mail: OutgoingMail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error }, 'could not send the e-mail confirmation');
  }
}

/** A registration whose checks passed: what creating its office needs. */
export interface CheckedRegistration {
  email: string;
  slug: string;
  officeTypeId: string;
  tenantId: string;
  defaultProfessionalRole: string;
}

/**
 * Checks a registration (spec 1 §5's checks; the slug before the address): 4xx for what the registrant can mend.
 * Nothing here depends on whether the address has an account, so its answer and its timing tell nobody.
 */
export async function checkRegistration(ctx: CallContext, deps: RegistrationDependencies, body: RegistrationRequest): Promise<CheckedRegistration> {
  const email = body.email.trim().toLowerCase();
  const slug = body.slug.toLowerCase();
  const officeType = deps.catalog.get(body.officeType);
  if (!officeType) throw refuse(400, 'UNKNOWN_OFFICE_TYPE', 'officeType');
  if (body.password !== body.confirmPassword) throw httpError(400, 'PASSWORDS_DO_NOT_MATCH', { errors: [fieldError('confirmPassword', { he: 'הסיסמאות אינן תואמות', en: 'Passwords do not match', es: 'Las contraseñas no coinciden' })] });
  if (body.acceptTerms !== true) throw httpError(400, 'TERMS_NOT_ACCEPTED', { errors: [fieldError('acceptTerms', { he: 'יש לאשר את תנאי השימוש', en: 'The terms of use must be accepted', es: 'Debe aceptar los términos de uso' })] });
  const tenantId = randomUUID();
  // The new office has no overrides of its own yet: its type's policy is the one its admin's password meets.
  const { security } = officeOfMembership(deps.catalog, { tenantId, officeType: officeType.id, overrides: {} });
  const failures = checkPassword(body.password, strictestPasswordPolicy([security.password]), { email });
  if (failures.length > 0) {
    const errors: FieldError[] = failures.map(({ message }) => fieldError('password', { ...message }));
    throw httpError(400, 'WEAK_PASSWORD', { errors });
  }
  // The slug names an office, which its address already shows to anyone: refusing a taken one tells nothing about
  // accounts, and it is checked before the address so that its answer is the same whoever asks.
  if (RESERVED_SLUGS.has(slug)) throw refuse(400, 'SLUG_RESERVED', 'slug');
  if (await isSlugTaken(ctx.db, slug)) throw refuse(409, 'SLUG_TAKEN', 'slug');
  return { email, slug, officeTypeId: officeType.id, tenantId, defaultProfessionalRole: security.defaultProfessionalRole };
}

/**
 * Creates a checked registration's office, its admin and a confirmation token, and mails the link; an address that
 * has an account gets a mail to its owner instead (issue 17, item 7). Runs after the answer has left: a new address
 * and a known one are answered alike, in words and in time.
 */
export async function completeRegistration(ctx: CallContext, deps: RegistrationDependencies, checked: CheckedRegistration, body: RegistrationRequest): Promise<void> {
  const { email, slug, tenantId } = checked;
  const passwordHash = await hashPassword(body.password);
  const account = await findAccountByEmail(ctx.db, email);
  if (account) return tellOwner(ctx, deps, account.id, email);
  const userId = randomUUID();
  const now = new Date();
  const { token, hash, expiresAt } = newToken(now);
  const actor = auditActorIn(ctx, tenantId, userId);
  try {
    await insertRegistration(
      ctx.db,
      { tenantId, userId, slug, officeName: body.officeName, officeType: checked.officeTypeId, email, passwordHash, firstName: body.firstName, lastName: body.lastName, professionalRole: checked.defaultProfessionalRole, tokenHash: hash, tokenExpiresAt: expiresAt },
      actor,
      { eventType: 'auth.register', serviceName: 'auth', entityType: 'tenant', entityId: tenantId, after: { slug, officeType: checked.officeTypeId, userId, role: 'admin' }, success: true },
    );
  } catch (error) {
    // Another registration took the address or the slug between the checks and the insert.
    const text = String((error as { constraint?: string; detail?: string; message?: string }).constraint ?? '') + String((error as { message?: string }).message ?? '');
    if ((error as { code?: string }).code === '23505') {
      const taken = text.includes('users_email_key') ? await findAccountByEmail(ctx.db, email) : undefined;
      if (taken) return tellOwner(ctx, deps, taken.id, email);
      // The office address went to another registration in the meantime: nothing was created, and registering
      // again is answered SLUG_TAKEN at once.
      if (text.includes('tenants_slug_key')) {
        await recordCallEvent(ctx, { eventType: 'auth.register', serviceName: 'auth', success: false, userId: null, details: { reason: 'slug-taken-meanwhile', slug } });
        return;
      }
    }
    throw error;
  }
  await sendQuietly(ctx, deps, confirmationMail({ to: email, firstName: body.firstName, officeName: body.officeName, link: confirmLink(deps.publicUrl, token), tenantId, hoursValid: CONFIRMATION_HOURS }));
}

/** A registration with an address that has an account: nothing is created; the attempt is recorded and the owner told by mail. */
async function tellOwner(ctx: CallContext, deps: RegistrationDependencies, userId: string, email: string): Promise<void> {
  await recordCallEvent(ctx, { eventType: 'auth.register', serviceName: 'auth', success: false, userId, details: { reason: 'account-exists' } });
  const membership = (await userMemberships(ctx.db, userId))[0];
  await sendQuietly(ctx, deps, registrationAttemptMail({ to: email, publicUrl: deps.publicUrl, ...(membership ? { tenantId: membership.tenantId } : {}) }));
}

/** The audit entry of an account's event, in the first office it belongs to (none when it belongs to none). */
async function auditInOwnOffice(ctx: CallContext, userId: string, entry: TenantAudit['entry']): Promise<TenantAudit | undefined> {
  const membership = (await userMemberships(ctx.db, userId))[0];
  return membership ? { actor: auditActorIn(ctx, membership.tenantId, userId), entry } : undefined;
}

/** Confirms an e-mail address with a link's token: once, before it expires. */
export async function confirmEmail(ctx: CallContext, token: string): Promise<void> {
  const hash = hashSecretId(token);
  const now = new Date();
  const found = await findConfirmationToken(ctx.db, hash);
  if (!found || found.used_at || new Date(found.expires_at) <= now) {
    await recordCallEvent(ctx, { eventType: 'auth.confirm_email', serviceName: 'auth', success: false, userId: found?.user_id ?? null, details: { reason: found ? 'used-or-expired' : 'unknown-token' } });
    throw refuse(400, 'CONFIRMATION_TOKEN_INVALID', 'token');
  }
  const audit = await auditInOwnOffice(ctx, found.user_id, { eventType: 'auth.confirm_email', serviceName: 'auth', entityType: 'user', entityId: found.user_id, success: true });
  if (!(await useConfirmationToken(ctx.db, hash, found.user_id, now, audit))) throw refuse(400, 'CONFIRMATION_TOKEN_INVALID', 'token');
  if (!audit) await recordCallEvent(ctx, { eventType: 'auth.confirm_email', serviceName: 'auth', success: true, userId: found.user_id });
}

/** Sends a new confirmation link when an active, unconfirmed account has this address; older links stop working. */
export async function resendConfirmation(ctx: CallContext, deps: RegistrationDependencies, address: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, address.trim());
  if (!account || !account.is_active || account.email_verified_at) {
    await recordCallEvent(ctx, { eventType: 'auth.resend_confirmation', serviceName: 'auth', success: false, userId: account?.id ?? null, details: { reason: account ? 'not-needed' : 'unknown-account' } });
    return;
  }
  const now = new Date();
  const { token, hash, expiresAt } = newToken(now);
  const audit = await auditInOwnOffice(ctx, account.id, { eventType: 'auth.resend_confirmation', serviceName: 'auth', entityType: 'user', entityId: account.id, success: true });
  await replaceConfirmationToken(ctx.db, account.id, hash, expiresAt, now, audit);
  if (!audit) await recordCallEvent(ctx, { eventType: 'auth.resend_confirmation', serviceName: 'auth', success: true, userId: account.id });
  const membership = (await userMemberships(ctx.db, account.id))[0];
  await sendQuietly(ctx, deps, confirmationMail({ to: account.email, firstName: '', officeName: membership?.name ?? 'Lishka', link: confirmLink(deps.publicUrl, token), ...(membership ? { tenantId: membership.tenantId } : {}), hoursValid: CONFIRMATION_HOURS }));
}
