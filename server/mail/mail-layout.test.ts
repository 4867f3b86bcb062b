import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';

const SERVER = join(import.meta.dirname, '..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)]));
}

describe('the one mail layout', () => {
  it('writes each language in its own direction, escapes every value once, and keeps the text body plain', () => {
    const mail = renderMail(
      { template: 't', subject: 'נושא / Subject', body: { he: ['שלום <b>דנה</b>', '', { link: 'https://x.example/a?b=1&c="2"' }], en: ['Hello', { code: '123456' }], es: ['Hola'] } },
      { to: 'dana@example.com', tenantId: 'office-1' },
    );
    expect(mail).toMatchObject({ to: 'dana@example.com', subject: 'נושא / Subject', template: 't', tenantId: 'office-1' });
    expect(mail.text).toBe('שלום <b>דנה</b>\n\nhttps://x.example/a?b=1&c="2"\n\n---\n\nHello\n123456\n\n---\n\nHola');
    expect(mail.html).toContain('<div dir="rtl" lang="he"');
    expect(mail.html).toContain('<div dir="ltr" lang="en"');
    expect(mail.html).toContain('<div dir="ltr" lang="es"');
    expect(mail.html).toContain('שלום &lt;b&gt;דנה&lt;/b&gt;');
    expect(mail.html).toContain('href="https://x.example/a?b=1&amp;c=&quot;2&quot;"');
    expect(mail.html).toContain('<b>123456</b>');
    expect(mail.html!.indexOf('lang="he"')).toBeLessThan(mail.html!.indexOf('lang="en"'));
    expect(mail.html!.indexOf('lang="en"')).toBeLessThan(mail.html!.indexOf('lang="es"'));
  });

  it('is the only layout: no mail template writes its own HTML or its own escaper', () => {
    const templates = filesUnder(SERVER).filter((file) => file.endsWith('.mail.ts'));
    expect(templates.length).toBeGreaterThanOrEqual(4);
    const ownLayout = templates.filter((file) => /escapeHtml|<div|<p>|html:/.test(readFileSync(file, 'utf8'))).map((file) => relative(SERVER, file));
    expect(ownLayout).toEqual([]);
  });
});
