import { describe, expect, it } from 'vitest';
import { renderTemplateDocx } from '../../docx/template-docx';
import { deflatedRepeat, zipOf } from '../../testing/zip-writer';
import { docxText } from './extract-docx-text';
import { extractText } from './extract-text';
import { DOCX_CONTENT_TYPE, isWordPackage, zipDirectoryNames } from './word-package';

const MIB = 1024 * 1024;
const CONTENT_TYPES = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const BODY_OPEN = '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';

// A test's deadline: the limits hold the time too, not only the memory.
const within = async <T>(promise: Promise<T>, ms: number): Promise<T> => {
  const started = performance.now();
  const value = await promise;
  expect(performance.now() - started).toBeLessThan(ms);
  return value;
};

describe('the words inside a Word document', () => {
  it('reads a produced letter: Hebrew in logical order, numbers and e-mails whole, a paragraph a line', async () => {
    const docx = await renderTemplateDocx({
      template: { id: 'letter', documentType: 'general', name: { he: 'מכתב', en: 'Letter' }, title: { he: 'מכתב ל{client.fullName}', en: 'x' }, blocks: [{ kind: 'paragraph', text: { he: 'תעודת זהות {client.idNumber}, סכום 12,500\nדוא״ל {client.email}', en: 'x' } }] },
      language: 'he',
      values: { 'client.fullName': 'נועה ברק', 'client.idNumber': '123456782', 'client.email': 'noa@example.com' },
      office: { name: 'כהן ושות׳' },
    });
    const text = await extractText({ contentType: DOCX_CONTENT_TYPE, data: docx });
    expect(text.split('\n')).toEqual(['מכתב לנועה ברק', 'תעודת זהות 123456782, סכום 12,500', 'דוא״ל noa@example.com']);
  });

  it('stops at its character limit, and reads the main part [Content_Types].xml names', async () => {
    const paragraphs = Array.from({ length: 2000 }, (_unused, index) => `<w:p><w:r><w:t>paragraph ${index} ${'x'.repeat(100)}</w:t></w:r></w:p>`).join('');
    const long = zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: `${BODY_OPEN}${paragraphs}</w:body></w:document>` }]);
    expect((await docxText(long, 50_000)).length).toBe(50_000);
    const renamed = zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES.replace('/word/document.xml', '/word/document2.xml') }, { name: 'word/document2.xml', data: `${BODY_OPEN}<w:p><w:r><w:t>second</w:t></w:r></w:p></w:body></w:document>` }]);
    expect(await docxText(renamed, 1000)).toBe('second\n');
  });

  it('survives a zip bomb of 200 MB in word/document.xml, declared or lying, within its limits and without throwing', async () => {
    const zeros = await deflatedRepeat(Buffer.alloc(MIB, 0x61), 200, { head: `${BODY_OPEN}<w:p><w:r><w:t>`, tail: '</w:t></w:r></w:p></w:body></w:document>' });
    expect(zeros.deflated.length).toBeLessThan(MIB);
    const declared = zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', ...zeros }]);
    const lying = zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', ...zeros, declaredSize: 5000 }]);
    const before = process.memoryUsage().rss;
    for (const bomb of [declared, lying]) {
      expect(isWordPackage(bomb)).toBe(true);
      expect(await within(extractText({ contentType: DOCX_CONTENT_TYPE, data: bomb }), 5000)).toBe('');
    }
    // Under the ratio and the 20 MB cap, a smaller bomb is read only to its character limit.
    const modest = await deflatedRepeat(Buffer.from('<w:p><w:r><w:t>שלום עולם</w:t></w:r></w:p>'), 20_000, { head: BODY_OPEN, tail: '</w:body></w:document>' });
    const text = await within(extractText({ contentType: DOCX_CONTENT_TYPE, data: zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', ...modest }]) }), 5000);
    expect(text.length).toBeGreaterThan(100_000);
    expect(text.length).toBeLessThanOrEqual(200_000);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MIB);
  });

  it('keeps no words, and throws nothing, for a broken, encrypted, crowded or non-Word zip', async () => {
    const word = zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: `${BODY_OPEN}<w:p><w:r><w:t>hidden</w:t></w:r></w:p></w:body></w:document>` }]);
    const truncated = word.subarray(0, word.length - 10);
    const encrypted = Buffer.from(word);
    // General-purpose flag bit 0 (encrypted) in every local and central header.
    for (let at = encrypted.indexOf('PK'); at >= 0; at = encrypted.indexOf('PK', at + 2)) {
      const signature = encrypted.readUInt32LE(at);
      if (signature === 0x04034b50) encrypted[at + 6]! |= 1;
      if (signature === 0x02014b50) encrypted[at + 8]! |= 1;
    }
    const crowded = zipOf(Array.from({ length: 5001 }, (_unused, index) => ({ name: `word/media/p${index}.xml`, data: '<a/>' })));
    const noContentTypes = zipOf([{ name: 'word/document.xml', data: `${BODY_OPEN}<w:p><w:r><w:t>hidden</w:t></w:r></w:p></w:body></w:document>` }]);
    const badXml = zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: `${BODY_OPEN}<w:p><w:t>open` }]);
    const doctype = zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><d>&a;</d>' }]);
    for (const data of [truncated, encrypted, crowded, noContentTypes, badXml, doctype, Buffer.from('PK\x03\x04 not really')]) {
      expect(await extractText({ contentType: DOCX_CONTENT_TYPE, data })).toBe('');
    }
    expect(await docxText(word, 100)).toBe('hidden\n');
  });

  it('tells a Word package from a zip renamed .docx by its directory alone', () => {
    expect(isWordPackage(zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: '<a/>' }]))).toBe(true);
    expect(isWordPackage(zipOf([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/styles.xml', data: '<a/>' }]))).toBe(false);
    expect(isWordPackage(zipOf([{ name: 'word/document.xml', data: '<a/>' }]))).toBe(false);
    expect(isWordPackage(zipOf([{ name: 'notes.txt', data: 'hello' }]))).toBe(false);
    expect(isWordPackage(Buffer.from('%PDF-1.7'))).toBe(false);
    expect(zipDirectoryNames(zipOf(Array.from({ length: 11 }, (_unused, index) => ({ name: `${index}.xml`, data: '' }))), 10)).toBeUndefined();
  });
});
