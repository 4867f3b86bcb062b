import { PDFDocument, StandardFonts } from 'pdf-lib';
import { multipart, type Part } from '../../testing/multipart-body';
import type { TestAgent } from '../../testing/test-agent';
import { CLIENTS_BASE } from '../clients/client-paths';

export { multipart, type Part } from '../../testing/multipart-body';

/** Uploads parts to a client's documents. */
export const uploadDocument = (agent: TestAgent, clientId: string, parts: Part[], csrf = true) =>
  agent.request({ method: 'POST', url: `${CLIENTS_BASE}/${clientId}/documents`, ...multipart(parts), csrf });

/** The file part and, when given, the type part of an upload. */
export const documentParts = (fileName: string, data: Buffer, type?: string, contentType = 'application/octet-stream'): Part[] => [
  ...(type === undefined ? [] : [{ name: 'type', data: type }]),
  { name: 'document', fileName, contentType, data },
];

/** A real one-page PDF, made with pdf-lib. */
export async function smallPdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

export { onePixelPng } from '../../testing/sample-files';

/** A Windows program's first bytes: what a renamed .exe starts with. */
export const PROGRAM = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode')]);
