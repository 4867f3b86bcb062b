import { sql } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import type { ConformanceObject } from './conformance-objects';
import type { TestApp } from './test-app';

/** A table of an office's rows that have an id. */
export type TableWithId = { [Table in keyof Database]: Database[Table] extends { id: unknown } ? Table : never }[keyof Database];

/** An office's row as a conformance object: intact while it reads, by its owner, as it did when made. */
export async function intactWhileUnchanged(t: TestApp, tenantId: string, table: TableWithId, id: string): Promise<ConformanceObject> {
  const db = t.database.db;
  const read = () => withContext(db, { tenantId }, async (trx) => (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`.execute(trx)).rows[0]);
  const snapshot = JSON.stringify(await read());
  return {
    id,
    async check() {
      const now = await read();
      if (now === undefined) return { isIntact: false, why: 'it is gone' };
      return JSON.stringify(now) === snapshot ? { isIntact: true } : { isIntact: false, why: 'it changed' };
    },
  };
}
