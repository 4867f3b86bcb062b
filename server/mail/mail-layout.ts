import type { Language } from '../../engine/i18n/languages';
import type { OutgoingMail } from './mailer';
import { escapeHtml } from './escape-html';

/** A line of a mail: a paragraph of text, an empty line between paragraphs, a link, or a code to type. */
export type MailLine = string | { link: string } | { code: string };

/** The languages every mail is written in, in this order: the product's Hebrew first, then English, then Spanish. */
const MAIL_LANGUAGES = [
  { language: 'he', dir: 'rtl' },
  { language: 'en', dir: 'ltr' },
  { language: 'es', dir: 'ltr' },
] as const satisfies readonly { language: Language; dir: 'rtl' | 'ltr' }[];

/** A mail's content, before the layout: which template it is, its subject, and its lines in each language. */
export interface MailContent {
  template: string;
  subject: string;
  body: Record<Language, MailLine[]>;
  /** Only these languages' blocks, in this order (a mail to one person in their own language); every language by default. */
  languages?: readonly Language[];
}

/** Who a mail goes to, and the office it is sent for, when there is one. */
export interface MailEnvelope {
  to: string;
  tenantId?: string | null;
}

const textOf = (line: MailLine): string => (typeof line === 'string' ? line : 'link' in line ? line.link : line.code);

function htmlOf(line: MailLine): string {
  if (typeof line === 'string') return line ? `<p style="margin:0 0 12px">${escapeHtml(line)}</p>` : '';
  if ('link' in line) return `<p style="margin:0 0 12px"><a href="${escapeHtml(line.link)}" style="color:#1677ff;word-break:break-all">${escapeHtml(line.link)}</a></p>`;
  return `<p style="margin:0 0 12px;font-size:24px;letter-spacing:4px"><b>${escapeHtml(line.code)}</b></p>`;
}

/**
 * Every mail the product sends, laid out one way: its text body (each language's lines, then a rule) and its HTML
 * body (one block per language in its own direction, on a plain white card), every value escaped by one escaper.
 */
export function renderMail(content: MailContent, envelope: MailEnvelope): OutgoingMail {
  const languages = content.languages ? content.languages.flatMap((wanted) => MAIL_LANGUAGES.filter(({ language }) => language === wanted)) : MAIL_LANGUAGES;
  const text = languages.map(({ language }) => content.body[language].map(textOf).join('\n')).join('\n\n---\n\n');
  const blocks = languages.map(({ language, dir }) => `<div dir="${dir}" lang="${language}" style="text-align:${dir === 'rtl' ? 'right' : 'left'}">${content.body[language].map(htmlOf).join('')}</div>`);
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
    blocks.join('<hr style="border:none;border-top:1px solid #e5e5e5;margin:20px 0">'),
    '</div></body></html>',
  ].join('');
  return { to: envelope.to, subject: content.subject, text, html, template: content.template, ...(envelope.tenantId ? { tenantId: envelope.tenantId } : {}) };
}
