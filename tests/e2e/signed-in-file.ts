import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../../server/testing/test-app';
import { signInThroughApi } from './api-sign-in';
import { startAppUnderTest } from './app-under-test';
import { watchedPage } from './watched-page';

/** A test file's app under test and its one signed-in browser context. */
export interface SignedInFile {
  readonly testApp: TestApp;
  readonly baseUrl: string;
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** A new page of the signed-in context, with the console errors and uncaught exceptions it records. */
  page(): Promise<{ page: Page; problems: string[] }>;
}

/**
 * Starts the app under test for a test file and signs one user in, in Hebrew, once (beforeAll; closed in afterAll):
 * an authenticator code is single-use, so signing the same user in again at once would fail.
 */
export function signedInFile(email: string, tenant: string, contextOptions: BrowserContextOptions = {}): SignedInFile {
  let started: { testApp: TestApp; baseUrl: string; browser: Browser; context: BrowserContext } | undefined;
  const ready = () => {
    if (!started) throw new Error('signedInFile: used before its beforeAll ran');
    return started;
  };

  beforeAll(async () => {
    const app = await startAppUnderTest();
    const context = await app.browser.newContext({ locale: 'he-IL', viewport: { width: 1440, height: 900 }, ...contextOptions });
    started = { ...app, context };
    await signInThroughApi(await context.newPage(), app.testApp, app.baseUrl, email, tenant);
  });

  afterAll(async () => {
    await started?.browser.close();
    await started?.testApp.close();
  });

  return {
    get testApp() {
      return ready().testApp;
    },
    get baseUrl() {
      return ready().baseUrl;
    },
    get browser() {
      return ready().browser;
    },
    get context() {
      return ready().context;
    },
    page() {
      return watchedPage(ready().context);
    },
  };
}
