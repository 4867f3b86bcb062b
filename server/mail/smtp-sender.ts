import type { MailAttachment } from './mailer';

/** What goes over SMTP: one recipient, a subject, a text body, an optional HTML body and files from memory. */
export interface SmtpMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends one message over SMTP; rejects with the transport's error when the server refuses it. */
export type SmtpSend = (message: SmtpMessage) => Promise<void>;

// A request waits on the send (a reset link, a code), so a dead server must fail in seconds, not minutes.
// The URL's own query (?connectionTimeout=…) overrides these.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Checks an SMTP address without ever repeating it (it may hold a password). */
export function assertSmtpUrl(smtpUrl: string): void {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a valid address; expected smtp://[user:password@]host[:port] or smtps://…');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  if (!url.hostname) throw new Error('SMTP_URL names no host');
}

/**
 * A sender over nodemailer's SMTP transport, configured by the URL alone: smtp:// (STARTTLS when the server
 * offers it) or smtps:// (TLS from the start), credentials in the URL, and self-signed certificates accepted
 * only when the URL says `?tls.rejectUnauthorized=false`.
 */
export function createSmtpSend(smtpUrl: string, from: string): SmtpSend {
  assertSmtpUrl(smtpUrl);
  // nodemailer is loaded with the first message, not at start-up. Messages never read files or URLs from the server
  // (attachments by path, etc.).
  const transport = import('nodemailer').then(({ createTransport }) => createTransport({ url: smtpUrl, ...TIMEOUTS, disableFileAccess: true, disableUrlAccess: true }));
  return async ({ to, subject, text, html, attachments }) => {
    await (await transport).sendMail({ from, to, subject, text, ...(html === undefined ? {} : { html }), ...(attachments ? { attachments } : {}) });
  };
}
