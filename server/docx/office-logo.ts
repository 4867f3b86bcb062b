import { ImageRun, Paragraph } from 'docx';
import { PDFDocument } from 'pdf-lib';
import type { OfficeLook } from '../pdf/page-frame';

// The logo's height in the header, in Word's pixels (96 to the inch), as the PDF's band draws it about.
const LOGO_HEIGHT = 40;

/**
 * The office's logo (PNG or JPEG, as its PDFs carry it) as the header's first line, on the reading side and its
 * proportions kept (read by pdf-lib, which the PDFs embed it with), named by the office for screen readers; none
 * without a logo.
 */
export async function officeLogo(office: OfficeLook, isRtl: boolean): Promise<Paragraph | undefined> {
  if (!office.logo) return undefined;
  const { bytes, contentType } = office.logo;
  const doc = await PDFDocument.create();
  const image = contentType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  const width = Math.round((image.width / image.height) * LOGO_HEIGHT);
  return new Paragraph({
    bidirectional: isRtl,
    children: [new ImageRun({ type: contentType === 'image/png' ? 'png' : 'jpg', data: bytes, transformation: { width, height: LOGO_HEIGHT }, altText: { name: office.name, description: office.name, title: office.name } })],
  });
}
