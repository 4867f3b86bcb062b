import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../server/testing/test-app';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { startAppUnderTest } from './app-under-test';

const SIGNED_IN = { email: 'admin@legal.example.com', tenant: 'legal' };
const LANGUAGES = [
  { language: 'he', locale: 'he-IL' },
  { language: 'en', locale: 'en-US' },
] as const;

interface Screen {
  path: string;
  isSignedIn: boolean;
  /** A test id the screen must show, when the path alone does not say which screen it is. */
  testId?: string;
}

const SCREENS: Screen[] = [
  { path: '/', isSignedIn: false },
  { path: '/login', isSignedIn: false },
  { path: '/register', isSignedIn: false },
  { path: '/forgot-password', isSignedIn: false },
  { path: '/terms', isSignedIn: false },
  { path: '/404', isSignedIn: false },
  { path: '/dashboard', isSignedIn: true },
  { path: '/profile', isSignedIn: true },
  { path: '/settings', isSignedIn: true },
  // Compliance is off for law offices: the Feature Not Available screen.
  { path: '/compliance', isSignedIn: true, testId: 'feature-not-available' },
  { path: '/clients', isSignedIn: true },
];

let testApp: TestApp;
let browser: Browser;
let baseUrl: string;
/** The open context of each user (or of the visitor), and the language and theme it was opened in. */
const contexts = new Map<string, { key: string; context: BrowserContext }>();

beforeAll(async () => {
  ({ testApp, baseUrl, browser } = await startAppUnderTest());
});

afterAll(async () => {
  for (const { context } of contexts.values()) await context.close();
  await browser?.close();
  await testApp?.close();
});

async function openContext(language: string, locale: string, isSignedIn: boolean, { user = SIGNED_IN, themeMode = 'light' }: { user?: typeof SIGNED_IN; themeMode?: 'light' | 'dark' } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  if (isSignedIn) {
    const agent = await testApp.signIn(user.email, { tenant: user.tenant });
    // Signed in, the user's saved language and theme win over the browser's.
    const saved = await agent.request({ method: 'PUT', url: '/api/users/preferences', payload: { language, themeMode }, csrf: true });
    expect(saved.statusCode).toBe(200);
    await context.addCookies([...agent.cookies].map(([name, value]) => ({ name, value, url: baseUrl })));
  }
  return context;
}

/**
 * The context a screen is checked in, shared by the screens of one user in one language and theme: one sign-in and
 * one load of the app's scripts for them all, where a context per screen signed in and loaded everything again. A
 * user's context in another language is closed first, since opening one saves the user's language anew.
 */
async function contextFor(language: string, locale: string, isSignedIn: boolean, options: { user?: typeof SIGNED_IN; themeMode?: 'light' | 'dark' } = {}): Promise<BrowserContext> {
  const who = isSignedIn ? (options.user ?? SIGNED_IN).email : 'visitor';
  const key = `${language} ${options.themeMode ?? 'light'}`;
  const open = contexts.get(who);
  if (open?.key === key) return open.context;
  contexts.delete(who);
  await open?.context.close();
  const context = await openContext(language, locale, isSignedIn, options);
  contexts.set(who, { key, context });
  return context;
}

// Dark mode: the medical office's dark teal links were the first to fall below 4.5:1 on its dark cards.
const DARK_USER = { email: 'admin@medical.example.com', tenant: 'medical' };
const DARK_SCREENS = ['/dashboard', '/clients', '/leads?view=pipeline', '/settings'];

describe.each(LANGUAGES)('WCAG 2.1 AA with axe-core in dark mode, in $language', ({ language, locale }) => {
  it.each(DARK_SCREENS)('%s has no serious or critical violations', async (path) => {
    const page = await (await contextFor(language, locale, true, { user: DARK_USER, themeMode: 'dark' })).newPage();
    try {
      await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}tenant=${DARK_USER.tenant}`);
      const name = `${language}-dark${path}`;
      await waitForContent(page, name);
      expect(`${new URL(page.url()).pathname}`, 'the screen asked for, not a redirect').toBe(path.split('?')[0]);
      // Drawn dark: the page's background is dark.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor)).toMatch(/^rgb\((\d{1,2}|1[0-4]\d), /);
      expect(seriousViolations(await checkAccessibility(page, { name }))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe.each(LANGUAGES)('WCAG 2.1 AA with axe-core, in $language', ({ language, locale }) => {
  it.each(SCREENS)('$path has no serious or critical violations', async ({ path, isSignedIn, testId }) => {
    const page = await (await contextFor(language, locale, isSignedIn)).newPage();
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${baseUrl}${path}${isSignedIn ? `?tenant=${SIGNED_IN.tenant}` : ''}`);
      const name = `${language}${path === '/' ? '-home' : path}`;
      await waitForContent(page, name).catch((error: Error) => {
        throw new Error(`${error.message}; errors in the page: ${errors.join(' | ') || 'none'}`);
      });
      expect(new URL(page.url()).pathname, 'the screen asked for, not a redirect').toBe(path);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      if (testId) await expect.poll(() => page.getByTestId(testId).count()).toBeGreaterThan(0);
      const violations = await checkAccessibility(page, { name });
      expect(seriousViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
