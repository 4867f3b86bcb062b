import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { mailboxNotice } from './modules/dev-mailbox/dev-mailbox.access';
import { DEMO_PASSWORD } from './demo/demo-tenants';
import { demoPublicFormPaths } from './demo/demo-public-forms';
import { seededDemoSignIns } from './demo/demo-sign-ins';
import { demoSignInLines, seedDemoData } from './demo/seed-demo';
import { loadStartupCatalog } from './office-types/read-office-types';
import { startupPhases } from './startup-phases';
import { officeCertificate } from './signing/office-certificate';
import { createStorage } from './storage/create-storage';

const phases = startupPhases('code');
const config = readConfig();
const catalog = loadStartupCatalog(import.meta.url);
for (const error of catalog.errors) console.warn(`office type ${error.officeType}: ${error.path} ${error.message}`);
phases.mark('office types');
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
phases.mark('database');
const applied = await migrate(database);
if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
// Demo offices for the office types that have none yet: all of them on a new database, a dropped-in one later.
const seeded = await seedDemoData(database.db, catalog, {
  droppedIn: true,
  storage: createStorage(config),
  sealCertificate: () => officeCertificate({ dataDir: config.dataDir }),
  publicUrl: config.publicUrl,
});
const signIns = await seededDemoSignIns(database.db);
const publicForms = await demoPublicFormPaths(database.db, signIns.map((demo) => demo.slug));
const mfaSlugs = signIns.filter((demo) => catalog.get(demo.officeType)?.security.mfaRequired).map((demo) => demo.slug);
phases.mark(seeded ? 'migrations and demo data' : 'migrations');
const app = await buildApp({ config, catalog, database, logger: true });
phases.mark('app');
let jobs: Promise<{ stop(): Promise<void> } | undefined> = Promise.resolve(undefined);
const close = async (): Promise<void> => {
  await (await jobs)?.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: config.port, host: config.host });
phases.mark('routes ready');
// The job worker starts once the server answers, its code loaded only then, so start-up does not wait for it.
jobs = import('./jobs/start-jobs')
  .then(({ startJobs }) =>
    startJobs(
      { db: database.db, mailer: app.mailer, catalog },
      { onError: (error) => app.log.error(error), onDead: (job) => app.log.error({ job }, 'A background job failed its last attempt and is dead') },
    ),
  )
  .catch((error: unknown) => {
    app.log.error(error);
    return undefined;
  });
console.log(`
Started in ${phases.total()} ms (${phases.summary()}).
Lishka is running at ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})
${seeded ? 'Demo offices created.' : 'Demo offices:'} Sign in with password ${DEMO_PASSWORD} as:
${demoSignInLines(signIns).join('\n')}
Without a sub-domain, choose the office with ?tenant=<slug> (or at sign-in). API docs: ${config.publicUrl}/api/docs${publicForms.length ? `
Public forms, no account needed (each submission arrives as a lead): ${publicForms.map((form) => `${config.publicUrl}${form.path} (${form.slug})`).join(', ')}` : ''}
On a new browser the offices ask for a one-time code by e-mail${config.smtpUrl ? '' : ` (${mailboxNotice(config.devMailbox, config.publicUrl)})`}; offices that
require two-step verification (${mfaSlugs.join(', ')}) then set up an authenticator app.
`);
