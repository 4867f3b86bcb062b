import * as oidc from 'openid-client';
import type { ServerConfig } from '../../config';
import { actorUserId, type CallContext } from '../../context/office-context';
import type { SignInCookie } from '../../http/sign-in-browser';
import type { SecretBox } from '../../security/secret-box';
import { hashSecretId, newSecretId } from '../../security/tokens';
import type { GoogleClaims, GoogleClient } from './google-client';
import { recordGoogleEvent } from './google-events';
import { GoogleRefusal, googleRefusal, type GoogleCode } from './google-refusal';
import { startFlow, takeFlow, type FlowPurpose } from './oauth-flows.queries';

/** The httpOnly cookie that binds a flow to the browser that started it (a stolen `state` fails elsewhere). */
export const FLOW_COOKIE = 'lishka_google_flow';
const FLOW_COOKIE_SECONDS = 10 * 60;

/** Where the provider sends the browser back: the API itself (the default), or the web app's /oauth/callback, which posts the answer. */
export type CompleteAt = 'server' | 'client';

/** What the Google routes share. */
export interface GoogleDeps {
  config: ServerConfig;
  client: GoogleClient;
  /** Seals the PKCE verifier kept with the flow. */
  box: SecretBox;
}

/** The redirect URI of a flow: the API callback of its purpose, or the web app's /oauth/callback. All three must be registered with the provider. */
export function redirectUriOf(config: ServerConfig, purpose: FlowPurpose, completeAt: CompleteAt): string {
  if (completeAt === 'client') return `${config.publicUrl}/oauth/callback`;
  return `${config.publicUrl}/api/auth/google/${purpose === 'link' ? 'link/callback' : 'callback'}`;
}

/** What a flow is started with. */
export interface FlowStart {
  purpose: FlowPurpose;
  userId: string | null;
  returnTo: string | null;
  tenantHint: string | null;
  completeAt: CompleteAt;
}

/** A flow started: the provider's URL for the client to navigate to, how long the flow waits, and the cookie (FLOW_COOKIE) that binds it to the browser. */
export interface StartedFlow {
  authorizationUrl: string;
  expiresIn: number;
  flowCookie: SignInCookie;
}

/**
 * Starts an authorization-code flow: fresh state, nonce and PKCE verifier, kept server-side (the verifier
 * sealed), the browser bound by a cookie (its binding token `browser`, kept across flows so that two tabs may
 * sign in at once, or a new one).
 */
export async function beginFlow(ctx: CallContext, deps: GoogleDeps, browser: string | undefined, start: FlowStart): Promise<StartedFlow> {
  if (!deps.client.isConfigured) throw googleRefusal(404, 'GOOGLE_NOT_CONFIGURED', 'not-configured');
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = redirectUriOf(deps.config, start.purpose, start.completeAt);
  const authorizationUrl = await deps.client.authorizationUrl({ redirectUri, state, nonce, codeVerifier });
  const binding = browser ?? newSecretId();
  const expiresAt = await startFlow(ctx.db, {
    stateHash: hashSecretId(state),
    browserHash: hashSecretId(binding),
    purpose: start.purpose,
    userId: start.userId,
    sealedVerifier: deps.box.seal(codeVerifier, state),
    nonce,
    redirectUri,
    returnTo: start.returnTo,
    tenantHint: start.tenantHint,
  });
  return { authorizationUrl, expiresIn: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)), flowCookie: { value: binding, maxAgeSeconds: FLOW_COOKIE_SECONDS } };
}

/** The answer of a provider as parameters, from a query string or a posted body. */
export function answerParams(values: object): URLSearchParams {
  return new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A flow brought back by the provider: whose it is (a link flow's user), where to return, and the verified claims. */
export interface FinishedFlow {
  userId: string | null;
  returnTo: string | null;
  tenantHint: string | null;
  claims: GoogleClaims;
}

const CODES: Record<FlowPurpose, { cancelled: GoogleCode; failed: GoogleCode }> = {
  login: { cancelled: 'GOOGLE_SIGN_IN_FAILED', failed: 'GOOGLE_AUTH_COMPLETE_FAILED' },
  link: { cancelled: 'GOOGLE_LINK_FAILED', failed: 'GOOGLE_LINK_FAILED' },
};

/**
 * Completes a flow from the provider's answer (its query, or the body the web app posts): the flow its
 * state names is taken once, for this purpose and from this browser (the binding token of its FLOW_COOKIE);
 * then the code is exchanged with the PKCE verifier and the ID token checked (issuer, audience, nonce, expiry)
 * by openid-client.
 */
export async function finishFlow(ctx: CallContext, deps: GoogleDeps, browser: string | undefined, answer: URLSearchParams, purpose: FlowPurpose): Promise<FinishedFlow> {
  try {
    return await takeAndExchange(ctx, deps, browser, answer, purpose);
  } catch (error) {
    if (error instanceof GoogleRefusal && error.reason !== 'not-configured') {
      const event = purpose === 'link' ? ({ securityType: 'provider-linked', auditType: 'auth.provider.linked' } as const) : ({ securityType: 'login', auditType: 'auth.login' } as const);
      await recordGoogleEvent(ctx, { userId: purpose === 'link' ? actorUserId(ctx.actor) : null, tenantId: null }, { ...event, success: false, details: { method: 'google', reason: error.reason } });
    }
    throw error;
  }
}

async function takeAndExchange(ctx: CallContext, deps: GoogleDeps, browser: string | undefined, answer: URLSearchParams, purpose: FlowPurpose): Promise<FinishedFlow> {
  if (!deps.client.isConfigured) throw googleRefusal(404, 'GOOGLE_NOT_CONFIGURED', 'not-configured');
  const codes = CODES[purpose];
  const state = answer.get('state');
  if (!state) throw googleRefusal(400, codes.failed, answer.has('error') ? 'cancelled' : 'flow-invalid');
  if (!browser) throw googleRefusal(400, codes.failed, 'other-browser');
  const flow = await takeFlow(ctx.db, hashSecretId(state), hashSecretId(browser), purpose);
  if (flow.outcome === 'other-browser') throw googleRefusal(400, codes.failed, 'other-browser');
  if (flow.outcome !== 'ok') throw googleRefusal(400, codes.failed, 'flow-invalid');
  let codeVerifier: string;
  try {
    codeVerifier = deps.box.open(flow.sealedVerifier, state);
  } catch {
    throw googleRefusal(400, codes.failed, 'flow-invalid');
  }
  const claims = await deps.client.exchange(answer, { redirectUri: flow.redirectUri, state, nonce: flow.nonce, codeVerifier }, codes);
  return { userId: flow.userId, returnTo: flow.returnTo, tenantHint: flow.tenantHint, claims };
}
