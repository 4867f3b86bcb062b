import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A message as the outbox records it. */
export interface OutboxEntry {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  template: string | null;
  transport: 'outbox' | 'smtp';
}

// A transport's error text can be long (a whole SMTP transcript); the outbox keeps the start.
const MAX_ERROR_LENGTH = 2000;

/** Adds a message to the outbox and answers its id. */
export async function insertOutboxEntry(db: Kysely<Database>, entry: OutboxEntry): Promise<string> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      tenant_id: entry.tenantId,
      to_address: entry.to,
      subject: entry.subject,
      text_body: entry.text,
      html_body: entry.html,
      template: entry.template,
      transport: entry.transport,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records that the transport accepted a message. */
export async function markOutboxEntrySent(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: new Date(), error: null }).where('id', '=', id).execute();
}

/** Records why the transport refused a message. */
export async function markOutboxEntryFailed(db: Kysely<Database>, id: string, error: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ error: error.slice(0, MAX_ERROR_LENGTH) }).where('id', '=', id).execute();
}
