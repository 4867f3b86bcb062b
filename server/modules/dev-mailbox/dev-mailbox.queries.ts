import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A message of the outbox as the mailbox shows it. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string | null;
  transport: 'outbox' | 'smtp';
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The newest messages of the outbox, optionally only those to one address (compared without case). */
export async function listMailboxMessages(db: Kysely<Database>, { to, limit }: { to?: string; limit: number }): Promise<MailboxMessage[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'template', 'transport', 'created_at', 'sent_at', 'error'])
    .orderBy('seq', 'desc')
    .limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    template: row.template,
    transport: row.transport,
    createdAt: iso(row.created_at),
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
    error: row.error,
  }));
}
