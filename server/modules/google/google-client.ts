import * as oidc from 'openid-client';
import type { ServerConfig } from '../../config';
import { googleRefusal, type GoogleCode } from './google-refusal';

/** What the server keeps of a verified Google ID token. */
export interface GoogleClaims {
  /** The Google account's stable id (`sub`). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** The Google Workspace domain of the account (`hd`), when it has one. */
  hostedDomain: string | null;
}

/** What one authorization request carries, and the token exchange must show again. */
export interface FlowSecrets {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The OpenID Connect client of Google sign-in (openid-client), on the configured issuer. */
export interface GoogleClient {
  readonly isConfigured: boolean;
  /** The provider's authorization URL for a flow: code flow, PKCE (S256), state and nonce. */
  authorizationUrl(flow: FlowSecrets): Promise<string>;
  /** Checks the provider's answer and exchanges its code (with the PKCE verifier); answers the ID token's claims. */
  exchange(answer: URLSearchParams, flow: FlowSecrets, codes: { cancelled: GoogleCode; failed: GoogleCode }): Promise<GoogleClaims>;
}

const DISCOVERY_HOURS = 24;
const TIMEOUT_SECONDS = 10;

/** Whether an issuer is plain HTTP on this machine: a local test provider, the only place HTTP is allowed. */
export function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

// The provider did not answer, or not as a server should: worth trying again later (502), not the user's fault.
function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return error.message === 'fetch failed';
  if (error instanceof oidc.ClientError) return ['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON'].includes(error.code ?? '');
  return false;
}

/**
 * The Google client of a server. The issuer's metadata is discovered on first use and kept a day; a failed
 * discovery is not kept, so the next call tries again. HTTP is allowed for a loopback issuer only.
 */
export function createGoogleClient(config: ServerConfig): GoogleClient {
  const { googleClientId: clientId, googleClientSecret: clientSecret } = config;
  let discovered: { at: number; configuration: Promise<oidc.Configuration> } | undefined;

  const configuration = async (): Promise<oidc.Configuration> => {
    if (!clientId || !clientSecret) throw googleRefusal(404, 'GOOGLE_NOT_CONFIGURED', 'not-configured');
    if (!discovered || Date.now() - discovered.at > DISCOVERY_HOURS * 3_600_000) {
      const issuer = new URL(config.googleIssuer);
      if (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer)) throw googleRefusal(502, 'GOOGLE_AUTH_START_FAILED', 'unreachable');
      const options: oidc.DiscoveryRequestOptions = { timeout: TIMEOUT_SECONDS, ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}) };
      discovered = { at: Date.now(), configuration: oidc.discovery(issuer, clientId, clientSecret, undefined, options) };
    }
    const pending = discovered;
    try {
      return await pending.configuration;
    } catch {
      if (discovered === pending) discovered = undefined;
      throw googleRefusal(502, 'GOOGLE_AUTH_START_FAILED', 'unreachable');
    }
  };

  return {
    isConfigured: !!clientId && !!clientSecret,
    async authorizationUrl(flow) {
      const parameters = {
        redirect_uri: flow.redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      };
      return oidc.buildAuthorizationUrl(await configuration(), parameters).href;
    },
    async exchange(answer, flow, codes) {
      const known = await configuration().catch(() => {
        throw googleRefusal(502, 'GOOGLE_AUTH_COMPLETE_FAILED', 'unreachable');
      });
      const currentUrl = new URL(flow.redirectUri);
      for (const [name, value] of answer) currentUrl.searchParams.append(name, value);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(known, currentUrl, { pkceCodeVerifier: flow.codeVerifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true });
        claims = tokens.claims();
      } catch (error) {
        if (error instanceof oidc.AuthorizationResponseError) throw googleRefusal(400, codes.cancelled, 'cancelled');
        if (isUnreachable(error)) throw googleRefusal(502, 'GOOGLE_AUTH_COMPLETE_FAILED', 'unreachable');
        if (error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError) throw googleRefusal(400, codes.failed, 'exchange-failed');
        throw error;
      }
      if (!claims?.sub) throw googleRefusal(400, codes.failed, 'exchange-failed');
      const email = typeof claims.email === 'string' && claims.email.length <= 254 ? claims.email.toLowerCase() : null;
      return { subject: claims.sub, email, emailVerified: claims.email_verified === true || claims.email_verified === 'true', hostedDomain: typeof claims.hd === 'string' ? claims.hd.toLowerCase() : null };
    },
  };
}
