import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider } from 'oidc-provider';

/** A Google-like account of the local provider. */
export interface TestGoogleAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  /** The Google Workspace domain (`hd`), for an account of one. */
  hostedDomain?: string;
  name?: string;
}

/** A real OpenID provider on 127.0.0.1 for the Google tests: discovery, authorization with PKCE, tokens, signed ID tokens. */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: TestGoogleAccount): void;
  /** The account the next login at the provider signs in as; null makes the user cancel (access_denied). */
  signInAs(sub: string | null): void;
  close(): Promise<void>;
}

/**
 * Starts oidc-provider on a random port, with one confidential client whose redirect URIs are given, PKCE
 * required, and interactions answered without a browser: the login signs in as the account chosen with
 * signInAs, and consent grants what was asked.
 */
export async function startTestOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestGoogleAccount>();
  let next: string | null = null;
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'lishka-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post' }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'hd'], profile: ['name'] },
    ttl: { AuthorizationCode: 60, IdToken: 600, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    // Google puts the e-mail claims in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name ?? account.email, ...(account.hostedDomain ? { hd: account.hostedDomain } : {}) }),
      };
    },
  });
  const providerHandler = provider.callback();

  const interact = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      const result = next ? { login: { accountId: next } } : { error: 'access_denied', error_description: 'End-User cancelled' };
      return provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
    }
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: details.session!.accountId!, clientId: String(details.params.client_id) });
    if (!grant) throw new Error('The grant of the interaction is gone');
    if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
    if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  };

  handler = (request, response) => {
    if (!/^\/interaction\/[^/?]+$/.test(request.url ?? '')) return providerHandler(request, response);
    interact(request, response).catch((error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)));
  };

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => void accounts.set(account.sub, account),
    signInAs: (sub) => {
      next = sub;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
