import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestAgent } from './test-agent';
import { createTestBrowser } from './test-browser';
import type { TestOidcProvider } from './test-oidc-provider';

/** The address the test app says it is reached at; the provider sends the browser back there. */
export const PUBLIC_URL = 'http://localhost:3000';

/** Every redirect URI the app may use, registered with the test provider. */
export const REDIRECT_URIS = [`${PUBLIC_URL}/api/auth/google/callback`, `${PUBLIC_URL}/api/auth/google/link/callback`, `${PUBLIC_URL}/oauth/callback`];

let addressCounter = 0;
/** A new client address per call, so that the per-address limits of the Google routes never answer instead of the route. */
export const nextAddress = (): string => `198.51.100.${(addressCounter = (addressCounter % 250) + 1)}`;

/** One Google round trip as a browser makes it, through the app (app.inject, the agent's cookies) and the provider (HTTP). */
export interface GoogleRoundTrip {
  /** The provider's authorization URL the app answered. */
  authorizationUrl: URL;
  /** Where the provider sent the browser back: the app's callback with code and state. */
  callback: URL;
}

/** Starts a flow (POST start path with the agent's CSRF token) and goes through the provider as `sub` (null: cancel). */
export async function throughProvider(agent: TestAgent, provider: TestOidcProvider, sub: string | null, start: { url: string; payload?: Record<string, unknown> }): Promise<GoogleRoundTrip> {
  if (!agent.csrf()) await agent.request({ method: 'GET', url: '/api/auth/refresh-csrf', remoteAddress: nextAddress() });
  const started = await agent.request({ method: 'POST', url: start.url, payload: start.payload ?? {}, csrf: true, remoteAddress: nextAddress() });
  expect(started.statusCode, started.body).toBe(200);
  const authorizationUrl = new URL(started.json().authorizationUrl as string);
  provider.signInAs(sub);
  const callback = await createTestBrowser().follow(authorizationUrl.href, (url) => url.href.startsWith(PUBLIC_URL));
  return { authorizationUrl, callback };
}

/** Sends the browser to the app's callback, as the provider's redirect does. */
export function arriveAt(agent: TestAgent, callback: URL): Promise<LightMyRequestResponse> {
  return agent.request({ method: 'GET', url: `${callback.pathname}${callback.search}`, remoteAddress: nextAddress() });
}

/** The web-app address a callback redirected to. */
export function redirectedTo(response: LightMyRequestResponse): URL {
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}
