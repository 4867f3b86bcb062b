import { describe, expect, it } from 'vitest';
import { checkAccessibility, seriousViolations, waitForContent } from './a11y';
import { chooseOption } from './antd-choose';
import { artifact } from './browser';
import { signedInFile } from './signed-in-file';

// The insurance agency's agent: the office's enhanced-pension module (kind pension-simulation) is in its menu.
const suite = signedInFile('pro@insurance.example.com', 'insurance');
const STEP = { timeout: 20_000 };
const UUID = /\/simulations\/([0-9a-f-]{36})$/;

describe('the enhanced pension simulation (issue 26)', () => {
  it('opens from the menu in Hebrew, shows the pension with the survivors’ cover, saves it and finds it in the history', async () => {
    const { page, problems } = await suite.page();
    await page.goto(`${suite.baseUrl}/dashboard`);
    await page.getByTestId('app-navigation').locator('[data-nav-id="enhanced-pension"]').click(STEP);
    await expect.poll(() => new URL(page.url()).pathname, STEP).toBe('/simulations/enhanced-pension');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), STEP).toBe('סימולציית פנסיה מורחבת');

    await page.getByLabel('גיל נוכחי', { exact: true }).fill('45');
    await page.getByLabel('שכר חודשי (₪)', { exact: true }).fill('20000');
    await chooseOption(page, page.getByTestId('field-maritalStatus'), 'נשוי/אה');
    await page.getByLabel('מספר ילדים', { exact: true }).fill('2');
    await expect.poll(() => page.getByTestId('result-pensionNominal').textContent(), STEP).toMatch(/₪/);
    await expect.poll(() => page.getByTestId('result-pensionReal').textContent(), STEP).toMatch(/₪/);
    // The survivors of a ₪20,000 salary: the spouse 60%, the two children 40% between them, 100% in all.
    await expect.poll(() => page.getByTestId('cover-spouseMonthly').textContent(), STEP).toContain('12,000');
    await expect.poll(() => page.getByTestId('cover-perChildMonthly').textContent(), STEP).toContain('4,000');
    await expect.poll(() => page.getByTestId('cover-survivorsTotalMonthly').textContent(), STEP).toContain('20,000');
    await expect.poll(() => page.getByTestId('cover-disabilityMonthly').textContent(), STEP).toContain('15,000');
    await page.screenshot({ path: artifact('enhanced-pension-he.png'), fullPage: true });
    await waitForContent(page, 'enhanced-pension-he');
    expect(seriousViolations(await checkAccessibility(page, { name: 'enhanced-pension-he' }))).toEqual([]);

    const name = `מורחבת ${Date.now()}`;
    await page.getByTestId('simulation-name').fill(name);
    await page.getByTestId('simulation-save-button').click();
    await expect.poll(() => UUID.test(new URL(page.url()).pathname), STEP).toBe(true);
    const id = UUID.exec(new URL(page.url()).pathname)![1]!;
    const stored = await page.evaluate((id) => fetch(`/api/simulation/pension/${id}`).then((response) => response.json()), id);
    expect(stored.data).toMatchObject({ name, kind: 'enhanced', inputs: { currentAge: 45, currentSalary: 20000, maritalStatus: 'married', numberOfChildren: 2 } });
    expect(stored.data.result.cover).toMatchObject({ spouseMonthly: 12000, survivorsTotalMonthly: 20000 });
    await expect.poll(() => page.getByTestId('cover-spouseMonthly').textContent(), STEP).toContain('12,000');

    await page.getByTestId('simulation-back').click();
    await expect.poll(() => page.getByTestId('history-row').filter({ hasText: name }).count(), STEP).toBe(1);
    await page.close();
    expect(problems).toEqual([]);
  }, 180_000);
});
