import type { SecurityPolicy } from '../../../../engine/generated/config-types';
import type { CallContext } from '../../../context/office-context';
import type { SessionCookies, SignInBrowser } from '../../../http/sign-in-browser';
import { messageFor, messageBody, type Messages } from '../../../i18n/messages';
import { httpError } from '../../../plugins/errors';
import { chooseTenant } from '../../../plugins/session';
import { CHALLENGE_SECONDS, consumeChallenge, createChallenge, type Challenge, type ChallengePurpose, type SignInMethod } from '../../../sessions/sign-in-challenges';
import { findPublicTenant, userMemberships } from '../../../tenancy/tenant-queries';
import { findPasswordFacts } from '../../../users/user-queries';
import { completeSignIn, type SignedInAnswer } from './complete-sign-in';
import { isKnownDevice } from './devices';
import { sendOtpCode } from './otp-delivery';
import { officeSecurity, type SignInDeps } from './sign-in-deps';

/** What decides the steps after the first: the user's authenticator, the office's policy, this browser. */
export interface StepFacts {
  method: SignInMethod;
  mfaEnabled: boolean;
  policy: Pick<SecurityPolicy, 'mfaRequired' | 'otp'>;
  knownDevice: boolean;
}

/**
 * The steps a sign-in takes after its first (README, "Signing in"). A user with an authenticator gives its
 * code, which is the stronger second factor, and no e-mailed code. Otherwise a one-time code by e-mail when
 * the office asks for one (always, or on a device not seen before; never after Google, which proved the
 * address), then, when the office requires multi-factor, setting up the authenticator — after the code, so
 * that a stolen password alone cannot enrol an attacker's authenticator.
 */
export function planSteps(facts: StepFacts): ChallengePurpose[] {
  if (facts.mfaEnabled) return ['mfa'];
  const steps: ChallengePurpose[] = [];
  const when = facts.policy.otp?.when ?? 'never';
  if (facts.method === 'password' && (when === 'always' || (when === 'new-device' && !facts.knownDevice))) steps.push('otp');
  if (facts.policy.mfaRequired) steps.push('mfa-setup');
  return steps;
}

/** The answer of a sign-in that waits for another step. */
export interface PendingAnswer {
  success: true;
  message: string;
  messages: Messages;
  session: string;
  sessionExpiresIn: number;
  otpRequired?: true;
  requiresOtp?: true;
  deliveryMedium?: 'EMAIL';
  destination?: string;
  mfaRequired?: true;
  mfaSetupRequired?: true;
  /** The office the user is signing in to, so that the code steps show its brand (told only after the password). */
  office?: { slug: string; name: string };
}

/** Any answer of a sign-in step. */
export type SignInAnswer = SignedInAnswer | PendingAnswer;

/** What a sign-in step comes to: its answer, and the cookies to give the browser when it completed the sign-in. */
export interface SignInOutcome<A = SignInAnswer> {
  answer: A;
  cookies?: SessionCookies;
}

/** Where a sign-in stands: who, in which tenant, how it started, and the steps still to take. */
export interface SignInProgress {
  userId: string;
  tenantId: string | null;
  method: SignInMethod;
  steps: ChallengePurpose[];
  passed: ChallengePurpose[];
}

/** Opens the next step of a sign-in (a challenge and its answer), or completes it when none is left. */
export async function openNextStep(ctx: CallContext, deps: SignInDeps, browser: SignInBrowser, progress: SignInProgress): Promise<SignInOutcome> {
  const [step, ...next] = progress.steps;
  if (!step) return completeSignIn(ctx, deps, browser, { userId: progress.userId, tenantId: progress.tenantId, method: progress.method, passed: progress.passed });
  const { ip, userAgent } = ctx.origin;
  const data = { next, passed: progress.passed };
  const base = { userId: progress.userId, tenantId: progress.tenantId, purpose: step, method: progress.method, data, ip, userAgent };
  const tenant = progress.tenantId ? await findPublicTenant(ctx.db, progress.tenantId) : undefined;
  const office = tenant ? { office: { slug: tenant.slug, name: tenant.name } } : {};
  const pending = (code: Parameters<typeof messageFor>[0], token: string) => {
    const messages = messageFor(code);
    return { ...messageBody(messages), session: token, sessionExpiresIn: CHALLENGE_SECONDS[step], ...office };
  };
  if (step === 'otp') {
    const delivery = await sendOtpCode(ctx, deps, base);
    return { answer: { ...pending('OTP_SENT', delivery.token), otpRequired: true, requiresOtp: true, deliveryMedium: 'EMAIL', destination: delivery.destination } };
  }
  const challenge = await createChallenge(ctx.db, base);
  if (step === 'mfa') return { answer: { ...pending('MFA_CODE_REQUIRED', challenge.token), mfaRequired: true } };
  return { answer: { ...pending('MFA_SETUP_REQUIRED', challenge.token), mfaRequired: true, mfaSetupRequired: true } };
}

/**
 * After the first factor (a password, or Google): chooses the tenant (the one asked for, else decision 2's
 * order) and opens the steps the office's policy asks for.
 */
export async function afterFirstFactor(
  ctx: CallContext,
  deps: SignInDeps,
  browser: SignInBrowser,
  first: { userId: string; method: SignInMethod; wantedTenant?: string },
): Promise<SignInOutcome> {
  const memberships = await userMemberships(ctx.db, first.userId);
  const membership = chooseTenant(memberships, null, { ...browser.hints, ...(first.wantedTenant ? { stored: first.wantedTenant } : {}) });
  if (!membership) throw httpError(403, 'NO_OFFICE');
  const policy = officeSecurity(deps, membership);
  const facts = await findPasswordFacts(ctx.db, first.userId);
  const steps = planSteps({ method: first.method, mfaEnabled: facts?.mfa_enabled ?? false, policy, knownDevice: await isKnownDevice(ctx.db, browser.deviceToken, first.userId) });
  return openNextStep(ctx, deps, browser, { userId: first.userId, tenantId: membership.tenantId, method: first.method, steps, passed: [] });
}

/**
 * After a step's code checked out: the challenge is spent (a token completes its step once) and the sign-in
 * goes on to its next step, or completes.
 */
export async function afterStep(ctx: CallContext, deps: SignInDeps, browser: SignInBrowser, challenge: Challenge): Promise<SignInOutcome> {
  await consumeChallenge(ctx.db, challenge);
  const passed = [...((challenge.data.passed as ChallengePurpose[] | undefined) ?? []), challenge.purpose];
  return openNextStep(ctx, deps, browser, { userId: challenge.userId, tenantId: challenge.tenantId, method: challenge.method, steps: challenge.data.next ?? [], passed });
}
