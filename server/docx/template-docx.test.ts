import { describe, expect, it } from 'vitest';
import type { DocumentTemplate } from '../../engine/generated/config-types';
import { readArchiveEntries } from '../files/archive-guard';
import { WORD_LIMITS } from '../modules/documents/extract-docx-text';
import { isWordPackage } from '../modules/documents/word-package';
import { onePixelPng } from '../testing/sample-files';
import { renderTemplateDocx } from './template-docx';

const LETTER: DocumentTemplate = {
  id: 'engagement-letter',
  documentType: 'general',
  name: { he: 'מכתב התקשרות', en: 'Engagement letter' },
  title: { he: 'מכתב התקשרות עם {client.fullName}', en: 'Engagement letter for {client.fullName}' },
  blocks: [
    { kind: 'heading', text: { he: 'הצדדים', en: 'The parties' } },
    { kind: 'paragraph', text: { he: 'הלקוח {client.fullName}, ת.ז. {client.idNumber}, דוא״ל {client.email}.\n\nשכר הטרחה: 12,500 ₪.', en: 'The client {client.fullName}, ID {client.idNumber}, e-mail {client.email}.\n\nFee: 12,500 ILS.' } },
    { kind: 'signature', text: { he: '{user.fullName}\n{office.name}', en: '{user.fullName}\n{office.name}' } },
  ],
};

const FACTS = { 'client.fullName': 'נועה ברק', 'client.idNumber': '123456782', 'client.email': 'noa@example.com', 'user.fullName': 'דנה כהן', 'office.name': 'כהן ושות׳', 'office.email': 'office@cohen.example.com', 'office.phone': '03-5551234' };

async function partsOf(docx: Buffer): Promise<Record<'document' | 'header' | 'styles', string>> {
  const entries = await readArchiveEntries(docx, WORD_LIMITS, (name) => ['word/document.xml', 'word/header1.xml', 'word/styles.xml'].includes(name));
  const text = (name: string): string => entries.get(name)?.toString('utf8') ?? '';
  return { document: text('word/document.xml'), header: text('word/header1.xml'), styles: text('word/styles.xml') };
}

describe('a template produced as a Word document', () => {
  it('writes Hebrew right to left in logical order, with the facts filled as in the PDF and the office as its header', async () => {
    const docx = await renderTemplateDocx({ template: LETTER, language: 'he', values: FACTS, office: { name: 'כהן ושות׳', primaryColor: '#8a1538' } });
    expect(isWordPackage(docx)).toBe(true);
    const { document, header, styles } = await partsOf(docx);
    // Logical order: the text as typed, never reversed for display (Word lays it out itself).
    expect(document).toContain('>מכתב התקשרות עם נועה ברק</w:t>');
    expect(document).toContain('הלקוח נועה ברק, ת.ז. 123456782, דוא״ל noa@example.com.');
    expect(document).toContain('שכר הטרחה: 12,500 ₪.');
    expect(document).toContain('>דנה כהן</w:t>');
    expect(document).not.toMatch(/\{(client|user|office)\./);
    // Every paragraph of the body is bidirectional and its runs right to left; the title is in the office's colour.
    const paragraphs = document.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/g) ?? [];
    expect(paragraphs.length).toBeGreaterThanOrEqual(6);
    for (const paragraph of paragraphs) expect(paragraph).toContain('<w:bidi/>');
    expect(document.match(/<w:rtl\/>/g)?.length).toBeGreaterThanOrEqual(6);
    expect(document).toMatch(/<w:color w:val="8a1538"\/>.*מכתב התקשרות/);
    expect(header).toContain('כהן ושות׳');
    expect(header).toContain('office@cohen.example.com · 03-5551234');
    expect(header).toContain('<w:bidi/>');
    // The document's default run is right to left, in Hebrew.
    expect(styles).toMatch(/<w:docDefaults>.*<w:rtl\/>.*<\/w:docDefaults>/s);
    expect(styles).toMatch(/w:bidi="he-IL"/);
  });

  it('writes English left to right, and a light colour falls back to a readable one', async () => {
    const docx = await renderTemplateDocx({ template: LETTER, language: 'en', values: { ...FACTS, 'client.fullName': 'Noa Barak' }, office: { name: 'Cohen & Co.', primaryColor: '#fafafa' } });
    const { document, styles } = await partsOf(docx);
    expect(document).toContain('>Engagement letter for Noa Barak</w:t>');
    expect(document).toContain('Fee: 12,500 ILS.');
    expect(document).not.toContain('<w:bidi/>');
    expect(document).not.toContain('<w:rtl/>');
    expect(document).toContain('<w:color w:val="1f4e79"/>');
    expect(styles).not.toMatch(/<w:docDefaults>.*<w:rtl\/>.*<\/w:docDefaults>/s);
  });

  it('heads every page with the office’s logo, as its PDFs do, its proportions kept and named for screen readers', async () => {
    const logo = onePixelPng();
    const docx = await renderTemplateDocx({ template: LETTER, language: 'en', values: FACTS, office: { name: 'Cohen & Co.', logo: { bytes: logo, contentType: 'image/png' } } });
    const entries = await readArchiveEntries(docx, WORD_LIMITS, (name) => name === 'word/header1.xml' || name.startsWith('word/media/'));
    const header = entries.get('word/header1.xml')?.toString('utf8') ?? '';
    expect(header).toContain('<w:drawing>');
    expect(header).toContain('descr="Cohen &amp; Co."');
    // A square logo 40 pixels high is 40 wide: 381,000 EMUs each way.
    expect(header).toContain('cx="381000" cy="381000"');
    const media = [...entries.entries()].filter(([name]) => name.startsWith('word/media/'));
    expect(media).toHaveLength(1);
    expect(media[0]![1].equals(logo)).toBe(true);
  });
});
