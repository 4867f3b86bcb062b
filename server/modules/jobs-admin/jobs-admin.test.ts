import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { JOBS_ADMIN_BASE } from './jobs-admin.routes';
import { addDeadJob } from './jobs-admin.test-support';

const HEBREW = /[א-ת]/;

describe.each(testDatabaseKinds())('dead background jobs for the office’s admins on $kind', (kind) => {
  let t: TestApp;
  let legalAdmin: TestAgent;
  let medicalAdmin: TestAgent;
  let legalPro: TestAgent;

  const call = (agent: TestAgent, method: 'GET' | 'POST' | 'DELETE', path = '') => agent.request({ method, url: `${JOBS_ADMIN_BASE}${path}`, csrf: method !== 'GET', headers: { 'x-language': 'en' } });
  const jobOf = (id: string) => t.database.db.selectFrom('jobs').select(['state', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirst();
  const auditOf = (id: string) => t.database.db.selectFrom('audit_log').select(['event_type', 'tenant_id', 'before', 'after']).where('entity_type', '=', 'job').where('entity_id', '=', id).orderBy('seq').execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
    legalAdmin = await t.signIn('admin@legal.example.com', { tenant: 'legal' });
    medicalAdmin = await t.signIn('admin@medical.example.com', { tenant: 'medical' });
    legalPro = await t.signIn('pro@legal.example.com', { tenant: 'legal' });
  });
  afterAll(async () => t?.close());

  it("lists the office's own dead jobs only, with their kind, office, attempts, last error and times", async () => {
    const legal = await addDeadJob(t.database.db, 'legal', 'sla.breach', 'the record could not be read');
    const medical = await addDeadJob(t.database.db, 'medical', 'appointments.reminder', 'no address');
    const listed = await call(legalAdmin, 'GET');
    expect(listed.statusCode).toBe(200);
    const ids = (listed.json().data as { id: string }[]).map((job) => job.id);
    expect(ids).toContain(legal);
    expect(ids).not.toContain(medical);
    expect(listed.json().data.find((job: { id: string }) => job.id === legal)).toMatchObject({
      kind: 'sla.breach',
      tenantName: expect.any(String),
      attempts: 5,
      maxAttempts: 5,
      lastError: 'the record could not be read',
      finishedAt: expect.any(String),
    });
    expect(listed.json().pagination).toMatchObject({ page: 1, total: ids.length });
  });

  it("refuses members who are not admins (403), and another office's job is not found (404), untouched", async () => {
    const legal = await addDeadJob(t.database.db, 'legal');
    expect((await call(legalPro, 'GET')).statusCode).toBe(403);
    expect((await call(legalPro, 'POST', `/${legal}/retry`)).statusCode).toBe(403);
    for (const refused of [await call(medicalAdmin, 'POST', `/${legal}/retry`), await call(medicalAdmin, 'DELETE', `/${legal}`)]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'DEAD_JOB_NOT_FOUND', messages: { he: expect.stringMatching(HEBREW) } });
    }
    expect(await jobOf(legal)).toMatchObject({ state: 'dead', attempts: 5 });
  });

  it('queues a dead job again, due now with its attempts afresh, audited; a job no longer dead is not retried twice', async () => {
    const id = await addDeadJob(t.database.db, 'legal');
    const retried = await call(legalAdmin, 'POST', `/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ success: true, message: 'The background job was queued again and will run shortly', messages: { he: expect.stringMatching(HEBREW) } });
    expect(await jobOf(id)).toMatchObject({ state: 'queued', attempts: 0 });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ event_type: 'job.retried', before: { kind: 'sla.breach', attempts: 5, lastError: 'the record could not be read' }, after: { state: 'queued', attempts: 0 } });
    expect((await call(legalAdmin, 'POST', `/${id}/retry`)).statusCode).toBe(404);
  });

  it('discards a dead job for good, audited with what it was', async () => {
    const id = await addDeadJob(t.database.db, 'legal', 'sla.reminder', 'gone');
    const discarded = await call(legalAdmin, 'DELETE', `/${id}`);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().message).toBe('The background job was discarded');
    expect(await jobOf(id)).toBeUndefined();
    expect(await auditOf(id)).toEqual([expect.objectContaining({ event_type: 'job.discarded', before: expect.objectContaining({ kind: 'sla.reminder', lastError: 'gone' }) })]);
    expect((await call(legalAdmin, 'DELETE', `/${id}`)).statusCode).toBe(404);
  });
});
