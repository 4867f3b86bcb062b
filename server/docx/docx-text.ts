import { TextRun, type IRunOptions } from 'docx';

/** How a run of a document is written: its size in points, bold, its colour (`rrggbb`), in a right-to-left language or not. */
export interface RunLook {
  size: number;
  isRtl: boolean;
  isBold?: boolean;
  color?: string;
}

// Word sizes runs in half points, and sets complex-script (Hebrew) text by its own size, weight and font.
const FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial' } as const;

/** The runs of a text's lines, a line break between two lines: Hebrew runs marked right to left, in logical order. */
export function runsOf(lines: readonly string[], look: RunLook): TextRun[] {
  const base: IRunOptions = {
    size: look.size * 2,
    sizeComplexScript: look.size * 2,
    font: FONT,
    ...(look.isBold ? { bold: true, boldComplexScript: true } : {}),
    ...(look.color ? { color: look.color } : {}),
    ...(look.isRtl ? { rightToLeft: true } : {}),
  };
  return lines.map((line, index) => new TextRun({ ...base, text: line, ...(index > 0 ? { break: 1 } : {}) }));
}

/** A block's text as the empty-line-separated paragraphs of its lines (as the PDF reads it). */
export function paragraphsOf(text: string): string[][] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.split(/\r?\n/).filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
}

/** A text's non-empty lines. */
export const linesOf = (text: string): string[] => text.split(/\r?\n/).filter((line) => line.trim() !== '');
