import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../demo/seed-demo';
import { SEEDED_TEMPLATE_ENV } from './database-templates';
import { loadOfficeTypeCatalog } from '../office-types/read-office-types';

/**
 * Vitest's global set-up for the browser tests: seeds the demo offices with everything (their clients and their
 * records, moved through their workflows) once per run into a PGlite dump, for every browser test's app to start
 * from, instead of each seeding them again: that is tens of seconds per file on a busy machine, most of it the
 * records' hundreds of transactions, each validated, numbered, audited and moved as a user's.
 */
export async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'lishka-test-seeded-'));
  const database = await openDatabase({});
  await migrate(database);
  await seedDemoData(database.db, loadOfficeTypeCatalog(), { clients: true });
  const file = join(folder, 'pglite-seeded.tar');
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  process.env[SEEDED_TEMPLATE_ENV] = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
