import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { createTestApp, type TestApp, type TestAppOptions } from '../../server/testing/test-app';
import { testDatabaseKinds } from '../../server/testing/test-databases';
import { launchBrowser } from './browser';

/** The real app a browser test drives, the address it listens on, and the system's Chromium. */
export interface AppUnderTest {
  testApp: TestApp;
  baseUrl: string;
  browser: Browser;
}

/**
 * Starts the real app on a fresh database with the demo offices and their clients, on a free port, and
 * Chromium. WEB_ROOT serves another build than dist/web (a copy, when dist/web is being rebuilt meanwhile).
 */
export async function startAppUnderTest(options: Pick<TestAppOptions, 'extraOfficeTypes'> = {}): Promise<AppUnderTest> {
  const testApp = await createTestApp(testDatabaseKinds()[0]!, process.env.WEB_ROOT ? { webRoot: process.env.WEB_ROOT } : {}, { demoClients: true, ...options });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  return { testApp, baseUrl, browser: await launchBrowser() };
}
