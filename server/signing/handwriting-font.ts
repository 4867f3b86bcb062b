import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { embedFontFile } from '../pdf/fonts';
import { PROJECT_ROOT } from '../project-root';

// Amatic SC (@fontsource/amatic-sc, SIL Open Font License): a handwriting face with Hebrew, shipped as one file per
// script. The signing page's typed preview uses the same family, so what the signer sees is what the PDF shows.
const FILES = join(PROJECT_ROOT, 'node_modules/@fontsource/amatic-sc/files');
/** The handwriting font's files, Hebrew first: a character is drawn with the first that has it. */
export const HANDWRITING_FONT_FILES = ['amatic-sc-hebrew-700-normal.woff', 'amatic-sc-latin-700-normal.woff'] as const;

let fileBytes: Uint8Array[] | undefined;

/** The handwriting font embedded in a document: one PDF font per script file, in the order of HANDWRITING_FONT_FILES. */
export async function embedHandwritingFonts(doc: PDFDocument): Promise<PDFFont[]> {
  fileBytes ??= HANDWRITING_FONT_FILES.map((file) => new Uint8Array(readFileSync(join(FILES, file))));
  return Promise.all(fileBytes.map((bytes) => embedFontFile(doc, bytes)));
}
