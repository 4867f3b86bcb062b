import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { degrees, PDFDocument, rgb } from 'pdf-lib';
import { visualLine } from '../pdf/bidi-line';
import { embedTextFont } from '../pdf/fonts';
import { pngOf } from '../pdf/template-pdf.test-support';
import { PROJECT_ROOT } from '../project-root';
import type { CertificateFacts } from './certificate-facts';
import type { SignedField } from './signed-field';

/** Whether poppler's tools are installed (CI installs poppler-utils; a machine without them skips their checks). */
export const HAS_POPPLER = spawnSync('pdfsig', ['-v']).error === undefined;

/** Where the pages rendered by tests go, to be looked at (gitignored). */
export const ARTIFACTS = join(PROJECT_ROOT, 'test-artifacts/signing');

/** Runs a poppler tool on the bytes (written to ARTIFACTS under `name`): what it printed, whatever its exit status. */
export function poppler(tool: 'pdfsig' | 'pdftotext' | 'pdfinfo', bytes: Uint8Array, name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.pdf`);
  writeFileSync(path, bytes);
  const args = tool === 'pdftotext' ? ['-enc', 'UTF-8', path, '-'] : [path];
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** The text of a PDF as pdftotext reads it, bidi marks removed. */
export const pdfText = (bytes: Uint8Array, name: string) => poppler('pdftotext', bytes, name).replace(/[\u200E\u200F\u202A-\u202E]/g, '');

/** Renders every page to ARTIFACTS/<name>-<n>.png at 60 dpi. */
export function renderPages(bytes: Uint8Array, name: string): void {
  poppler('pdfinfo', bytes, name);
  spawnSync('pdftoppm', ['-png', '-r', '60', join(ARTIFACTS, `${name}.pdf`), join(ARTIFACTS, name)]);
}

/** A two-page A4 contract in Hebrew with a filled form field; the second page is turned 90° (landscape). */
export async function contractPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await embedTextFont(doc);
  for (const [index, title] of ['הסכם שכר טרחה', 'נספח א׳ – תנאי תשלום'].entries()) {
    const page = doc.addPage([595.28, 841.89]);
    const line = visualLine(title, true);
    page.drawText(line, { x: 547 - font.widthOfTextAtSize(line, 18), y: 780, size: 18, font, color: rgb(0, 0, 0) });
    page.drawLine({ start: { x: 60, y: 120 }, end: { x: 260, y: 120 }, thickness: 0.5 });
    if (index === 1) page.setRotation(degrees(90));
  }
  // A form field filled before sending: flattening keeps what it shows and leaves nothing to edit.
  const form = doc.getForm();
  const reference = form.createTextField('reference');
  reference.setText('Ref 2026-117');
  reference.addToPage(doc.getPage(0), { x: 60, y: 700, width: 160, height: 22 });
  return doc.save();
}

/** A signature drawn in dark ink on a transparent 300×100 PNG: a looping stroke. */
export function drawnSignaturePng(): Uint8Array {
  const curve = (x: number) => 50 + 28 * Math.sin(x / 17) * Math.cos(x / 53) - (x - 150) / 12;
  return pngOf(300, 100, (x, y) => (Math.abs(y - curve(x)) < 2.5 && x > 12 && x < 288 ? [20, 30, 90, 255] : [0, 0, 0, 0]));
}

const field = (kind: SignedField['kind'], page: number, box: [number, number, number, number], rest: Partial<SignedField>): SignedField => ({
  kind,
  page,
  x: box[0],
  y: box[1],
  width: box[2],
  height: box[3],
  value: null,
  image: null,
  method: null,
  ...rest,
});

/** Typed Hebrew signature, as the tests look for it. */
export const TYPED_SIGNATURE = 'דנה כהן';
/** The Hebrew text box's value. */
export const HEBREW_TEXT = 'אני מאשרת את תנאי התשלום בסך ₪12,500 לשנה, כמפורט בסעיף 3';

/** One of each kind of field, filled, on both pages. */
export function signedFields(): SignedField[] {
  return [
    field('signature', 1, [0.1, 0.72, 0.34, 0.1], { image: drawnSignaturePng(), method: 'drawn' }),
    field('signature', 1, [0.56, 0.72, 0.34, 0.1], { value: TYPED_SIGNATURE, method: 'typed' }),
    field('initials', 1, [0.56, 0.86, 0.12, 0.06], { value: 'ד״כ', method: 'typed' }),
    field('date', 1, [0.1, 0.86, 0.25, 0.04], { value: '2026-11-27' }),
    field('checkbox', 1, [0.1, 0.3, 0.04, 0.03], { value: 'true' }),
    field('checkbox', 1, [0.1, 0.35, 0.04, 0.03], { value: 'false' }),
    field('text', 1, [0.3, 0.3, 0.6, 0.08], { value: HEBREW_TEXT }),
    field('text', 1, [0.3, 0.4, 0.6, 0.04], { value: 'Dana Cohen, ID 123456782' }),
    field('signature', 2, [0.6, 0.7, 0.3, 0.15], { value: 'Dana Cohen', method: 'typed' }),
    field('date', 2, [0.1, 0.7, 0.3, 0.08], { value: '2026-11-27' }),
    field('text', 2, [0.1, 0.1, 0.5, 0.1], { value: null }),
  ];
}

/** A completed workflow's facts with a long trail, so the certificate runs over several pages. */
export function certificateFacts(events = 60): CertificateFacts {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 8, minutes));
  const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
  const codes = ['link_sent', 'viewed', 'code_sent', 'code_verified', 'reminded', 'viewed'] as const;
  return {
    officeName: 'משרד לוי ושות׳',
    documentName: 'הסכם שכר טרחה – דנה כהן',
    documentSha256: 'a3f1c2d4e5b6978812345678abcdef0123456789abcdef0123456789abcdef01',
    workflowId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    sentAt: at(0),
    completedAt: at(events + 5),
    languages: ['he', 'en'],
    participants: [
      { name: 'דנה כהן', email: 'dana.cohen@example.co.il', role: 'signer', status: 'signed', actedAt: at(events), signatureMethod: 'typed' },
      { name: 'John Smith', email: 'john.smith@example.com', role: 'signer', status: 'signed', actedAt: at(events + 4), signatureMethod: 'drawn' },
      { name: 'עו״ד יעל לוי', email: 'yael@levi-law.co.il', role: 'approver', status: 'completed', actedAt: at(2), signatureMethod: null },
    ],
    events: [
      { event: 'created', occurredAt: at(0), participantName: null, actorName: 'עו״ד יעל לוי', ip: '10.0.0.7', userAgent: null },
      ...Array.from({ length: events - 2 }, (_, index) => ({
        event: codes[index % codes.length]!,
        occurredAt: at(index + 1).toISOString(),
        participantName: index % 2 ? 'John Smith' : 'דנה כהן',
        actorName: null,
        ip: index % 2 ? '2001:db8:85a3::8a2e:370:7334' : '192.0.2.44',
        userAgent,
      })),
      { event: 'signed', occurredAt: at(events), participantName: 'דנה כהן', actorName: null, ip: '192.0.2.44', userAgent },
      { event: 'completed', occurredAt: at(events + 5), participantName: null, actorName: null, ip: null, userAgent: null },
    ],
  };
}
