import { PDFDocument, type PDFFont } from 'pdf-lib';
import { embedTextFont } from './fonts';

/** A new PDF of the product with its title, language and date, and the font that writes every language it offers. */
export async function newTextDocument(meta: { title: string; language: string; createdAt: Date }): Promise<{ doc: PDFDocument; font: PDFFont }> {
  const doc = await PDFDocument.create();
  const font = await embedTextFont(doc);
  doc.setTitle(meta.title);
  doc.setLanguage(meta.language);
  doc.setCreationDate(meta.createdAt);
  doc.setProducer('Lishka');
  return { doc, font };
}
