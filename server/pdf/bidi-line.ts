import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

// What belongs to the character before it and must stay after it when a run is reversed: a combining mark (niqqud,
// cantillation, accents: fontkit's positioning throws on a mark before its base) or the second half of a surrogate pair.
const TRAILING = /[\p{M}\uDC00-\uDFFF]/u;

/** Puts each cluster of a just-reversed stretch back in its own order: its base first, then what trails it. */
function restoreClusters(units: string[], start: number, end: number): void {
  const fixed: string[] = [];
  let held: string[] = [];
  for (let index = start; index <= end; index++) {
    const unit = units[index]!;
    if (TRAILING.test(unit)) held.push(unit);
    else {
      fixed.push(unit, ...held.reverse());
      held = [];
    }
  }
  fixed.push(...held.reverse());
  units.splice(start, fixed.length, ...fixed);
}

/**
 * A logical line in the order it is drawn from left to right: the Unicode Bidirectional Algorithm's visual order in
 * a paragraph of the given direction, mirrored brackets included. Hebrew runs come out reversed while numbers, e-mails
 * and Latin inside them keep reading left to right; a combining mark stays after its letter.
 */
export function visualLine(text: string, isRtl: boolean): string {
  if (!isRtl && !/[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(text)) return text;
  const levels = bidi.getEmbeddingLevels(text, isRtl ? 'rtl' : 'ltr');
  const units = text.split('');
  for (const [index, mirrored] of bidi.getMirroredCharactersMap(text, levels.levels)) units[index] = mirrored;
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    const reversed = units.slice(start, end + 1).reverse();
    units.splice(start, reversed.length, ...reversed);
    restoreClusters(units, start, end);
  }
  return units.join('');
}
