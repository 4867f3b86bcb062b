import { PDFDocument } from 'pdf-lib';
import type { CertificateFacts } from './certificate-facts';
import { certificatePages } from './certificate-pages';

/** The PDF with the audit certificate's pages added at its end. */
export async function appendCertificate(pdf: Uint8Array, facts: CertificateFacts): Promise<Uint8Array> {
  const [doc, certificate] = await Promise.all([PDFDocument.load(pdf), certificatePages(facts).then((bytes) => PDFDocument.load(bytes))]);
  const pages = await doc.copyPages(certificate, certificate.getPageIndices());
  for (const page of pages) doc.addPage(page);
  return doc.save();
}
