import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { renderTemplatePdf } from './template-pdf';
import { SAMPLE_VALUES, sampleLetter, sampleLogoPng } from './template-pdf.test-support';

const folder = mkdtempSync(join(tmpdir(), 'template-pdf-'));
const ARTIFACTS = join(PROJECT_ROOT, 'test-artifacts');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const ENGLISH_VALUES = { ...SAMPLE_VALUES, 'client.fullName': 'Dana Cohen', 'client.address': '12 Herzl St, Tel Aviv', 'user.fullName': 'Adv. Yael Levi' };

async function letterIn(language: 'he' | 'en'): Promise<string> {
  const bytes = await renderTemplatePdf({
    template: sampleLetter(),
    language,
    values: language === 'he' ? SAMPLE_VALUES : ENGLISH_VALUES,
    office: { name: SAMPLE_VALUES['office.name']!, logo: { bytes: sampleLogoPng(), contentType: 'image/png' }, primaryColor: '#1d5c63' },
  });
  const path = join(folder, `letter-${language}.pdf`);
  writeFileSync(path, bytes);
  return path;
}

// pdftotext marks right-to-left stretches with bidi controls, and where a left-to-right stretch meets the Hebrew it
// guesses where the space and a sentence's comma or full stop go: the words, the numbers and the e-mail in their order
// are what is checked.
const textOf = (path: string) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' })
    .replace(/[\u200E\u200F\u202A-\u202E]/g, '')
    .replace(/\s+/g, ' ');
const wordsOf = (text: string) =>
  ` ${text} `
    .replace(/[,.:](?=\s)|(?<=\s)[,.:]/g, ' ')
    .replace(/([\u05D0-\u05EA])(?=[\w₪])|([\w₪])(?=[\u05D0-\u05EA])/g, '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim();
const pagesOf = (path: string) => Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [path], { encoding: 'utf8' }))?.[1]);

/** Where pdftotext found each word: its left and right edges in points. */
function wordBoxes(path: string): { word: string; xMin: number; xMax: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', path, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((match) => ({ word: match[3]!, xMin: Number(match[1]), xMax: Number(match[2]) }));
}

/** Renders the pages as PNGs in test-artifacts/ to be looked at. */
function renderPages(path: string, name: string): string[] {
  mkdirSync(ARTIFACTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', path, join(ARTIFACTS, name)]);
  return readdirSync(ARTIFACTS).filter((file) => file.startsWith(`${name}-`) && file.endsWith('.png'));
}

describe('renderTemplatePdf', () => {
  it('writes a three-page Hebrew letter right to left, in logical order, with numbers, e-mail and ID number intact', async () => {
    const path = await letterIn('he');
    expect(pagesOf(path)).toBe(3);
    const text = textOf(path);
    const words = wordsOf(text);
    expect(words).toContain('מכתב התקשרות עם דנה כהן');
    expect(words).toContain('לקוח יקר דנה כהן מספר תעודת זהות 123456782 אנו שמחים לאשר');
    expect(words).toContain('שכר הטרחה המוסכם הוא ₪12,500 לשנה');
    expect(words).toContain('תישלח לכתובת dana.cohen@example.co.il או בטלפון 050-1234567 ואנו נשיב');
    expect(words).toContain('רחוב הרצל 12 תל אביב');
    expect(words).toContain('חתימת הלקוח דנה כהן');
    expect(text).not.toMatch(/\{[a-z]+\.[a-zA-Z]+\}/);
    // Drawn as "n / N"; pdftotext reads the narrow spaces round the slash as none.
    for (const page of [1, 2, 3]) expect(text).toMatch(new RegExp(`(^|\\s)${page} ?/ ?3(\\s|$)`));

    // Aligned to the right: the title ends at the right margin, far from the left one.
    // pdftotext -bbox gives each word's letters as they stand on the page, left to right.
    const title = wordBoxes(path).filter((box) => box.word === 'בתכמ');
    expect(title[0]!.xMax).toBeGreaterThan(520);
    expect(title[0]!.xMin).toBeGreaterThan(300);

    const document = await PDFDocument.load(readFileSync(path));
    expect(document.getTitle()).toBe('מכתב התקשרות עם דנה כהן');
    expect(document.getCreator()).toBe('Lishka');
    expect(renderPages(path, 'template-letter-he')).toHaveLength(3);
  });

  it('writes the English letter left to right, with a Hebrew office name in logical order', async () => {
    const path = await letterIn('en');
    const text = textOf(path);
    expect(pagesOf(path)).toBe(3);
    expect(text).toContain('Engagement letter for Dana Cohen');
    expect(text).toContain('Dear Dana Cohen, ID number 123456782, we are pleased');
    expect(text).toContain('Please send anything about the engagement to dana.cohen@example.co.il or call 050-1234567');
    expect(text).toContain('The agreed fee is ₪12,500 a year');
    expect(text).toContain('משרד לוי ושות׳');
    for (const page of [1, 2, 3]) expect(text).toMatch(new RegExp(`(^|\\s)${page} ?/ ?3(\\s|$)`));
    const title = wordBoxes(path).find((box) => box.word === 'Engagement')!;
    expect(title.xMin).toBeLessThan(70);
    expect(renderPages(path, 'template-letter-en')).toHaveLength(3);
  });

  it('refuses a block of a kind it has no writer for, naming the template', async () => {
    const template = { ...sampleLetter(), blocks: [{ kind: 'table', text: { he: 'א', en: 'a' } }] } as unknown as ReturnType<typeof sampleLetter>;
    await expect(renderTemplatePdf({ template, language: 'en', values: {}, office: { name: 'Office' } })).rejects.toThrow(/engagement-letter: block 0 is of kind "table"/);
  });
});
