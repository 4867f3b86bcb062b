import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { withContext } from '../../db/context';
import type { Database, DocumentsTable } from '../../db/schema';

const NAMES = ['Engagement letter', 'Power of attorney', 'Statement of claim', 'Cohen lease', 'Levi Holdings merger', 'מכתב התקשרות', 'ייפוי כוח', 'כתב תביעה', 'חוזה שכירות כהן', 'דוח רבעוני'];
const TAGS = [['urgent'], ['court', 'draft'], [], ['signed'], [], ['חשוב']];
const SHARING = ['organization', 'organization', 'team', 'private'] as const;
const CHUNK = 1000;

/** Row `index` of the benchmark's library: spread names, types, tags and sharing, creation dates over two years. */
function benchDocument(index: number, now: number, types: readonly string[], ownerId: string): Omit<Insertable<DocumentsTable>, 'tenant_id'> {
  const created = new Date(now - (index % 730) * 86_400_000 - index * 1000);
  const name = `${NAMES[index % NAMES.length]} ${index}`;
  return {
    id: randomUUID(),
    name,
    file_name: `${name}.pdf`,
    type: types[index % types.length]!,
    status: 'active',
    tags: TAGS[index % TAGS.length]!,
    description: '',
    content_type: 'application/pdf',
    size_bytes: 20_000 + (index % 500) * 100,
    storage_key: `bench/${index}`,
    sharing: SHARING[index % SHARING.length]!,
    owner_id: ownerId,
    uploaded_by: ownerId,
    version: 1,
    extracted_text: index % 10 === 0 ? `Agreement between the parties, number ${index}` : '',
    created_at: created,
    updated_at: created,
  };
}

/**
 * Inserts `count` documents into one office's library, in chunks, as that office (row-level security applies; the
 * search trigger fills each row's search vector), spread over the given types; then vacuums and analyses as a
 * running server's autovacuum would.
 */
export async function seedBenchDocuments(db: Kysely<Database>, tenantId: string, options: { count: number; types: readonly string[]; ownerId: string }, onProgress: (done: number) => void): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < options.count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, options.count - start) }, (_, offset) => ({ ...benchDocument(start + offset, now, options.types, options.ownerId), tenant_id: tenantId }));
    await withContext(db, { tenantId }, (trx) => trx.insertInto('documents').values(rows).execute());
    onProgress(start + rows.length);
  }
  await sql`VACUUM ANALYZE documents`.execute(db);
}
