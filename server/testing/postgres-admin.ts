import pg from 'pg';

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server at adminUrl, on a connection of its own. */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
