import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendCertificate } from './append-certificate';
import { shortUserAgent, utcTime } from './certificate-format';
import { certificateLanguages, EVENT_LABELS } from './certificate-labels';
import { certificatePages } from './certificate-pages';
import { certificateFacts, contractPdf, HAS_POPPLER, pdfText, renderPages } from './signing-pdf.test-support';

let certificate: Uint8Array;

beforeAll(async () => {
  certificate = await certificatePages(certificateFacts());
});

describe('certificatePages', () => {
  it('runs a long trail over several numbered A4 pages', async () => {
    const doc = await PDFDocument.load(certificate);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it.skipIf(!HAS_POPPLER)('reads in both languages: the Hebrew name in logical order, the English labels, every page numbered', async () => {
    renderPages(certificate, 'certificate');
    const text = pdfText(certificate, 'certificate');
    expect(text).toContain('הסכם שכר טרחה – דנה כהן');
    expect(text).toContain('תעודת השלמה וחתימה');
    for (const label of ['Certificate of completion', 'Document name', 'SHA-256 of the document sent', 'Participants', 'Audit trail', 'Time (UTC)', 'IP address and browser']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('a3f1c2d4e5b6978812345678abcdef0123456789abcdef0123456789abcdef01');
    expect(text).toContain('dana.cohen@example.co.il');
    expect(text).toContain('2001:db8:85a3::8a2e:370:7334');
    expect(text).toContain('Safari 17.1 · iOS 17');
    const pages = (await PDFDocument.load(certificate)).getPageCount();
    expect(text).toMatch(new RegExp(`${pages} ?/ ?${pages}`));
  });

  it('can lead in English and still carries Hebrew', async () => {
    const english = await certificatePages({ ...certificateFacts(4), languages: ['en'] });
    expect((await PDFDocument.load(english)).getPageCount()).toBeLessThanOrEqual(2);
    if (HAS_POPPLER) {
      renderPages(english, 'certificate-en');
      const text = pdfText(english, 'certificate-en');
      expect(text).toContain('Certificate of completion');
      expect(text).toContain('תעודת השלמה וחתימה');
    }
  });
});

describe('appendCertificate', () => {
  it('adds the certificate’s pages after the document’s', async () => {
    const appended = await appendCertificate(await contractPdf(), certificateFacts());
    const certificatePageCount = (await PDFDocument.load(certificate)).getPageCount();
    expect((await PDFDocument.load(appended)).getPageCount()).toBe(2 + certificatePageCount);
  });
});

describe('the certificate’s wording', () => {
  it('names every event of the trail in Hebrew and English', () => {
    const codes = ['created', 'updated', 'submitted', 'link_sent', 'viewed', 'code_sent', 'code_verified', 'code_failed', 'approved', 'rejected'];
    for (const code of [...codes, 'changes_requested', 'signed', 'declined', 'expired', 'reminded', 'resent', 'cancelled', 'completed', 'sealed']) {
      expect(EVENT_LABELS[code]?.he).toMatch(/[\u0590-\u05FF]/);
      expect(EVENT_LABELS[code]?.en).toMatch(/^[A-Z]/);
    }
  });

  it('is always in both languages, the first asked leading', () => {
    expect(certificateLanguages(['en'])).toEqual(['en', 'he']);
    expect(certificateLanguages(['es', 'he'])).toEqual(['he', 'en']);
    expect(certificateLanguages([])).toEqual(['he', 'en']);
  });

  it('states times in UTC and shortens user agents', () => {
    expect(utcTime('2026-11-27T10:15:30.250+02:00')).toBe('2026-11-27 08:15:30');
    expect(shortUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome 131 · Windows');
    expect(shortUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(shortUserAgent(null)).toBe('—');
  });
});
