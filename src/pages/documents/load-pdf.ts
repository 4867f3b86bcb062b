import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * Opens a PDF's bytes with pdf.js, whose code is fetched the first time (only the document's page asks for it). Its
 * worker is a same-origin file of the build, so the Content Security Policy's script-src 'self' admits it.
 */
export async function loadPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // isEvalSupported false: no font program is ever compiled from a file's bytes.
  return pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
}
