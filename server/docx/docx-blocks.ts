import { BorderStyle, Paragraph } from 'docx';
import type { DocumentTemplateBlock } from '../../engine/generated/config-types';
import { linesOf, paragraphsOf, runsOf } from './docx-text';

/** How the blocks of one document are written: its direction and the office's colour (`rrggbb`) for headings. */
export interface BlockLook {
  isRtl: boolean;
  accent: string | undefined;
}

/** Sizes in points, gaps in twentieths of a point, as the PDF sets them. */
export const SIZES = { title: 18, heading: 13, body: 10.5, header: 9 } as const;
const GAPS = { beforeHeading: 200, afterHeading: 80, afterParagraph: 140, beforeSignature: 720 } as const;
// The signature's rule: a bottom border on an empty paragraph as wide as the PDF's (180 pt).
const SIGNATURE_RULE_TWIPS = 180 * 20;
// A4 (11906 twips) less its margins of an inch (1440) each side.
export const TEXT_WIDTH_TWIPS = 11906 - 2 * 1440;

type BlockParagraphs = (text: string, look: BlockLook) => Paragraph[];

// One writer per kind of block; the schema names the kinds.
export const BLOCK_PARAGRAPHS: Record<DocumentTemplateBlock['kind'], BlockParagraphs> = {
  heading: (text, look) => [
    new Paragraph({
      bidirectional: look.isRtl,
      keepNext: true,
      spacing: { before: GAPS.beforeHeading, after: GAPS.afterHeading },
      children: runsOf(linesOf(text), { size: SIZES.heading, isRtl: look.isRtl, isBold: true, ...(look.accent ? { color: look.accent } : {}) }),
    }),
  ],
  paragraph: (text, look) =>
    paragraphsOf(text).map(
      (lines) => new Paragraph({ bidirectional: look.isRtl, spacing: { after: GAPS.afterParagraph }, children: runsOf(lines, { size: SIZES.body, isRtl: look.isRtl }) }),
    ),
  signature: (text, look) => {
    const lines = linesOf(text);
    // The rule and the words under it stay on one page.
    const rule = new Paragraph({
      bidirectional: look.isRtl,
      keepNext: true,
      spacing: { before: GAPS.beforeSignature },
      // Held to the reading side: `end` is the left in a right-to-left paragraph, the right otherwise.
      indent: { end: TEXT_WIDTH_TWIPS - SIGNATURE_RULE_TWIPS },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '333333', space: 1 } },
      children: [],
    });
    return [rule, ...lines.map((line, index) => new Paragraph({ bidirectional: look.isRtl, keepNext: index < lines.length - 1, children: runsOf([line], { size: SIZES.body, isRtl: look.isRtl }) }))];
  },
};
