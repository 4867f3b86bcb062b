// A job worker as its own Node process, for the kill test (job-runner.kill.test.ts): `node --import tsx
// server/jobs/testing/job-worker-process.ts` with LISHKA_DATABASE_URL (a PostgreSQL database), LISHKA_WORKER_ID and
// LISHKA_BLOCK=1 to stop mid-job. It prints `ready` once it polls, and runs until killed.
import { openDatabase } from '../../db/database';
import { createMailer, DEFAULT_MAIL_FROM } from '../../mail/mailer';
import { loadOfficeTypeCatalog } from '../../office-types/read-office-types';
import { jobRegistry } from '../job-kind';
import { createJobRunner } from '../job-runner';
import { blockingEffectJob } from './blocking-effect-job';

const url = process.env.LISHKA_DATABASE_URL;
if (!url) throw new Error('LISHKA_DATABASE_URL names the database the worker runs on');
const database = await openDatabase({ url });
const services = { db: database.db, mailer: createMailer({ database, from: DEFAULT_MAIL_FROM }), catalog: loadOfficeTypeCatalog() };
const runner = createJobRunner({
  services,
  kinds: jobRegistry([blockingEffectJob(process.env.LISHKA_BLOCK === '1')]),
  workerId: process.env.LISHKA_WORKER_ID ?? 'child-worker',
  pollMs: 50,
  onError: (error) => console.error(error),
});
runner.start();
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void runner.stop().then(() => database.close()).then(() => process.exit(0));
});
