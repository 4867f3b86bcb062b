import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { demoClientData, type DemoClientData, type DemoOffice } from './demo-clients';

/** Rows per INSERT: few statements, well under PostgreSQL's 65,535 parameters (clients have 30 columns). */
const CHUNK = 500;

async function insertChunks<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Kysely cannot relate a generic table name to its row type; the rows were typed by the caller.
    await db.insertInto(table).values(rows.slice(start, start + CHUNK) as never).execute();
  }
}

// jsonb values go as JSON text: pg would send a JS array as a PostgreSQL array.
const json = (value: unknown): string => JSON.stringify(value);

/**
 * Inserts the demo clients, leads, notes, activities, communications and deals of the demo offices, all offices'
 * rows of a table together, many rows per statement. Runs as the database owner inside the seeding transaction;
 * dates are relative to `now`.
 */
export async function seedDemoClients(db: Kysely<Database>, offices: readonly DemoOffice[], now: Date = new Date()): Promise<void> {
  const all: DemoClientData = { clients: [], notes: [], activities: [], communications: [], opportunities: [] };
  for (const office of offices) {
    const data = demoClientData(office, now);
    all.clients.push(...data.clients);
    all.notes.push(...data.notes);
    all.activities.push(...data.activities);
    all.communications.push(...data.communications);
    all.opportunities.push(...data.opportunities);
  }
  await insertChunks(db, 'clients', all.clients.map((client) => ({ ...client, address: json(client.address), professional: json(client.professional), intake: json(client.intake) })));
  await insertChunks(db, 'client_notes', all.notes);
  await insertChunks(db, 'client_activities', all.activities.map((activity) => ({ ...activity, metadata: json(activity.metadata ?? {}) })));
  await insertChunks(db, 'client_communications', all.communications.map((communication) => ({ ...communication, attachments: json(communication.attachments ?? []) })));
  await insertChunks(db, 'opportunities', all.opportunities);
}
