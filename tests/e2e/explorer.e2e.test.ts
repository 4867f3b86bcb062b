import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { testDatabaseKinds } from '../../server/testing/test-databases';
import { artifact, launchBrowser } from './browser';

let testApp: TestApp;
let app: FastifyInstance;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp(testDatabaseKinds()[0]!);
  app = testApp.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await testApp?.close();
});

describe('the office-type explorer in Chromium', () => {
  it('opens in Hebrew, right to left, and shows each office type through the engine', async () => {
    const page = await browser.newPage({ locale: 'he-IL', viewport: { width: 1440, height: 1000 } });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl}/office-types`);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    const officeTypes = page.locator('.ant-layout-sider .ant-menu-item');
    await expect.poll(() => officeTypes.count()).toBe(7);

    await officeTypes.filter({ hasText: 'משרד עורכי דין' }).click();
    await expect.poll(() => page.getByText('תיקים').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('explorer-legal-he.png') });
    for (const tab of ['אוצר מילים', 'תכונות', 'תהליכי עבודה', 'מדיניות', 'ניווט']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect.poll(() => page.getByRole('tab', { name: tab, selected: true }).count()).toBe(1);
    }

    await officeTypes.filter({ hasText: 'מרפאה' }).first().click();
    await expect.poll(() => page.getByText('מטופלים').count()).toBeGreaterThan(0);

    await page.getByText('English', { exact: true }).click();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
    await expect.poll(() => page.getByText('Patients').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('explorer-medical-en.png') });
    expect(problems).toEqual([]);
    await page.close();
  });
});
