import type { PDFFont } from 'pdf-lib';

/** A stretch of a line drawn with one font. */
export interface FontRun {
  text: string;
  font: PDFFont;
  /** Width at size 1. */
  width: number;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function hasCharacter(font: PDFFont, codePoint: number): boolean {
  let set = characterSets.get(font);
  if (!set) characterSets.set(font, (set = new Set(font.getCharacterSet())));
  return set.has(codePoint);
}

/**
 * A line (already in visual order) cut into runs by font: each character goes to the first font that has it, the
 * last font taking what none has. A space stays with the run it is in, so words keep their font.
 */
export function fontRuns(line: string, fonts: PDFFont[]): FontRun[] {
  const runs: { text: string; font: PDFFont }[] = [];
  for (const character of line) {
    const codePoint = character.codePointAt(0)!;
    const last = runs.at(-1);
    const font = codePoint === 0x20 && last ? last.font : (fonts.find((candidate) => hasCharacter(candidate, codePoint)) ?? fonts.at(-1)!);
    if (last?.font === font) last.text += character;
    else runs.push({ text: character, font });
  }
  return runs.map((run) => ({ ...run, width: run.font.widthOfTextAtSize(run.text, 1) }));
}
