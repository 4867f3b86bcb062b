import { sql, type Insertable, type Kysely } from 'kysely';
import { withContext } from '../../db/context';
import type { ClientsTable, Database } from '../../db/schema';

const FIRST = ['Dana', 'Noa', 'Yossi', 'Avi', 'Maya', 'Lior', 'Tamar', 'Omer', 'Shira', 'Eitan', 'דנה', 'נועה', 'יוסי', 'אבי', 'מאיה', 'ליאור', 'תמר', 'עומר', 'שירה', 'איתן'];
const LAST = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Friedman', 'Azulay', 'כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'דהן', 'פרידמן', 'אזולאי'];
const STATUSES = ['active', 'active', 'active', 'pending', 'inactive'] as const;
const PRIORITIES = ['low', 'medium', 'medium', 'high'] as const;
const CHUNK = 1000;

/** Row `index` of the benchmark's office: spread names, unique e-mails and phones, creation dates over two years. */
function benchRow(index: number, now: number): Omit<Insertable<ClientsTable>, 'tenant_id'> {
  const created = new Date(now - (index % 730) * 86_400_000 - index * 1000);
  return {
    first_name: FIRST[index % FIRST.length]!,
    last_name: LAST[(index * 7) % LAST.length]!,
    email: `bench.client${index}@example.com`,
    phone: `05${String(20_000_000 + index).padStart(8, '0')}`,
    status: STATUSES[index % STATUSES.length]!,
    priority: PRIORITIES[index % PRIORITIES.length]!,
    tags: index % 3 === 0 ? ['client'] : index % 5 === 0 ? ['urgent', 'renewal'] : [],
    created_at: created,
    updated_at: created,
    ...(index % 4 === 0 ? { next_follow_up_date: new Date(now + ((index % 20) - 10) * 86_400_000) } : {}),
  };
}

/**
 * Inserts the benchmark's clients `from` to `to` (exclusive) into one office, in chunks, as that office (row-level
 * security applies as in production), then vacuums and analyses as autovacuum would on a server that has been
 * running: fresh statistics for the planner, the visibility map for index-only scans, the trigram index's pending
 * entries merged.
 */
export async function seedBenchClients(db: Kysely<Database>, tenantId: string, range: { from: number; to: number }, onProgress: (done: number) => void): Promise<void> {
  const now = Date.now();
  for (let start = range.from; start < range.to; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, range.to - start) }, (_, offset) => ({ ...benchRow(start + offset, now), tenant_id: tenantId }));
    await withContext(db, { tenantId }, (trx) => trx.insertInto('clients').values(rows).execute());
    onProgress(start + rows.length);
  }
  await sql`VACUUM ANALYZE clients`.execute(db);
}
