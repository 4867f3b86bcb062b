import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../src/api/content-disposition';
import { attachmentDisposition, safeAttachmentHeaders } from './attachment-disposition';

describe('attachmentDisposition', () => {
  it('drops bidi controls from a name stored before uploads lost them (issue 17)', () => {
    expect(attachmentDisposition('invoice\u202Efdp.exe.pdf')).toBe(`attachment; filename="invoicefdp.exe.pdf"; filename*=UTF-8''invoicefdp.exe.pdf`);
  });

  it('keeps a plain ASCII name as it is', () => {
    expect(attachmentDisposition('report-2025.pdf')).toBe(`attachment; filename="report-2025.pdf"; filename*=UTF-8''report-2025.pdf`);
  });

  it('gives a Hebrew name as UTF-8 in filename* and an ASCII stand-in in filename', () => {
    const header = attachmentDisposition('חוזה שכירות.pdf');
    expect(header).toMatch(/^attachment; filename="[_ ]+\.pdf"; filename\*=UTF-8''%D7%97/);
    expect(fileNameOf(header)).toBe('חוזה שכירות.pdf');
  });

  it('cannot be broken out of: quotes, semicolons, line breaks and folders are neutralised', () => {
    const header = attachmentDisposition('../evil";\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename=')[1]).toMatch(/^"[^"]*"; filename\*=/);
    expect(fileNameOf(header)).toBe('evil";Set-Cookie: x=1;.pdf');
  });
});

describe('safeAttachmentHeaders', () => {
  it('makes a download saved, never sniffed, cached or run, under its own name and type', () => {
    expect(safeAttachmentHeaders('דוח רבעוני.pdf', 'application/pdf')).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': attachmentDisposition('דוח רבעוני.pdf'),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });
});
