import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { artifact } from './browser';
import { switchLanguage } from './language-switch';
import { signedInFile } from './signed-in-file';

// The insurance agency's agent: the office has the simulations module, and the agent's role grants simulations.view.
const suite = signedInFile('pro@insurance.example.com', 'insurance');
const STEP = { timeout: 20_000 };
const UUID = /\/simulations\/([0-9a-f-]{36})$/;

describe('pension simulations (issue 26)', () => {
  it('fills a simulation, sees its results live, saves it and finds it in the history, in Hebrew and English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/simulations/new`);
    const savings = page.getByTestId('result-savingsNominal');
    await expect.poll(() => savings.textContent(), STEP).toMatch(/₪/);
    const before = await savings.textContent();

    // The results follow the inputs: a higher salary saves more.
    await page.getByLabel('שכר חודשי (₪)', { exact: true }).fill('24000');
    await expect.poll(() => savings.textContent(), STEP).not.toBe(before);
    await expect.poll(() => page.getByTestId('result-pensionNominal').textContent(), STEP).toMatch(/₪/);
    expect(await page.getByTestId('balance-chart').locator('.simulation-line path.recharts-curve').count()).toBe(2);
    await page.getByTestId('simulation-results').screenshot({ path: artifact('simulation-chart-he.png') });
    await waitForContent(page, 'simulation-new-he');
    expect(seriousViolations(await checkAccessibility(page, { name: 'simulation-new-he' }))).toEqual([]);
    await page.getByRole('tab', { name: 'טבלה' }).click();
    await expect.poll(() => page.getByTestId('balance-table').getByRole('row').count(), STEP).toBeGreaterThan(30);

    // The engine's own message beside a field the user got wrong, and back.
    const retirement = page.getByLabel('גיל פרישה', { exact: true });
    await retirement.fill('25');
    await expect.poll(() => page.getByTestId('field-retirementAge').textContent(), STEP).toContain('גיל הפרישה חייב להיות גדול מהגיל הנוכחי');
    await retirement.fill('67');
    await expect.poll(() => page.getByTestId('results-fix-inputs').count(), STEP).toBe(0);
    await page.screenshot({ path: artifact('simulation-new-he.png') });

    const name = `סימולציה ${Date.now()}`;
    await page.getByTestId('simulation-name').fill(name);
    const tags = page.getByTestId('simulation-tags').getByRole('combobox');
    await tags.fill('e2e');
    await tags.press('Enter');
    await page.getByTestId('simulation-save-button').click();
    await expect.poll(() => UUID.test(new URL(page.url()).pathname), STEP).toBe(true);
    const id = UUID.exec(new URL(page.url()).pathname)![1]!;
    const stored = await page.evaluate((id) => fetch(`/api/simulation/pension/${id}`).then((response) => response.json()), id);
    expect(stored.data).toMatchObject({ name, tags: ['e2e'], kind: 'complete', inputs: { currentSalary: 24000, retirementAge: 67 } });
    expect(stored.data.result.totalSavingsNominal).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), STEP).toBe(name);

    // In the history, found by its words, in Hebrew and then in English.
    await page.getByTestId('simulation-back').click();
    const row = page.getByTestId('history-row').filter({ hasText: name });
    await expect.poll(() => row.count(), STEP).toBe(1);
    await page.getByTestId('history-search').getByRole('searchbox').fill(name);
    await page.getByTestId('history-search').getByRole('searchbox').press('Enter');
    await expect.poll(() => page.getByTestId('history-row').count(), STEP).toBe(1);
    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), STEP).toBe('Simulations');
    await expect.poll(() => row.textContent(), STEP).toMatch(/Pension fund.*₪/);
    await page.screenshot({ path: artifact('simulation-history-en.png'), fullPage: true });
    await waitForContent(page, 'simulation-history-en');
    expect(seriousViolations(await checkAccessibility(page, { name: 'simulation-history-en' }))).toEqual([]);
    await row.getByRole('link', { name, exact: true }).click();
    await expect.poll(() => page.getByTestId('result-savingsNominal').textContent(), STEP).toMatch(/₪/);
    await expect.poll(() => page.getByLabel('Monthly salary (₪)', { exact: true }).inputValue(), STEP).toBe('24000');
    await expect.poll(() => page.getByTestId('results-not-modelled').textContent(), STEP).toMatch(/tax\.$/);
    await switchLanguage(page, 'עברית', 'rtl');
    await page.close();
    expect(problems).toEqual([]);
  }, 180_000);

  it('compares three simulations picked in the history in Hebrew, and lists a client’s simulations on their page in English', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/simulations`);
    // The demo's five, made for the office's clients (server/demo/seed-demo-simulations.ts).
    const rows = page.getByTestId('history-row');
    await expect.poll(() => rows.count(), STEP).toBeGreaterThanOrEqual(3);
    const compare = page.getByTestId('history-compare');
    for (const index of [0, 1, 2]) await rows.nth(index).getByRole('checkbox').check();
    await expect.poll(() => compare.isEnabled(), STEP).toBe(true);
    await compare.click();
    await expect.poll(() => page.getByTestId('compare-column').count(), STEP).toBe(3);
    expect(new URL(page.url()).searchParams.get('ids')?.split(',')).toHaveLength(3);
    expect(await page.locator('[data-testid="compare-inputs"] td[data-differs]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('compare-chart').locator('.simulation-line path.recharts-curve').count(), STEP).toBe(3);
    await waitForContent(page, 'simulation-compare-he');
    await page.screenshot({ path: artifact('simulation-compare-he.png'), fullPage: true });
    expect(seriousViolations(await checkAccessibility(page, { name: 'simulation-compare-he' }))).toEqual([]);

    // A client's page: the simulations tab lists theirs, in English.
    const all = await page.evaluate(() => fetch('/api/simulation/pension/all').then((response) => response.json()));
    const made = (all.data as { name: string; clientId: string | null }[]).find((simulation) => simulation.clientId)!;
    await switchLanguage(page, 'English', 'ltr');
    await page.goto(`${suite.baseUrl}/clients/${made.clientId}`);
    await page.getByRole('tab', { name: 'Simulations', exact: true }).click();
    await expect.poll(() => page.getByTestId('client-simulation-link').filter({ hasText: made.name }).count(), STEP).toBe(1);
    await expect.poll(() => page.getByTestId('client-simulation-new').textContent(), STEP).toBe('New simulation');
    // Their saved plans at retirement, summed by the server (POST /retirement).
    await expect.poll(() => page.getByTestId('retirement-pension').textContent(), STEP).toMatch(/₪/);
    await waitForContent(page, 'client-simulations-en');
    expect(seriousViolations(await checkAccessibility(page, { name: 'client-simulations-en' }))).toEqual([]);
    await page.screenshot({ path: artifact('client-simulations-en.png'), fullPage: true });
    await switchLanguage(page, 'עברית', 'rtl');
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);

  it('starts a simulation from the office type’s template and saves the inputs as the office’s own, in Hebrew', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/simulations`);
    await page.getByTestId('simulations-tab-templates').click();
    const cards = page.getByTestId('template-card');
    // Insurance's six templates (office-types/insurance.json, simulations.templates).
    await expect.poll(() => cards.count(), STEP).toBeGreaterThanOrEqual(6);
    await waitForContent(page, 'simulation-templates-he');
    await page.screenshot({ path: artifact('simulation-templates-he.png'), fullPage: true });
    expect(seriousViolations(await checkAccessibility(page, { name: 'simulation-templates-he' }))).toEqual([]);
    await page.getByTestId('template-category-near-retirement').click();
    await expect.poll(() => cards.count(), STEP).toBe(1);
    await cards.first().getByTestId('template-use').click();
    await expect.poll(() => page.getByTestId('template-started').textContent(), STEP).toContain('לקראת פרישה');
    await expect.poll(() => page.getByLabel('גיל נוכחי', { exact: true }).inputValue(), STEP).toBe('58');
    await expect.poll(() => page.getByTestId('result-pensionNominal').textContent(), STEP).toMatch(/₪/);

    // The inputs on screen become a template of the office, listed beside the office type's and deleted again.
    const name = `תבנית ${Date.now()}`;
    await page.getByTestId('template-save-open').click();
    await page.getByTestId('template-name').fill(name);
    await page.getByTestId('template-save').click();
    await expect.poll(() => page.getByTestId('template-name').count(), STEP).toBe(0);
    await page.goto(`${suite.baseUrl}/simulations?view=templates`);
    const mine = cards.filter({ hasText: name });
    await expect.poll(() => mine.count(), STEP).toBe(1);
    await mine.getByTestId('template-delete').click();
    await page.getByRole('button', { name: 'אישור' }).click();
    await expect.poll(() => mine.count(), STEP).toBe(0);
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);
});
