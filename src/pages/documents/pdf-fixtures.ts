import type { DownloadedFile } from '../../api/api-client-options';

/**
 * A real PDF of `pages` pages, 300×400 points each, page n holding n bars (shapes only: no font to fetch), written
 * out with its cross-reference table so pdf.js opens it without repairing it.
 */
export function pdfBytes(pages: number): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, index) => `${3 + index * 2} 0 R`).join(' ')}] /Count ${pages} >>`];
  for (let page = 1; page <= pages; page += 1) {
    const bars = Array.from({ length: page }, (_, index) => `20 ${360 - index * 30} ${260 - index * 10} 20 re f`).join('\n');
    const content = `0.15 0.35 0.75 rg\n${bars}\n0 0 0 RG 10 10 280 380 re S`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Resources << >> /Contents ${4 + (page - 1) * 2} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** The PDF fixture as the download answers it. */
export const pdfFile = (pages = 2): DownloadedFile => ({ blob: new Blob([pdfBytes(pages) as BlobPart], { type: 'application/pdf' }), fileName: 'statement-of-claim.pdf' });
