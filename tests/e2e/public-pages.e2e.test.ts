import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../server/demo/demo-tenants';
import type { TestApp } from '../../server/testing/test-app';
import { LEGAL_PAGES } from '../../src/app/routing/public-pages';
import { LEGAL_CONTENT } from '../../src/pages/public/content/legal-content';
import { FOOTER_GROUPS } from '../../src/pages/public/footer/footer-groups';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { startAppUnderTest } from './app-under-test';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';

// Language switches and page loads re-render the whole app: give them time on a busy machine.
const POLL = { timeout: 10_000 };

let testApp: TestApp;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ testApp, baseUrl, browser } = await startAppUnderTest());
});

afterAll(async () => {
  await browser?.close();
  await testApp?.close();
});

/** A fresh browser (no stored language, office or theme) in Hebrew, and the errors its page reports. */
async function openPage(width = 1440): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'he-IL', viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

const heroOf = (officeType: string) => testApp.catalog.get(officeType)!.ui.homepage.hero.title;
const h1 = (page: Page) => page.locator('h1').first().textContent();

async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(seriousViolations(await checkAccessibility(page, { name })), name).toEqual([]);
}

describe('the public pages in Chromium', () => {
  it.each(DEMO_TENANTS.map((tenant) => ({ ...tenant })))("/?tenant=$slug shows that office's hero in Hebrew, right to left", async ({ slug, officeType }) => {
    const { context, page, errors } = await openPage();
    try {
      await page.goto(`${baseUrl}/?tenant=${slug}`);
      await waitForContent(page, `home-${slug}`);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect.poll(() => h1(page), POLL).toBe(heroOf(officeType).he);
      expect(await page.locator('h1').count()).toBe(1);
      if (slug === 'legal') await page.screenshot({ path: artifact('home-legal-he.png'), fullPage: true });
      await expectAccessible(page, `public-home-${slug}-he`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('turns left to right and shows the English hero once English is chosen; stays readable in dark mode', async () => {
    const { context, page, errors } = await openPage();
    try {
      await page.goto(`${baseUrl}/?tenant=medical`);
      await waitForContent(page, 'home-medical');
      await switchLanguage(page, 'English', 'ltr');
      await expect.poll(() => page.locator('html').getAttribute('dir'), POLL).toBe('ltr');
      await expect.poll(() => h1(page), POLL).toBe(heroOf('medical').en);
      await expect.poll(() => page.getByRole('link', { name: 'Privacy policy' }).count(), POLL).toBe(1);
      await page.evaluate('document.getAnimations().forEach((animation) => animation.finish()); window.scrollTo(0, 0)');
      await page.screenshot({ path: artifact('home-medical-en.png'), fullPage: true });
      await expectAccessible(page, 'public-home-medical-en');
      await page.getByTestId('theme-toggle').click();
      await expect.poll(() => page.locator('.public-header').evaluate((header) => getComputedStyle(header).backgroundColor), POLL).not.toBe('rgb(255, 255, 255)');
      await page.mouse.move(700, 600);
      await page.waitForTimeout(500);
      await page.evaluate('window.scrollTo(0, 0)');
      await page.screenshot({ path: artifact('home-medical-en-dark.png'), fullPage: true });
      await expectAccessible(page, 'public-home-medical-en-dark');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a real page for every footer link, each passing axe-core', async () => {
    const expected = FOOTER_GROUPS.flatMap((group) => group.links.map((link) => link.path));
    const { context, page, errors } = await openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await waitForContent(page, 'home');
      const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toEqual(expected);
      for (const href of hrefs) {
        await page.goto(`${baseUrl}${href}`);
        if (href === '/api') {
          // The API documentation, served by the server itself.
          await page.waitForLoadState('networkidle');
          expect(new URL(page.url()).pathname, href).toBe('/api/docs');
          await expect.poll(() => page.locator('.swagger-ui').count(), { timeout: 10_000 }).toBeGreaterThan(0);
          continue;
        }
        await waitForContent(page, href);
        expect(new URL(page.url()).pathname, href).toBe(href);
        expect((await h1(page))?.trim(), href).toBeTruthy();
        await expectAccessible(page, `public${href.replaceAll('/', '-')}-he`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it.each([...LEGAL_PAGES])('/%s shows its title and every section heading', async (kind) => {
    const { context, page } = await openPage();
    try {
      await page.goto(`${baseUrl}/${kind}`);
      await waitForContent(page, kind);
      const content = LEGAL_CONTENT[kind].he;
      expect(await h1(page)).toBe(content.title);
      const headings = await page.locator('main h2').allTextContents();
      expect(headings).toEqual(content.sections.map((section) => section.heading));
      await expect.poll(() => page.getByTestId('table-of-contents').locator('a').count()).toBe(content.sections.length);
      if (kind === 'terms') await page.screenshot({ path: artifact('terms-he.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });

  it('at 390 px wide, hides the header links and opens them in a side menu from the right', async () => {
    const { context, page, errors } = await openPage(390);
    try {
      await page.goto(`${baseUrl}/?tenant=legal`);
      await waitForContent(page, 'home-narrow');
      expect(await page.getByTestId('header-nav').isVisible()).toBe(false);
      const scrollWidth = await page.evaluate('document.documentElement.scrollWidth');
      expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(390);
      await page.screenshot({ path: artifact('home-narrow-he.png'), fullPage: true });
      await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
      const menu = page.getByTestId('side-menu');
      await menu.waitFor();
      await page.evaluate('Promise.all(document.getAnimations().map((animation) => animation.finished))');
      // On the right in Hebrew: the drawer's panel touches the right edge of the screen.
      expect(await page.locator('.ant-drawer-right').count()).toBeGreaterThan(0);
      // The drawer slides in by a CSS transition that may not have begun when the animations were listed.
      const wrapper = page.locator('.ant-drawer-content-wrapper');
      await expect.poll(async () => {
        const box = await wrapper.boundingBox();
        return box ? Math.round(box.x + box.width) : undefined;
      }, POLL).toBe(390);
      const panel = await wrapper.boundingBox();
      expect(panel!.x).toBeGreaterThan(0);
      expect(await menu.getByRole('link').allTextContents()).toEqual(['דף הבית', 'התחברות', 'הרשמה']);
      await page.screenshot({ path: artifact('home-narrow-menu-he.png') });
      await expectAccessible(page, 'public-home-narrow-menu-he');
      await menu.getByRole('link', { name: 'התחברות' }).click();
      await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/login');

      // A text page with tables fits the narrow screen too: the tables scroll inside their own region.
      await page.goto(`${baseUrl}/cookies`);
      await waitForContent(page, 'cookies-narrow');
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await page.screenshot({ path: artifact('cookies-narrow-he.png'), fullPage: true });
      await expectAccessible(page, 'public-cookies-narrow-he');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists the demo offices, and opening one shows that office's home page", async () => {
    const { context, page, errors } = await openPage();
    try {
      await page.goto(`${baseUrl}/demo`);
      await waitForContent(page, 'demo');
      await expect.poll(() => page.locator('[data-testid^="demo-office-"]').count()).toBe(DEMO_TENANTS.length);
      await page.screenshot({ path: artifact('demo-he.png'), fullPage: true });
      await expectAccessible(page, 'public-demo-he');
      await page.getByTestId('demo-office-veterinary').getByRole('link', { name: /פתיחת משרד ההדגמה/ }).click();
      await expect.poll(() => page.url(), POLL).toBe(`${baseUrl}/?tenant=vet`);
      await expect.poll(() => h1(page), POLL).toBe(heroOf('veterinary').he);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
