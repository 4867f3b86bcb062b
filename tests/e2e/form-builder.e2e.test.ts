import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from './antd-choose';
import { screenshotStill } from './browser';
import { switchLanguage } from './language-switch';
import { signedInUsers } from './signed-in-users';
import { stillForFrames } from './still-for-frames';

const users = signedInUsers();
const STEP = { timeout: 20_000 };

/** A digest of every office-type file: the builder writes the office's overrides, never these. */
function officeTypesDigest(): string {
  const root = resolve(import.meta.dirname, '../../office-types');
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(root);
  return hash.digest('hex');
}

/** Chooses an option of an antd select by the select's label and the option's text. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  // A click that landed while the dropdown was still drawing itself chose nothing and left it open: chosen again.
  await expect
    .poll(async () => {
      const open = page.locator('.ant-select-dropdown:visible');
      if ((await open.count()) === 0) return true;
      await open
        .getByTitle(option, { exact: true })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      return false;
    }, STEP)
    .toBe(true);
}

const canvasField = (page: Page, key: string): Locator => page.locator(`[data-testid="canvas-field"][data-key="${key}"]`);
const canvasKeys = (page: Page) => page.getByTestId('canvas-field').evaluateAll((fields) => fields.map((field) => field.getAttribute('data-key')));

/** The key of the field the properties panel shows (a new field is selected). */
const selectedKey = (page: Page) => page.getByTestId('field-properties').getAttribute('data-field');

/** Renames the selected field through its key box (applied on Enter). */
async function rename(page: Page, to: string): Promise<void> {
  const box = page.getByLabel('שם השדה', { exact: true });
  await box.fill(to);
  await box.press('Enter');
  await expect.poll(() => selectedKey(page), STEP).toBe(to);
}

/** Writes a text in Hebrew and in English (and in Spanish, which the legal office offers too) into a localized box of the properties panel. */
async function texts(page: Page, label: string, he: string, en: string): Promise<void> {
  await page.getByLabel(`${label} (עברית)`, { exact: true }).fill(he);
  await page.getByLabel(`${label} (אנגלית)`, { exact: true }).fill(en);
  const spanish = page.getByLabel(`${label} (ספרדית)`, { exact: true });
  if (await spanish.count()) await spanish.fill(`${en} (es)`);
}

/** Names the selected new dropdown contactChannel, "how to reach the person", with a call and a letter, in every language. */
async function makeContactChannel(page: Page): Promise<void> {
  await rename(page, 'contactChannel');
  await texts(page, 'תווית', 'ערוץ פנייה', 'Contact channel');
  const options = page.getByTestId('option-row');
  await options.nth(0).getByLabel('תווית בעברית').fill('שיחה');
  await options.nth(0).getByLabel('תווית באנגלית').fill('Call');
  await options.nth(1).getByLabel('תווית בעברית').fill('מכתב');
  await options.nth(1).getByLabel('תווית באנגלית').fill('Letter');
  if (await options.nth(0).getByLabel('תווית בספרדית').count()) {
    await options.nth(0).getByLabel('תווית בספרדית').fill('Llamada');
    await options.nth(1).getByLabel('תווית בספרדית').fill('Carta');
  }
}

/** Drags a palette type by its handle with the real mouse onto the canvas's drop area. */
async function dragFromPalette(page: Page, type: string): Promise<void> {
  const handle = page.locator(`[data-testid="palette-item"][data-type="${type}"]`).getByRole('button').first();
  const target = page.getByTestId('section-body').last();
  // Both on screen: a long properties panel filled in below may have scrolled the palette's top out of view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await handle.scrollIntoViewIfNeeded();
  await expect.poll(() => stillForFrames(handle, target), STEP).toBe(true);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(to.y + to.height, 'the canvas drop area is on screen with the palette').toBeLessThan(viewport.height);
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  const [toX, toY] = [to.x + to.width / 2, to.y + to.height - 12];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 10, { steps: 5 });
  await page.mouse.move(toX, toY, { steps: 20 });
  await page.mouse.move(toX + 1, toY + 1, { steps: 2 });
  await page.mouse.up();
}

/** What dnd-kit's live region last said (the builder's announcements, in the user's language). */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').first().textContent();

/**
 * Drags with the keyboard as a person does: Space on the focused handle, the arrows, Space; each key once the live
 * region has said what the last one did (keys pressed before the drag has measured the canvas are lost).
 */
async function keyboardDrag(page: Page, handle: Locator, arrows: string[], lastSaid: RegExp): Promise<void> {
  // Focused once it stays so: a select just chosen from may take the focus back as its dropdown closes.
  await expect
    .poll(async () => {
      await handle.focus();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return handle.evaluate((element) => element === document.activeElement);
    }, STEP)
    .toBe(true);
  await page.keyboard.press('Space');
  // Picked up: said as such, or at once where it stands.
  await expect.poll(() => announced(page), STEP).toMatch(/נלקח|במקום/);
  for (const [index, arrow] of arrows.entries()) {
    const before = await announced(page);
    await page.keyboard.press(arrow);
    if (index === arrows.length - 1) await expect.poll(() => announced(page), STEP).toMatch(lastSaid);
    else await expect.poll(() => announced(page), STEP).not.toBe(before);
  }
  await page.keyboard.press('Space');
  await expect.poll(() => announced(page), STEP).toMatch(/הונח|dropped/);
}

/** The new-client screen's texts in one language: the record's, the legal intake's own, and the built questions'. */
interface IntakeTexts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  clientType: string;
  individual: string;
  matterType: string;
  litigation: string;
  matterDescription: string;
  save: string;
  summary: string;
  summaryMissing: string;
  channel: string;
  letter: string;
  details: string;
}
const INTAKE_EN: IntakeTexts = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  street: 'Street',
  clientType: 'Client type',
  individual: 'Individual',
  matterType: 'Matter type',
  litigation: 'Litigation',
  matterDescription: 'Matter description',
  save: 'Save',
  summary: 'Case summary',
  summaryMissing: 'Please write a summary',
  channel: 'Contact channel',
  letter: 'Letter',
  details: 'Letter details',
};
const INTAKE_HE: IntakeTexts = {
  firstName: 'שם פרטי',
  lastName: 'שם משפחה',
  email: 'דוא״ל',
  phone: 'טלפון',
  street: 'רחוב',
  clientType: 'סוג לקוח',
  individual: 'אדם פרטי',
  matterType: 'תחום התיק',
  litigation: 'ליטיגציה',
  matterDescription: 'תיאור העניין',
  save: 'שמירה',
  summary: 'תקציר הפנייה',
  summaryMissing: 'נא לכתוב תקציר',
  channel: 'ערוץ פנייה',
  letter: 'מכתב',
  details: 'פרטי המכתב',
};

/** An antd Select of the intake card, by its label. */
const intakeSelect = (page: Page, label: string): Locator => page.getByTestId('intake-form').locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });

/**
 * The office's new-client screen with the built form as its intake: its questions under the record's own, the
 * required summary refused with its own message, the letter's details shown only once a letter is chosen, and a
 * client created with the answers, which its page then shows by their labels.
 */
async function expectIntakeBehaves(page: Page, words: IntakeTexts, suffix: string): Promise<void> {
  const stamp = Date.now();
  await page.goto(`${users.app.baseUrl}/clients/new`);
  const intake = page.getByTestId('intake-form');
  await expect.poll(() => intake.getByLabel(words.summary, { exact: true }).count(), STEP).toBe(1);
  expect(await intake.getByLabel(words.channel, { exact: true }).count()).toBe(1);
  expect(await intake.getByLabel(words.details, { exact: true }).count()).toBe(0);
  await page.getByLabel(words.firstName, { exact: true }).fill(suffix === 'he' ? 'דנה' : 'Dana');
  await page.getByLabel(words.lastName, { exact: true }).fill(suffix === 'he' ? 'ברגר' : 'Berger');
  // Saved with the summary empty: refused in the office's words beside it, not the browser's.
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await expect.poll(() => intake.getByText(words.summaryMissing, { exact: true }).count(), STEP).toBe(1);
  expect(new URL(page.url()).pathname).toBe('/clients/new');

  await page.getByLabel(words.email, { exact: true }).fill(`dana.berger.${suffix}.${stamp}@example.co.il`);
  await page.getByLabel(words.phone, { exact: true }).fill('0523456789');
  await page.getByLabel(words.street, { exact: true }).fill(suffix === 'he' ? 'הרצל 12' : '12 Herzl St');
  await chooseOption(page, intakeSelect(page, words.clientType), words.individual);
  await chooseOption(page, intakeSelect(page, words.matterType), words.litigation);
  await intake.getByLabel(words.matterDescription, { exact: true }).fill(suffix === 'he' ? 'חוזה שכירות' : 'A lease');
  await intake.getByLabel(words.summary, { exact: true }).fill(suffix === 'he' ? 'בקשה לייעוץ בחוזה שכירות' : 'Advice on a lease');
  await expect.poll(() => intake.getByText(words.summaryMissing, { exact: true }).count(), STEP).toBe(0);
  await chooseOption(page, intakeSelect(page, words.channel), words.letter);
  await expect.poll(() => intake.getByLabel(words.details, { exact: true }).count(), STEP).toBe(1);
  await intake.getByLabel(words.details, { exact: true }).fill(suffix === 'he' ? 'לשלוח לכתובת המשרד' : 'To the office address');
  await screenshotStill(page, `form-builder-intake-${suffix}.png`);
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, STEP).toMatch(/^\/clients\/[0-9a-f-]{36}$/);
  await expect.poll(() => page.locator('.ant-descriptions-item-content').allTextContents(), STEP).toEqual(expect.arrayContaining([words.letter]));
}

/** Uses a listed form as the office's client intake, from its row's use menu (the list in English). */
async function useAsIntake(page: Page, title: string): Promise<void> {
  await page.goto(`${users.app.baseUrl}/form-builder`);
  const row = page.getByTestId('form-list').locator('tr', { hasText: title });
  await expect.poll(() => row.count(), STEP).toBe(1);
  await row.getByTestId('form-use-menu').click();
  await page.locator('.ant-dropdown:visible').getByText('Use as the client intake form', { exact: true }).click();
}

describe('the form builder in Chromium', () => {
  it('builds a form by mouse and keyboard, asks before leaving it unsaved, saves it and previews it in Hebrew and English', async () => {
    const digest = officeTypesDigest();

    const { page, problems } = await users.page('admin@legal.example.com', 'legal');
    await page.goto(`${users.app.baseUrl}/form-builder`);
    await expect.poll(() => page.getByTestId('form-list-view').count(), STEP).toBe(1);
    await page.getByTestId('form-new').click();
    await expect.poll(() => page.getByTestId('form-builder').count(), STEP).toBe(1);

    // The form's title, in both languages.
    await page.getByTestId('builder-form-settings').click();
    await texts(page, 'כותרת', 'קליטה מותאמת', 'Custom intake');
    await expect.poll(() => page.getByTestId('builder-title').textContent(), STEP).toBe('קליטה מותאמת');

    // By mouse, a click: a dropdown of how the person wants to be reached, with two options in both languages.
    await page.getByRole('button', { name: 'הוספת שדה רשימה נפתחת' }).click();
    await expect.poll(() => selectedKey(page), STEP).toBe('select1');
    await makeContactChannel(page);

    // By mouse, a drag from the palette: a required text with its own message.
    await dragFromPalette(page, 'text');
    await expect.poll(() => selectedKey(page), STEP).toBe('text1');
    await rename(page, 'caseSummary');
    await texts(page, 'תווית', 'תקציר הפנייה', 'Case summary');
    await page.getByTestId('field-required').click();
    await texts(page, 'הודעה כשהשדה ריק', 'נא לכתוב תקציר', 'Please write a summary');
    // Let go over the dropdown's card: the new field takes its place, before it.
    expect(await canvasKeys(page)).toEqual(['caseSummary', 'contactChannel']);

    // By keyboard: the long-text type's handle, Space, an arrow towards the canvas (left of the palette in Hebrew), Space.
    const handle = page.locator('[data-testid="palette-item"][data-type="textarea"]').getByRole('button').first();
    await keyboardDrag(page, handle, ['ArrowLeft'], /במקום/);
    await expect.poll(() => canvasField(page, 'textarea1').count(), STEP).toBe(1);
    await expect.poll(() => selectedKey(page), STEP).toBe('textarea1');
    await rename(page, 'letterDetails');
    await texts(page, 'תווית', 'פרטי המכתב', 'Letter details');
    // Shown only when a letter is chosen.
    await choose(page, 'כאשר השדה', 'ערוץ פנייה (contactChannel)');
    await choose(page, 'תנאי', 'שווה ל');
    await choose(page, 'ערך', 'מכתב');
    // And moved by keyboard to the end of the form, after the required summary.
    const keys = await canvasKeys(page);
    expect(keys).toHaveLength(3);
    const place = keys.indexOf('letterDetails');
    if (place < 2) await keyboardDrag(page, canvasField(page, 'letterDetails').getByTestId('field-handle'), Array<string>(2 - place).fill('ArrowDown'), /במקום 3 מתוך 3/);
    await expect.poll(() => canvasKeys(page), STEP).toEqual(['caseSummary', 'contactChannel', 'letterDetails']);
    await expect.poll(() => page.getByTestId('builder-unsaved').count(), STEP).toBe(1);

    // Leaving by the app's menu with unsaved changes asks; staying keeps the form.
    await page.getByTestId('app-navigation').locator('a[href="/dashboard"]').first().click();
    const ask = page.locator('.ant-modal-confirm');
    await expect.poll(() => ask.count(), STEP).toBe(1);
    await expect.poll(() => ask.locator('.ant-modal-confirm-title').textContent(), STEP).toBe('לצאת בלי לשמור?');
    await ask.getByRole('button', { name: 'הישארות' }).click();
    await expect.poll(() => ask.count(), STEP).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/form-builder');
    expect(await canvasKeys(page)).toEqual(['caseSummary', 'contactChannel', 'letterDetails']);

    // The browser's back button asks too; staying keeps the form, at its address.
    await page.evaluate(() => window.history.back());
    await expect.poll(() => ask.count(), STEP).toBe(1);
    await ask.getByRole('button', { name: 'הישארות' }).click();
    await expect.poll(() => ask.count(), STEP).toBe(0);
    expect(new URL(page.url()).searchParams.get('form')).toBe('new');
    expect(await canvasKeys(page)).toEqual(['caseSummary', 'contactChannel', 'letterDetails']);

    // Saved: the form gets its address, the unsaved mark goes.
    await page.getByTestId('builder-save').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('form'), STEP).toMatch(/^[0-9a-f-]{36}$/);
    // The same builder goes on under the new address: its saved notice stays.
    await expect.poll(() => page.getByTestId('builder-notice-success').count(), STEP).toBe(1);
    await expect.poll(() => canvasKeys(page), STEP).toEqual(['caseSummary', 'contactChannel', 'letterDetails']);
    await expect.poll(() => page.getByTestId('builder-unsaved').count(), STEP).toBe(0);
    await canvasField(page, 'caseSummary').getByTestId('field-select').click();
    await screenshotStill(page, 'form-builder-he.png');

    // In English the builder turns left to right; its preview too.
    await switchLanguage(page, 'English', 'ltr');
    await expect.poll(() => page.getByTestId('builder-save').textContent(), STEP).toBe('Save');
    await canvasField(page, 'letterDetails').getByTestId('field-select').click();
    await screenshotStill(page, 'form-builder-en.png');
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByTestId('preview-language').getByText('English').click();
    await expect.poll(() => page.getByTestId('form-preview-body').getByText('Case summary').count(), STEP).toBeGreaterThan(0);
    await screenshotStill(page, 'form-builder-preview-en.png');

    // Nothing unsaved now: the menu leaves without asking.
    await page.getByTestId('app-navigation').locator('a[href="/dashboard"]').first().click();
    await expect.poll(() => new URL(page.url()).pathname, STEP).toBe('/dashboard');
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    // The legal office's rules name its intake's conflict check: a form without it cannot be the intake, and says so.
    await useAsIntake(page, 'Custom intake');
    await expect.poll(() => page.getByTestId('form-list-notice-error').count(), STEP).toBe(1);
    await expect.poll(() => page.getByTestId('notice-reasons').textContent(), STEP).toContain('"conflictCheck"');
    await screenshotStill(page, 'form-builder-intake-refused-en.png');

    expect(officeTypesDigest()).toBe(digest);
    // The refusal's own 400 is what the browser logs; nothing else.
    expect(problems.filter((problem) => !/status of 400 .*\/api\/forms\/[0-9a-f-]{36}\/use\)$/.test(problem))).toEqual([]);
    await page.close();
  }, 360_000);

  it('starts a form from the office’s intake, adds questions, and the intake runs on it in English and Hebrew for that office only', async () => {
    const digest = officeTypesDigest();
    const { page, problems } = await users.page('admin@legal.example.com', 'legal');
    await page.goto(`${users.app.baseUrl}/form-builder`);
    await expect.poll(() => page.getByTestId('form-list').count(), STEP).toBe(1);
    // The user's language is kept from the last test: this one builds in Hebrew.
    if ((await page.locator('html').getAttribute('dir')) !== 'rtl') await switchLanguage(page, 'עברית', 'rtl');
    await page.getByTestId('form-new-from-intake').click();
    // The intake's own fields are there, its conflict check among them.
    await expect.poll(() => canvasKeys(page), STEP).toContain('conflictCheck');
    await page.getByTestId('builder-form-settings').click();
    await texts(page, 'כותרת', 'קליטה מורחבת', 'Extended intake');

    // A required summary with its own message, a dropdown of how to reach the person, and the letter's details when a letter is chosen.
    await page.getByRole('button', { name: 'הוספת שדה טקסט', exact: true }).click();
    await expect.poll(() => selectedKey(page), STEP).toMatch(/^text\d+$/);
    await rename(page, 'caseSummary');
    await texts(page, 'תווית', 'תקציר הפנייה', 'Case summary');
    await page.getByTestId('field-required').click();
    await texts(page, 'הודעה כשהשדה ריק', 'נא לכתוב תקציר', 'Please write a summary');
    await page.getByRole('button', { name: 'הוספת שדה רשימה נפתחת', exact: true }).click();
    await expect.poll(() => selectedKey(page), STEP).toMatch(/^select\d+$/);
    await makeContactChannel(page);
    await page.getByRole('button', { name: 'הוספת שדה טקסט ארוך', exact: true }).click();
    await expect.poll(() => selectedKey(page), STEP).toMatch(/^textarea\d+$/);
    await rename(page, 'letterDetails');
    await texts(page, 'תווית', 'פרטי המכתב', 'Letter details');
    // The intake has a dozen fields: the condition's field is found by typing its key.
    await page.getByLabel('כאשר השדה', { exact: true }).click();
    await page.getByLabel('כאשר השדה', { exact: true }).pressSequentially('contactChannel');
    await page.locator('.ant-select-dropdown:visible').getByTitle('ערוץ פנייה (contactChannel)', { exact: true }).click();
    await expect.poll(() => page.getByTestId('visible-operator').count(), STEP).toBe(1);
    await choose(page, 'תנאי', 'שווה ל');
    await choose(page, 'ערך', 'מכתב');
    await page.getByTestId('builder-save').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('form'), STEP).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('builder-unsaved').count(), STEP).toBe(0);

    await switchLanguage(page, 'English', 'ltr');
    await useAsIntake(page, 'Extended intake');
    await expect.poll(() => page.getByTestId('form-list-notice-success').count(), STEP).toBe(1);
    expect(await page.getByTestId('form-list-notice-success').innerText()).toBe('The form is now the client intake form');
    const row = page.getByTestId('form-list').locator('tr', { hasText: 'Extended intake' });
    await expect.poll(() => row.locator('.ant-tag').allTextContents(), STEP).toEqual(['Client intake']);

    // The new-client screen asks the built questions under the record's own, in English then in Hebrew.
    await expectIntakeBehaves(page, INTAKE_EN, 'en');
    await switchLanguage(page, 'עברית', 'rtl');
    await expectIntakeBehaves(page, INTAKE_HE, 'he');

    // Another office runs on its own intake still.
    const other = await users.page('admin@realestate.example.com', 'realestate');
    const answer = await other.page.request.get(`${users.app.baseUrl}/api/users/office-config`);
    const intakeKeys = Object.keys(((await answer.json()) as { data: { forms: { clientIntake: { fields: object } } } }).data.forms.clientIntake.fields);
    expect(intakeKeys.length).toBeGreaterThan(0);
    for (const key of ['caseSummary', 'contactChannel', 'letterDetails']) expect(intakeKeys).not.toContain(key);
    await other.page.close();

    expect(officeTypesDigest()).toBe(digest);
    expect(problems).toEqual([]);
    await page.close();
  }, 360_000);

  it('refuses to save an enum without options or a condition on a deleted field, and says why beside the field', async () => {
    const { page, problems } = await users.page('admin@legal.example.com', 'legal');
    await page.goto(`${users.app.baseUrl}/form-builder?form=new`);
    await expect.poll(() => page.getByTestId('form-builder').count(), STEP).toBe(1);
    // The user's language is kept from the last test: this one reads the builder in Hebrew.
    if ((await page.locator('html').getAttribute('dir')) !== 'rtl') await switchLanguage(page, 'עברית', 'rtl');

    // A dropdown whose options are all removed.
    await page.getByRole('button', { name: 'הוספת שדה רשימה נפתחת' }).click();
    await expect.poll(() => selectedKey(page), STEP).toBe('select1');
    await page.getByRole('button', { name: 'הסרת האפשרות option2' }).click();
    await page.getByRole('button', { name: 'הסרת האפשרות option1' }).click();
    await expect.poll(() => canvasField(page, 'select1').getByTestId('canvas-field-issues').count(), STEP).toBe(1);
    await expect.poll(() => page.getByTestId('field-issues').count(), STEP).toBe(1);

    // Two texts, the second shown when the first is filled; then the first is deleted.
    await page.getByRole('button', { name: 'הוספת שדה טקסט', exact: true }).click();
    await expect.poll(() => selectedKey(page), STEP).toBe('text1');
    await page.getByRole('button', { name: 'הוספת שדה טקסט', exact: true }).click();
    await expect.poll(() => selectedKey(page), STEP).toBe('text2');
    await choose(page, 'כאשר השדה', 'טקסט (text1)');
    await canvasField(page, 'text1').getByTestId('field-delete').click();
    await expect.poll(() => canvasField(page, 'text1').count(), STEP).toBe(0);
    await expect.poll(() => canvasField(page, 'text2').getByTestId('canvas-field-issues').textContent(), STEP).toContain('text1');

    // A name already taken is refused in the key box, with why.
    await canvasField(page, 'text2').getByTestId('field-select').click();
    await page.getByLabel('שם השדה', { exact: true }).fill('select1');
    await expect.poll(() => page.getByTestId('field-key').getByText('כבר יש שדה בשם הזה').count(), STEP).toBe(1);
    await page.getByLabel('שם השדה', { exact: true }).press('Enter');
    expect(await selectedKey(page)).toBe('text2');

    await page.getByTestId('builder-save').click();
    await expect.poll(() => page.getByTestId('builder-notice-error').count(), STEP).toBe(1);
    expect(new URL(page.url()).searchParams.get('form')).toBe('new');
    await screenshotStill(page, 'form-builder-invalid-he.png');
    expect(problems).toEqual([]);
    await page.close();
  }, 180_000);
});
