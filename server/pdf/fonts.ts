import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { PROJECT_ROOT } from '../project-root';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type FontkitFont = ReturnType<Fontkit['create']>;

// DejaVu Sans: Hebrew, Latin and Cyrillic in one face, so a line mixing them needs no font switch (fonts/DejaVuSans.LICENSE).
// Found from the project's folder, so the bundle `npm start` runs (dist/server) finds it too.
const FONT_PATH = join(PROJECT_ROOT, 'server/pdf/fonts/DejaVuSans.ttf');

let fontBytes: Uint8Array | undefined;

/** The font's file, read once. */
function textFontBytes(): Uint8Array {
  fontBytes ??= new Uint8Array(readFileSync(FONT_PATH));
  return fontBytes;
}

type GlyphRun = ReturnType<FontkitFont['layout']>;
type Glyph = GlyphRun['glyphs'][number];

// Caches shared by every document (an office's letters repeat most of their words), emptied when they grow this large.
const CACHE_LIMIT = 50_000;
const WORD_GLYPHS: Map<string, Glyph[]>[] = [];
const WORD_WIDTHS = new Map<string, number>();
// Each font file parsed once, by the bytes handed to embedFontFile (read once by their owners, so few).
const PARSED_FONTS = new Map<Uint8Array, FontkitFont>();

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/**
 * A font, parsed once for every document, laying out left to right whatever the script: the lines handed to it are
 * already in visual order (bidi-line.ts), and fontkit would otherwise reverse a whole line it guesses is Hebrew. A line
 * is laid out word by word, each word once: pdf-lib draws the glyphs at their advance widths and uses no positioning
 * (kerning), so only the substitutions inside a word matter, and laying out every line whole took half the time.
 */
function parsedFont(bytes: Uint8Array): FontkitFont {
  const parsed = PARSED_FONTS.get(bytes);
  if (parsed) return parsed;
  const font = fontkit.create(bytes);
  const layout = font.layout.bind(font) as (text: string, features: unknown, script?: string, language?: string, direction?: string) => GlyphRun;
  const space = font.glyphForCodePoint(0x20);
  const wordGlyphs = new Map<string, Glyph[]>();
  WORD_GLYPHS.push(wordGlyphs);
  const glyphsOf = (word: string) => wordGlyphs.get(word) ?? remember(wordGlyphs, word, layout(word, undefined, undefined, undefined, 'ltr').glyphs);
  font.layout = (text) => {
    const glyphs: Glyph[] = [];
    text.split(' ').forEach((word, index) => {
      if (index > 0) glyphs.push(space);
      if (word) glyphs.push(...glyphsOf(word));
    });
    const advanceWidth = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
    // What pdf-lib reads of a glyph run: its glyphs (and their advance widths).
    return { glyphs, advanceWidth, positions: [] } as unknown as GlyphRun;
  };
  PARSED_FONTS.set(bytes, font);
  return font;
}

function parsedTextFont(): FontkitFont {
  return parsedFont(textFontBytes());
}

/** Empties the shared word caches, so that a measure can see a document whose every word is new. */
export function forgetWordCaches(): void {
  for (const cache of WORD_GLYPHS) cache.clear();
  WORD_WIDTHS.clear();
}

// pdf-lib asks the registered fontkit to parse the bytes again for every document: this one hands back the font parsed once.
const sharedFontkit: Fontkit = { create: (bytes) => parsedFont(bytes) };

/** The width of a run of text without line breaks at a font size, in points. */
export function textWidth(text: string, size: number): number {
  const font = parsedTextFont();
  const em = WORD_WIDTHS.get(text) ?? remember(WORD_WIDTHS, text, font.layout(text).advanceWidth / font.unitsPerEm);
  return em * size;
}

/** The text font embedded in a document, subset to the glyphs the document draws. */
export async function embedTextFont(doc: PDFDocument): Promise<PDFFont> {
  return embedFontFile(doc, textFontBytes());
}

/** Another font file (TrueType, OpenType, WOFF) embedded in a document, subset, laid out as the text font is: pass the same bytes each time. */
export async function embedFontFile(doc: PDFDocument, bytes: Uint8Array): Promise<PDFFont> {
  doc.registerFontkit(sharedFontkit);
  return doc.embedFont(bytes, { subset: true });
}
