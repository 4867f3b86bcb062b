import { actorUserId, type CallContext } from '../../context/office-context';
import type { SignInBrowser } from '../../http/sign-in-browser';
import { httpError, type Messages } from '../../plugins/errors';
import { lockStateOf } from '../../security/lockout';
import { consumeChallenge, countFailedAttempt, createChallenge, findChallenge, spentChallengeError, updateChallenge, type Challenge } from '../../sessions/sign-in-challenges';
import { recordSecurityEvent } from '../../users/security-events';
import type { SignInDeps } from '../auth/sign-in/sign-in-deps';
import { afterStep, type SignInAnswer, type SignInOutcome } from '../auth/sign-in/steps';
import { authenticatorFor, isCodeFormat } from './authenticator';
import { mfaSuccess } from './mfa.messages';
import { enableAuthenticator, findAccountMfa, recordMfaAudit } from './mfa.queries';
import type { ConfirmBody, SetupBody } from './mfa.schemas';

/** What setup answers: the set-up to confirm, and the new secret three ways. */
export interface SetupAnswer {
  success: true;
  message: string;
  messages: Messages;
  session: string;
  sessionExpiresIn: number;
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

const isSameAddress = (username: string | undefined, email: string) => username === undefined || username.trim().toLowerCase() === email.toLowerCase();

// A set-up opened by a signed-in user is theirs alone: it is confirmed in the same session's user.
function isSignedInSetup(challenge: Challenge): boolean {
  return challenge.data.signedIn === true;
}

/** The account of a set-up, refused when it has an authenticator already or is not the one the request names. */
async function accountToSetUp(ctx: CallContext, userId: string, username: string | undefined) {
  const account = await findAccountMfa(ctx.db, userId);
  if (!account || !isSameAddress(username, account.email)) throw httpError(400, 'MFA_SETUP_SESSION_NOT_FOUND');
  if (account.mfaEnabled) throw httpError(409, 'MFA_ALREADY_ENABLED');
  return account;
}

/** Where a set-up stands: whose, in which tenant, its session and when it ends, and its new secret. */
interface OpenedSetup {
  userId: string;
  tenantId: string | null;
  session: string;
  expiresAt: Date;
  created: { secret: string; sealed: string; uri: string };
}

// With the session of a sign-in step (or of an earlier set-up): a new secret replaces any in that step.
async function setupInStep(ctx: CallContext, deps: SignInDeps, body: SetupBody & { session: string }, now: Date): Promise<OpenedSetup> {
  const challenge = await findChallenge(ctx.db, body.session, 'mfa-setup', now);
  if (isSignedInSetup(challenge) && actorUserId(ctx.actor) !== challenge.userId) throw httpError(401, 'AUTHENTICATION_REQUIRED');
  const { email } = await accountToSetUp(ctx, challenge.userId, body.username);
  const created = authenticatorFor(deps.config.sessionSecret).create(challenge.userId, email);
  await updateChallenge(ctx.db, challenge, { data: { ...challenge.data, pendingSecret: created.sealed } });
  return { userId: challenge.userId, tenantId: challenge.tenantId, session: body.session, expiresAt: challenge.expiresAt, created };
}

// Signed in, without a session: a set-up step of its own (the user's other open steps end), in the office given.
async function setupSignedIn(ctx: CallContext, deps: SignInDeps, body: SetupBody, tenantId: string | null, now: Date): Promise<OpenedSetup> {
  const userId = actorUserId(ctx.actor);
  if (!userId) throw httpError(400, 'MFA_SETUP_SESSION_NOT_FOUND');
  const { email } = await accountToSetUp(ctx, userId, body.username);
  const created = authenticatorFor(deps.config.sessionSecret).create(userId, email);
  const { ip, userAgent } = ctx.origin;
  const opened = await createChallenge(ctx.db, { userId, tenantId, purpose: 'mfa-setup', method: 'password', data: { signedIn: true, pendingSecret: created.sealed }, ip, userAgent }, now);
  return { userId, tenantId, session: opened.token, expiresAt: opened.expiresAt, created };
}

/**
 * Starts setting up an authenticator: with the session of a sign-in waiting for it (mfaSetupRequired), the
 * new secret is kept, sealed, in that step; signed in without a session, a set-up step of its own is opened,
 * recorded in `signedInOffice` (the office the call acts in, else the one its session signed in to). Without
 * either there is no set-up to start (400 MFA_SETUP_SESSION_NOT_FOUND).
 */
export async function startSetup(ctx: CallContext, deps: SignInDeps, body: SetupBody, signedInOffice: string | null, now = new Date()): Promise<SetupAnswer> {
  const setup = body.session !== undefined ? await setupInStep(ctx, deps, { ...body, session: body.session }, now) : await setupSignedIn(ctx, deps, body, signedInOffice, now);
  const { userId, tenantId, created } = setup;
  const { ip, userAgent } = ctx.origin;
  await recordMfaAudit(ctx.db, { actor: { tenantId, userId, ip, userAgent }, entry: { eventType: 'auth.mfa.setup', serviceName: 'auth', entityType: 'user', entityId: userId, success: true } });
  await recordSecurityEvent(ctx, { userId, tenantId, eventType: 'mfa-setup', success: true });
  return {
    ...mfaSuccess('MFA_SETUP_STARTED'),
    session: setup.session,
    sessionExpiresIn: Math.max(0, Math.floor((setup.expiresAt.getTime() - now.getTime()) / 1000)),
    secret: created.secret,
    otpauthUri: created.uri,
    // qrcode is loaded on the first set-up, not at start-up.
    qrCode: await (await import('qrcode')).default.toDataURL(created.uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
  };
}

/**
 * Confirms a set-up with a code of its new secret: multi-factor is turned on with that code's time step used.
 * During sign-in the sign-in goes on (or completes); signed in, the answer says mfaEnabled. A wrong code
 * spends one of the set-up's tries (it guesses nothing: the requester was shown the secret).
 */
export async function confirmSetup(
  ctx: CallContext,
  deps: SignInDeps,
  browser: SignInBrowser,
  body: ConfirmBody,
  now = new Date(),
): Promise<SignInOutcome<SignInAnswer | (ReturnType<typeof mfaSuccess> & { mfaEnabled: true })>> {
  const challenge = await findChallenge(ctx.db, body.session, 'mfa-setup', now);
  const signedIn = isSignedInSetup(challenge);
  if (signedIn && actorUserId(ctx.actor) !== challenge.userId) throw httpError(401, 'AUTHENTICATION_REQUIRED');
  const { userId, tenantId } = challenge;
  await accountToSetUp(ctx, userId, body.username);
  const code = body.code?.trim();
  if (!isCodeFormat(code)) throw httpError(400, 'MFA_CODE_FORMAT_INVALID');
  if (!signedIn && (await lockStateOf(ctx.db, userId, now)).locked) throw httpError(423, 'ACCOUNT_LOCKED');
  const sealed = challenge.data.pendingSecret;
  if (typeof sealed !== 'string') throw httpError(400, 'MFA_SETUP_FAILED');
  const { ip, userAgent } = ctx.origin;
  const counter = authenticatorFor(deps.config.sessionSecret).codeStep(userId, sealed, code, now);
  if (counter === null) {
    const triesLeft = await countFailedAttempt(ctx.db, challenge);
    await recordSecurityEvent(ctx, { userId, tenantId, eventType: 'mfa-enabled', success: false, details: { reason: 'invalid-code' } });
    throw triesLeft ? httpError(400, 'MFA_CODE_INVALID') : spentChallengeError('MFA_TOO_MANY_ATTEMPTS', challenge.expiresAt, now);
  }
  // A signed-in set-up is spent before it takes effect, so that it takes effect once.
  if (signedIn) await consumeChallenge(ctx.db, challenge, now);
  const actor = { tenantId, userId, ip, userAgent };
  const entry = { eventType: 'auth.mfa.enable', serviceName: 'auth', entityType: 'user', entityId: userId, after: { method: 'totp', duringSignIn: !signedIn }, success: true };
  if (!(await enableAuthenticator(ctx.db, { userId, secretSealed: sealed, counter, now }, { actor, entry }))) throw httpError(409, 'MFA_ALREADY_ENABLED');
  await recordSecurityEvent(ctx, { userId, tenantId, eventType: 'mfa-enabled', success: true, details: { duringSignIn: !signedIn } });
  if (signedIn) return { answer: { ...mfaSuccess('MFA_ENABLED'), mfaEnabled: true } };
  return afterStep(ctx, deps, browser, challenge);
}
