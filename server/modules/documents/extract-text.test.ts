import { describe, expect, it } from 'vitest';
import { renderTemplatePdf } from '../../pdf/template-pdf';
import { smallPdf } from './documents.test-support';
import { extractText } from './extract-text';

describe('the words inside an uploaded file', () => {
  it('reads a PDF’s text, Hebrew in reading order and numbers whole', async () => {
    const pdf = await renderTemplatePdf({
      template: { id: 'letter', documentType: 'general', name: { he: 'מכתב', en: 'Letter' }, title: { he: 'מכתב ל{client.fullName}', en: 'x' }, blocks: [{ kind: 'paragraph', text: { he: 'תעודת זהות {client.idNumber}, סכום 12,500', en: 'x' } }] },
      language: 'he',
      values: { 'client.fullName': 'נועה ברק', 'client.idNumber': '123456782' },
      office: { name: 'כהן ושות׳' },
    });
    const text = await extractText({ contentType: 'application/pdf', data: Buffer.from(pdf) });
    expect(text).toContain('נועה ברק');
    expect(text).toContain('123456782');
    expect(text).toContain('12,500');
    expect(await extractText({ contentType: 'application/pdf', data: await smallPdf('Affidavit of Yossi Mizrahi') })).toBe('Affidavit of Yossi Mizrahi');
  });

  it('keeps nothing for a damaged PDF or a type whose text it does not read, rather than refusing the file', async () => {
    expect(await extractText({ contentType: 'application/pdf', data: Buffer.from('%PDF-1.7\nnot really a pdf') })).toBe('');
    expect(await extractText({ contentType: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) })).toBe('');
  });
});
