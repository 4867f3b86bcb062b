import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { onServer } from './postgres-admin';

/** The variables naming the run's migrated templates, read by test-databases.ts in every test file. */
export const TEMPLATE_ENV = { pglite: 'LISHKA_TEST_PGLITE_TEMPLATE', postgres: 'LISHKA_TEST_POSTGRES_TEMPLATE' } as const;

/** The variable naming the run's PGlite with the demo offices seeded whole (clients, leads, deals, records): seeded-template.ts. */
export const SEEDED_TEMPLATE_ENV = 'LISHKA_TEST_PGLITE_SEEDED';

/**
 * Vitest's global set-up: migrates one database of each kind once per run, for every test file's fresh database
 * to start from, instead of each file running the migrations again (and, on PGlite, creating a cluster: most of
 * a database test file's set-up). PGlite's is a dump in a temporary folder; PostgreSQL's a template database.
 * Both are made from the migrations on disk at the start of the run and removed at its end.
 */
export async function setup(): Promise<() => Promise<void>> {
  const undo: Array<() => Promise<void>> = [];
  const folder = mkdtempSync(join(tmpdir(), 'lishka-test-template-'));
  undo.push(async () => rmSync(folder, { recursive: true, force: true }));
  const pglite = await openDatabase({});
  await migrate(pglite);
  const file = join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await (await pglite.dump!()).arrayBuffer()));
  await pglite.close();
  process.env[TEMPLATE_ENV.pglite] = file;

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `lishka_template_${randomBytes(6).toString('hex')}`;
    await onServer(adminUrl, `CREATE DATABASE ${name}`);
    undo.push(() => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ url: url.toString() });
    await migrate(postgres);
    await postgres.close();
    process.env[TEMPLATE_ENV.postgres] = name;
  }
  return async () => {
    for (const step of undo.reverse()) await step();
  };
}
