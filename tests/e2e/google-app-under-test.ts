import { createServer, type AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { testDatabaseKinds } from '../../server/testing/test-databases';
import { startTestOidcProvider, type TestOidcProvider } from '../../server/testing/test-oidc-provider';
import { launchBrowser } from './browser';

/** The real app with "Sign in with Google" pointed at a local OpenID provider, the address it listens on, and Chromium. */
export interface GoogleAppUnderTest {
  testApp: TestApp;
  baseUrl: string;
  browser: Browser;
  provider: TestOidcProvider;
}

/** A port nobody listens on now: the app's public address (and so the provider's redirect URIs) must be known before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the local OpenID provider (server/testing/test-oidc-provider.ts), then the real app on a fresh
 * database with the demo offices, its public address its own (links in mail, Google's return) and Google
 * pointed at the provider, as the server's Google tests configure it; and Chromium. WEB_ROOT serves
 * another build than dist/web, as startAppUnderTest does.
 */
export async function startGoogleAppUnderTest(): Promise<GoogleAppUnderTest> {
  const baseUrl = `http://127.0.0.1:${await freePort()}`;
  const provider = await startTestOidcProvider([`${baseUrl}/api/auth/google/callback`, `${baseUrl}/api/auth/google/link/callback`, `${baseUrl}/oauth/callback`]);
  const testApp = await createTestApp(testDatabaseKinds()[0]!, {
    ...(process.env.WEB_ROOT ? { webRoot: process.env.WEB_ROOT } : {}),
    publicUrl: baseUrl,
    googleIssuer: provider.issuer,
    googleClientId: provider.clientId,
    googleClientSecret: provider.clientSecret,
  });
  await testApp.app.listen({ port: Number(new URL(baseUrl).port), host: '127.0.0.1' });
  return { testApp, baseUrl, browser: await launchBrowser(), provider };
}
