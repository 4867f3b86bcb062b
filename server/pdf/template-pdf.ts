import { PDFDocument } from 'pdf-lib';
import type { DocumentTemplate, DocumentTemplateBlock, LocalizedText } from '../../engine/generated/config-types';
import { fillPlaceholders, type TemplatePlaceholder } from '../../engine/documents/template-placeholders';
import { isRtl as isRtlLanguage, pickText, type Language } from '../../engine/i18n/languages';
import { embedTextFont } from './fonts';
import { BAND_HEIGHT, colorOf, numberPages, officeBand, type OfficeLook } from './page-frame';
import { PageWriter } from './page-writer';

/** What a document is produced from: the template, its language, the facts put in and the office it is for. */
export interface TemplatePdfInput {
  template: DocumentTemplate;
  language: Language;
  values: Partial<Record<TemplatePlaceholder, string>>;
  office: OfficeLook;
}

const SIZES = { title: 18, heading: 13, body: 10.5 } as const;
const GAPS = { afterTitle: 14, beforeHeading: 10, afterParagraph: 7, beforeSignature: 36 } as const;
const SIGNATURE_RULE = 180;
const MARGINS = { top: BAND_HEIGHT + 32, bottom: 56, side: 56 } as const;

/** A block's text as the empty-line-separated paragraphs of its lines. */
function paragraphsOf(text: string): string[][] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.split(/\r?\n/).filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
}

type BlockWriter = (writer: PageWriter, text: string, look: { accent: ReturnType<typeof colorOf>['color'] | undefined; isFirst: boolean }) => void;

// One writer per kind of block; the schema names the kinds.
const BLOCK_WRITERS: Record<DocumentTemplateBlock['kind'], BlockWriter> = {
  heading: (writer, text, { accent, isFirst }) => {
    if (!isFirst) writer.space(GAPS.beforeHeading);
    writer.keepTogether(writer.linesHeight(3, SIZES.heading));
    for (const line of text.split(/\r?\n/)) writer.write(line, { size: SIZES.heading, ...(accent ? { color: accent } : {}) });
  },
  paragraph: (writer, text) => {
    for (const lines of paragraphsOf(text)) {
      for (const line of lines) writer.write(line, { size: SIZES.body });
      writer.space(GAPS.afterParagraph);
    }
  },
  signature: (writer, text) => {
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    // The rule and the words under it stay on one page.
    writer.keepTogether(GAPS.beforeSignature + 10 + writer.linesHeight(lines.length, SIZES.body));
    writer.space(GAPS.beforeSignature);
    writer.rule({ length: SIGNATURE_RULE, thickness: 0.8 });
    for (const line of lines) writer.write(line, { size: SIZES.body });
  },
};

/**
 * A template produced as an A4 PDF in a language: the office's band (logo, name, colour) on every page, the title and
 * the blocks with the facts put in, wrapped, paginated and numbered, right to left in Hebrew.
 */
export async function renderTemplatePdf({ template, language, values, office }: TemplatePdfInput): Promise<Uint8Array> {
  const inLanguage = (text: LocalizedText) => fillPlaceholders(pickText(text, language), values);
  const isRtl = isRtlLanguage(language);
  const title = inLanguage(template.title);
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setLanguage(language);
  doc.setCreator('Lishka');
  doc.setProducer('Lishka');
  const font = await embedTextFont(doc);
  const primary = colorOf(office.primaryColor);
  const writer = new PageWriter(doc, font, isRtl, MARGINS, await officeBand(doc, font, office, isRtl));
  for (const line of title.split(/\r?\n/)) writer.write(line, { size: SIZES.title });
  writer.space(GAPS.afterTitle);
  template.blocks.forEach((block, index) => {
    const writeBlock = BLOCK_WRITERS[block.kind] as BlockWriter | undefined;
    if (!writeBlock) throw new Error(`Document template ${template.id}: block ${index} is of kind "${String(block.kind)}", which is none of ${Object.keys(BLOCK_WRITERS).join(', ')}`);
    writeBlock(writer, inLanguage(block.text), { accent: primary.isLight ? undefined : primary.color, isFirst: index === 0 });
  });
  numberPages(writer.pages, font);
  return doc.save();
}
