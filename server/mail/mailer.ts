import type { DatabaseHandle } from '../db/database';
import { isMailAddress } from './mail-address';
import { MailError } from './mail-error';
import { insertOutboxEntry, markOutboxEntryFailed, markOutboxEntrySent } from './outbox-queries';
import { createSmtpSend } from './smtp-sender';

/** A message to one recipient: a text body always, an HTML body when given. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it (e.g. `confirm-email`), for finding it in the outbox. */
  template?: string;
  /** The tenant it is sent for, when there is one. */
  tenantId?: string;
  /** Files sent with it (a signed PDF), from memory only; the outbox keeps the text, which names them, not the bytes. */
  attachments?: MailAttachment[];
}

/** A file sent with a message. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message the mailer took: its outbox row and how it left. */
export interface SentMail {
  id: string;
  transport: 'outbox' | 'smtp';
}

/** Sends mail; every message is recorded in mail_outbox whichever way it leaves. */
export interface Mailer {
  send(message: OutgoingMail): Promise<SentMail>;
}

/** What a mailer needs: the database (as its owner), an SMTP address or none, and the sender. */
export interface MailerOptions {
  database: DatabaseHandle;
  /** smtp:// or smtps:// address; absent keeps every message in the outbox for /dev/mailbox. */
  smtpUrl?: string;
  /** The From header, e.g. `Lishka <no-reply@localhost>`. */
  from: string;
}

/** The sender used when the configuration names none. */
export const DEFAULT_MAIL_FROM = 'Lishka <no-reply@localhost>';

/**
 * Creates the mailer: without an SMTP address messages stay in the outbox (transport 'outbox'); with one,
 * nodemailer sends them and the outbox row records sent_at, or the error when the server refuses.
 */
export function createMailer({ database, smtpUrl, from }: MailerOptions): Mailer {
  const smtpSend = smtpUrl ? createSmtpSend(smtpUrl, from) : undefined;
  const transport = smtpSend ? 'smtp' : 'outbox';
  return {
    async send(message) {
      if (!isMailAddress(message.to)) {
        throw new MailError('INVALID_RECIPIENT', `Not an e-mail address: ${JSON.stringify(String(message.to).slice(0, 300))}`);
      }
      const id = await insertOutboxEntry(database.db, {
        tenantId: message.tenantId ?? null,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        template: message.template ?? null,
        transport,
      });
      if (!smtpSend) return { id, transport };
      try {
        await smtpSend({ to: message.to, subject: message.subject, text: message.text, ...(message.html === undefined ? {} : { html: message.html }), ...(message.attachments ? { attachments: message.attachments } : {}) });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The refusal is what the caller must hear; failing to record it must not replace it.
        await markOutboxEntryFailed(database.db, id, reason).catch(() => undefined);
        throw new MailError('SEND_FAILED', `Sending mail to ${message.to} failed: ${reason}`, { cause: error });
      }
      await markOutboxEntrySent(database.db, id);
      return { id, transport };
    },
  };
}
