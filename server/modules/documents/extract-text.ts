import { docxText } from './extract-docx-text';
import type { CheckedFile } from './library-upload';
import { DOCX_CONTENT_TYPE } from './word-package';

/** Most pages read and characters kept of a file's text: enough to find a letter by its words, bounded for a huge upload. */
const MAX_PAGES = 100;
const MAX_CHARS = 200_000;

type Extractor = (data: Buffer) => Promise<string>;

/** The text of a PDF as pdf.js reads it (its legacy build runs in Node 20), page by page, a line per text line. */
async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES) && length < MAX_CHARS; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

// One extractor per content type the library reads the text of (the content type its content showed, not its name's).
const EXTRACTORS: Readonly<Record<string, Extractor>> = {
  'application/pdf': pdfText,
  [DOCX_CONTENT_TYPE]: (data) => docxText(data, MAX_CHARS),
};

/**
 * The words inside an uploaded file, for the library's search; empty for a type whose text is not read, or a file
 * whose text cannot be read (a damaged or encrypted PDF, a Word file past its limits, is still kept: it is only not
 * found by its words).
 */
export async function extractText(file: Pick<CheckedFile, 'contentType' | 'data'>): Promise<string> {
  const extractor = EXTRACTORS[file.contentType];
  if (!extractor) return '';
  try {
    return (await extractor(file.data)).replaceAll('\u0000', '').trim().slice(0, MAX_CHARS);
  } catch {
    return '';
  }
}
