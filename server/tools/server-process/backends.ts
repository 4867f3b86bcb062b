import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onServer } from '../../testing/postgres-admin';

/** Where one backend's rounds keep their data, and the server's settings for it. */
export interface Backend {
  label: 'PGlite' | 'PostgreSQL';
  /** A temporary folder of its own: the data folder, an empty web root, the server's log. */
  workDir: string;
  logFile: string;
  /** The server's settings for this backend (DATA_DIR, WEB_ROOT, DATABASE_URL on PostgreSQL). */
  env: NodeJS.ProcessEnv;
  /** Where the data is, for the report. */
  where: string;
  /** Removes the data, or keeps it (for a look at a loss) and says where it is. */
  dispose(keep: boolean): Promise<string | undefined>;
}

function workFolder(purpose: string): { workDir: string; dataDir: string; webRoot: string; logFile: string } {
  const workDir = mkdtempSync(join(tmpdir(), `lishka-${purpose}-`));
  const webRoot = join(workDir, 'web');
  // An empty web root: the server answers the API only, and never waits on a build of the web app.
  mkdirSync(webRoot);
  return { workDir, dataDir: join(workDir, 'data'), webRoot, logFile: join(workDir, 'server.log') };
}

/** PGlite in a fresh data folder, as `npm start` keeps it (DATA_DIR/pglite). */
export function pgliteBackend(purpose: string): Backend {
  const { workDir, dataDir, webRoot, logFile } = workFolder(purpose);
  return {
    label: 'PGlite',
    workDir,
    logFile,
    env: { DATA_DIR: dataDir, WEB_ROOT: webRoot },
    where: `${dataDir}/pglite`,
    async dispose(keep) {
      if (keep) return `PGlite data and server log kept in ${workDir}`;
      rmSync(workDir, { recursive: true, force: true });
      return undefined;
    },
  };
}

/** A fresh database on the PostgreSQL server at adminUrl, created here and dropped afterwards. */
export async function postgresBackend(adminUrl: string, purpose: string): Promise<Backend> {
  const { workDir, dataDir, webRoot, logFile } = workFolder(purpose);
  const name = `lishka_${purpose}_${randomBytes(5).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    workDir,
    logFile,
    env: { DATA_DIR: dataDir, WEB_ROOT: webRoot, DATABASE_URL: url.toString() },
    where: `database ${name} on ${url.host}`,
    async dispose(keep) {
      if (keep) return `PostgreSQL database ${name} and server log (${workDir}) kept`;
      await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(workDir, { recursive: true, force: true });
      return undefined;
    },
  };
}
