import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePages } from './certificate-pages';
import { completedSignedPdf, sealedCertificate } from './completed-signed-pdf';
import { officeCertificate, type OfficeCertificate } from './office-certificate';
import { certificateFacts, contractPdf, HAS_POPPLER, pdfText, poppler, renderPages, signedFields, TYPED_SIGNATURE } from './signing-pdf.test-support';
import { verifySeal } from './verify-seal';

const SIGNING_TIME = new Date('2026-11-27T09:06:00Z');

let folder: string;
let certificate: OfficeCertificate;
let completed: Buffer;

/** The sealed bytes with the /Producer's "p" made "P": inside the signed range, harmless to a reader. */
function withOneByteChanged(bytes: Buffer): Buffer {
  const changed = Buffer.from(bytes);
  const at = changed.indexOf('/Producer <FEFF0070');
  expect(at).toBeGreaterThan(0);
  changed[at + '/Producer <FEFF00'.length] = '5'.charCodeAt(0);
  return changed;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lishka-signed-'));
  certificate = officeCertificate({ dataDir: folder, installationName: 'משרד לוי', env: {} });
  completed = await completedSignedPdf({ original: await contractPdf(), fields: signedFields(), facts: certificateFacts(), certificate, signingTime: SIGNING_TIME });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('completedSignedPdf', () => {
  it('holds the document’s pages, then the certificate’s, sealed by this installation', async () => {
    const certificatePageCount = (await PDFDocument.load(await certificatePages(certificateFacts()))).getPageCount();
    expect((await PDFDocument.load(completed)).getPageCount()).toBe(2 + certificatePageCount);
    expect(verifySeal(completed, certificate)).toMatchObject({ isSealed: true, isIntact: true, isOurs: true, signedAt: SIGNING_TIME });
  });

  it.skipIf(!HAS_POPPLER)('verifies with pdfsig, and is reported modified once a byte changes', () => {
    const report = poppler('pdfsig', completed, 'completed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const changed = poppler('pdfsig', withOneByteChanged(completed), 'completed-changed');
    expect(changed).toContain('Digest Mismatch');
    expect(changed).not.toContain('Signature is Valid');
  });

  it.skipIf(!HAS_POPPLER)('reads the typed Hebrew signature and the certificate’s Hebrew document name in order', () => {
    renderPages(completed, 'completed');
    const text = pdfText(completed, 'completed');
    expect(text).toContain(TYPED_SIGNATURE);
    expect(text).toContain('הסכם שכר טרחה – דנה כהן');
    expect(text).toContain('Certificate of completion');
  });
});

describe('sealedCertificate', () => {
  it('seals the certificate alone', async () => {
    const sealed = await sealedCertificate({ facts: certificateFacts(6), certificate, signingTime: SIGNING_TIME });
    expect(verifySeal(sealed, certificate)).toMatchObject({ isIntact: true, isOurs: true });
    if (HAS_POPPLER) expect(poppler('pdfsig', sealed, 'certificate-sealed')).toContain('Signature is Valid.');
  });
});
