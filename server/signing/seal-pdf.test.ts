import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualLine } from '../pdf/bidi-line';
import { embedTextFont } from '../pdf/fonts';
import { officeCertificate, readP12, SEAL_CERTIFICATE_FILE, selfSignedP12, type OfficeCertificate } from './office-certificate';
import { sealPdf } from './seal-pdf';
import { verifySeal } from './verify-seal';

const HEBREW = 'הסכם שכר טרחה לשנת 2026 בסך ₪12,500';
const SIGNING_TIME = new Date('2026-11-27T10:15:30Z');

let folder: string;
let certificate: OfficeCertificate;
let plain: Uint8Array;
let sealed: Buffer;

async function hebrewPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await embedTextFont(doc);
  const page = doc.addPage([595.28, 841.89]);
  const line = visualLine(HEBREW, true);
  page.drawText(line, { x: 540 - font.widthOfTextAtSize(line, 14), y: 780, size: 14, font, color: rgb(0, 0, 0) });
  return doc.save();
}

/** Writes the bytes to a file and runs a poppler tool on it: its printed output, whatever its exit status. */
function poppler(tool: string, bytes: Uint8Array, ...args: string[]): string {
  const path = join(folder, `${tool}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  const run = spawnSync(tool, [...args, path, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

const seal = (bytes: Uint8Array, by: OfficeCertificate) =>
  sealPdf(bytes, { certificate: by, reason: 'נחתם בידי הלקוח', location: 'תל אביב', name: 'משרד כהן', signingTime: SIGNING_TIME });

/** The sealed bytes with the document's /Producer "pdf-lib…" made "Pdf-lib…": inside the signed range, harmless to a reader. */
function withOneByteChanged(bytes: Buffer): Buffer {
  const changed = Buffer.from(bytes);
  // pdf-lib writes the producer as UTF-16 in hex: FEFF, then 0070 for "p".
  const at = changed.indexOf('/Producer <FEFF0070');
  expect(at).toBeGreaterThan(0);
  changed[at + '/Producer <FEFF00'.length] = '5'.charCodeAt(0);
  return changed;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lishka-seal-'));
  certificate = officeCertificate({ dataDir: join(folder, 'data'), installationName: 'משרד כהן', env: {} });
  plain = await hebrewPdf();
  sealed = await seal(plain, certificate);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('sealPdf', () => {
  it('makes a PAdES signature that poppler finds valid over the whole document', () => {
    const report = poppler('pdfsig', sealed);
    expect(report).toContain('Signature #1:');
    expect(report).toContain('Signer Certificate Common Name: Lishka document seal – משרד כהן');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('keeps the Hebrew text readable in its logical order', () => {
    const text = poppler('pdftotext', sealed, '-enc', 'UTF-8').replace(/[\u200E\u200F\u202A-\u202E]/g, '');
    for (const word of ['הסכם', 'שכר', 'טרחה', 'לשנת', '2026', 'בסך', '12,500']) expect(text).toContain(word);
    expect(text.indexOf('הסכם')).toBeLessThan(text.indexOf('טרחה'));
    expect(text.indexOf('טרחה')).toBeLessThan(text.indexOf('בסך'));
  });
  it('refuses a PDF already signed rather than break its signature', async () => {
    await expect(seal(sealed, certificate)).rejects.toThrow(/already signed/);
  });
});

describe('verifySeal', () => {
  it('finds the seal intact and made by this installation', () => {
    expect(verifySeal(sealed, certificate)).toEqual({
      isSealed: true,
      isIntact: true,
      isOurs: true,
      signedAt: SIGNING_TIME,
      signer: 'Lishka document seal – משרד כהן',
    });
  });

  it('finds no seal on a PDF never sealed', () => {
    expect(verifySeal(plain, certificate)).toEqual({ isSealed: false, isIntact: false, isOurs: false });
  });

  it('finds one changed byte: poppler and verifySeal both say the document was modified', () => {
    const changed = withOneByteChanged(sealed);
    const report = poppler('pdfsig', changed);
    expect(report).toContain('Signature Validation: Digest Mismatch.');
    expect(report).not.toContain('Signature is Valid');
    expect(verifySeal(changed, certificate)).toMatchObject({ isSealed: true, isIntact: false, isOurs: true });
  });

  it('finds bytes added after sealing (an incremental update) not intact', () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n% added after sealing\n')]);
    expect(verifySeal(appended, certificate)).toMatchObject({ isSealed: true, isIntact: false });
  });

  it('tells a seal made by another certificate from this installation’s', async () => {
    const other = officeCertificate({ dataDir: join(folder, 'other-data'), installationName: 'Another office', env: {} });
    const byOther = await seal(plain, other);
    expect(poppler('pdfsig', byOther)).toContain('Signature is Valid.');
    expect(verifySeal(byOther, certificate)).toMatchObject({ isSealed: true, isIntact: true, isOurs: false, signer: 'Lishka document seal – Another office' });
  });
});

describe('officeCertificate', () => {
  it('makes the certificate once, keeps it in the data folder readable by its owner only, and reuses it', () => {
    const file = join(folder, 'data', SEAL_CERTIFICATE_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const bytes = readFileSync(file);
    expect(officeCertificate({ dataDir: join(folder, 'data'), env: {} }).fingerprint).toBe(certificate.fingerprint);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    // Read afresh from the file, as a restarted server would.
    expect(readP12(bytes, '').fingerprint).toBe(certificate.fingerprint);
    expect(certificate.commonName).toBe('Lishka document seal – משרד כהן');
  });

  it('uses a configured PKCS#12 file with its passphrase, and makes none in the data folder', async () => {
    const path = join(folder, 'real.p12');
    writeFileSync(path, selfSignedP12('Cohen & Co. qualified seal', 'a passphrase'));
    const dataDir = join(folder, 'configured-data');
    const real = officeCertificate({ dataDir, env: { SEAL_P12_PATH: path, SEAL_P12_PASSPHRASE: 'a passphrase' } });
    expect(real.commonName).toBe('Cohen & Co. qualified seal');
    expect(existsSync(join(dataDir, SEAL_CERTIFICATE_FILE))).toBe(false);
    expect(verifySeal(await seal(plain, real), real)).toMatchObject({ isIntact: true, isOurs: true });
    expect(() => readP12(readFileSync(path), 'wrong')).toThrow();
  });
});
