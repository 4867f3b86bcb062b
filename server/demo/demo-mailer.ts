import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { insertOutboxEntry } from '../mail/outbox-queries';

/**
 * The mailer of demo seeding: what a seeded record's workflow would send (a welcome, an engagement letter) stays in
 * the outbox, readable at /dev/mailbox, and never leaves for the demo clients' addresses, whatever SMTP says.
 */
export function outboxOnlyMailer(db: Kysely<Database>): Mailer {
  return {
    async send(message) {
      const id = await insertOutboxEntry(db, { tenantId: message.tenantId ?? null, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, template: message.template ?? null, transport: 'outbox' });
      return { id, transport: 'outbox' };
    },
  };
}
