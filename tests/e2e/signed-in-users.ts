import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signInThroughApi } from './api-sign-in';
import { startAppUnderTest, type AppUnderTest } from './app-under-test';
import { watchedPage } from './watched-page';

/** A test file's app under test, with users of several offices each signed in once in a browser context of their own. */
export interface SignedInUsers {
  readonly app: AppUnderTest;
  /** A new watched page of the user (console errors and uncaught exceptions in `problems`), signed in on first use, in Hebrew. */
  page(email: string, tenant: string): Promise<{ page: Page; problems: string[] }>;
}

/**
 * Starts the app under test for a test file (beforeAll; closed in afterAll). Each user signs in once and keeps their
 * context: an authenticator code is single-use, so signing the same user in again at once would fail.
 */
export function signedInUsers(): SignedInUsers {
  let started: AppUnderTest | undefined;
  const contexts = new Map<string, BrowserContext>();

  beforeAll(async () => {
    started = await startAppUnderTest();
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.testApp.close();
  });

  const app = (): AppUnderTest => {
    if (!started) throw new Error('signedInUsers: used before its beforeAll ran');
    return started;
  };

  return {
    get app() {
      return app();
    },
    async page(email, tenant) {
      let context = contexts.get(email);
      if (!context) {
        context = await app().browser.newContext({ locale: 'he-IL', viewport: { width: 1440, height: 900 } });
        const signIn = await context.newPage();
        await signInThroughApi(signIn, app().testApp, app().baseUrl, email, tenant);
        await signIn.close();
        contexts.set(email, context);
      }
      return watchedPage(context);
    },
  };
}
