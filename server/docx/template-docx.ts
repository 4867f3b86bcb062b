import { Document, Packer, Paragraph } from 'docx';
import type { DocumentTemplateBlock, LocalizedText } from '../../engine/generated/config-types';
import { fillPlaceholders } from '../../engine/documents/template-placeholders';
import { isRtl as isRtlLanguage, pickText } from '../../engine/i18n/languages';
import type { TemplatePdfInput } from '../pdf/template-pdf';
import { BLOCK_PARAGRAPHS, SIZES, type BlockLook } from './docx-blocks';
import { linesOf, runsOf } from './docx-text';
import { officeHeader } from './office-header';
import { officeLogo } from './office-logo';

/** What a Word document is produced from: the same as its PDF (template, language, facts, office). */
export type TemplateDocxInput = TemplatePdfInput;

const DEFAULT_ACCENT = '1f4e79';

/** The office's colour as Word writes it (`rrggbb`), unless it is too light to read on white. */
function accentOf(hex: string | undefined): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex ?? '');
  if (!match) return DEFAULT_ACCENT;
  const [red, green, blue] = [0, 2, 4].map((at) => Number.parseInt(match[1]!.slice(at, at + 2), 16) / 255) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.6 ? DEFAULT_ACCENT : match[1]!.toLowerCase();
}

/**
 * A template produced as an A4 Word document (DOCX) in a language: the office's logo, name and contact as the header, the
 * title in its colour and the blocks with the facts put in exactly as the PDF's; in Hebrew every paragraph runs right
 * to left (and so does the document's default), its text kept in logical order for Word to lay out.
 */
export async function renderTemplateDocx({ template, language, values, office }: TemplateDocxInput): Promise<Buffer> {
  const inLanguage = (text: LocalizedText) => fillPlaceholders(pickText(text, language), values);
  const isRtl = isRtlLanguage(language);
  const accent = accentOf(office.primaryColor);
  const look: BlockLook = { isRtl, accent };
  const title = inLanguage(template.title);
  const body = template.blocks.flatMap((block, index) => {
    const paragraphs = BLOCK_PARAGRAPHS[block.kind] as ((text: string, look: BlockLook) => Paragraph[]) | undefined;
    if (!paragraphs) throw new Error(`Document template ${template.id}: block ${index} is of kind "${String((block as DocumentTemplateBlock).kind)}", which is none of ${Object.keys(BLOCK_PARAGRAPHS).join(', ')}`);
    return paragraphs(inLanguage(block.text), look);
  });
  const doc = new Document({
    title,
    creator: 'Lishka',
    styles: {
      default: {
        document: {
          // Word's document defaults carry the run's direction and language; each paragraph says its own direction.
          run: { rightToLeft: isRtl, language: isRtl ? { value: 'he-IL', bidirectional: 'he-IL' } : { value: language === 'es' ? 'es-ES' : 'en-US' } },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } },
        headers: { default: officeHeader(office, values, isRtl, accent, await officeLogo(office, isRtl)) },
        children: [new Paragraph({ bidirectional: isRtl, spacing: { after: 280 }, children: runsOf(linesOf(title), { size: SIZES.title, isRtl, isBold: true, color: accent }) }), ...body],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
