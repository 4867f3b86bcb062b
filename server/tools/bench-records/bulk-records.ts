import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { withContext } from '../../db/context';
import type { Database } from '../../db/schema';

const TITLES = ['Cohen v. Levi', 'Estate of Mizrahi', 'Levi Holdings merger', 'כהן נגד לוי', 'עיזבון מזרחי', 'מיזוג לוי אחזקות', 'Peretz lease dispute', 'ערעור ביטון'];
const AREAS = ['litigation', 'family', 'corporate', 'real-estate', 'labor'];
const CHUNK = 1000;

/** What every bulk record copies: a record the service made, whose snapshot the bulk rows take as their own. */
export interface RecordTemplate {
  module: string;
  entity: string;
  snapshot: { value: string; context: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Inserts `count` records of a module into one office, in chunks, as that office (row-level security applies), spread
 * over the given stages and clients and two years of dates, each with the template's workflow snapshot at its own
 * stage (so the runtime restores and moves it as one it made); then vacuums and analyses as a running server would.
 */
export async function seedBenchRecords(
  db: Kysely<Database>,
  tenantId: string,
  template: RecordTemplate,
  options: { count: number; stages: readonly string[]; clientIds: readonly string[]; assignees: readonly string[] },
  onProgress: (done: number) => void,
): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < options.count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, options.count - start) }, (_, offset) => {
      const index = start + offset;
      const id = randomUUID();
      const at = new Date(now - (index % 730) * 86_400_000 - index * 1000);
      const stage = options.stages[index % options.stages.length]!;
      const title = `${TITLES[index % TITLES.length]} ${index}`;
      const number = `B-${String(index).padStart(6, '0')}`;
      const snapshot = { ...template.snapshot, value: stage, context: { ...template.snapshot.context, recordId: id, enteredAt: at.toISOString() } };
      return {
        tenant_id: tenantId,
        id,
        module: template.module,
        entity: template.entity,
        number,
        title,
        data: JSON.stringify({ title, practiceArea: AREAS[index % AREAS.length], feeArrangement: 'hourly' }),
        stage,
        workflow_snapshot: JSON.stringify(snapshot),
        stage_entered_at: at,
        client_id: options.clientIds[index % options.clientIds.length]!,
        assigned_to: options.assignees[index % options.assignees.length]!,
        created_at: at,
        updated_at: at,
        search_text: `${number} ${title}`.toLowerCase(),
      };
    });
    await withContext(db, { tenantId }, (trx) => trx.insertInto('records').values(rows).execute());
    onProgress(start + rows.length);
  }
  await sql`VACUUM ANALYZE records`.execute(db);
}
