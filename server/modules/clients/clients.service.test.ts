import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeContext } from '../../context/office-context';
import { officeContextFor } from '../../context/system-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { assertMayChangeClients } from './client-access';
import { addNote } from './client-notes.service';
import { activityTypesOf, auditOf } from './clients.test-support';
import { createClient, readOneClient } from './clients.service';

// Issue 18: the clients services run with an office context and no HTTP at all, as a job or a workflow effect will.
describe.each(testDatabaseKinds())('the clients services without a request on $kind', (kind) => {
  let t: TestApp;
  let system: OfficeContext;

  beforeAll(async () => {
    t = await createTestApp(kind);
    system = (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, 'legal', { kind: 'system', name: 'intake-job' }))!;
  });
  afterAll(async () => t?.close());

  it('creates a client as the system, audited as the system’s work and recorded in its activity', async () => {
    const created = await createClient(system, { firstName: 'Noa', lastName: 'Peretz', email: 'noa.peretz@example.com' });
    expect(created).toMatchObject({ firstName: 'Noa', lastName: 'Peretz', email: 'noa.peretz@example.com', createdBy: null });
    expect(await readOneClient(system, created.id)).toMatchObject({ id: created.id, activitiesCount: 1 });

    const [entry, ...more] = await auditOf(t, created.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ event_type: 'client.create', user_id: null, success: true, after: expect.objectContaining({ firstName: 'Noa' }) });
    const origin = await t.database.db.selectFrom('audit_log').select(['tenant_id', 'ip', 'user_agent']).where('entity_id', '=', created.id).executeTakeFirstOrThrow();
    expect(origin).toEqual({ tenant_id: system.tenant.id, ip: null, user_agent: 'lishka:intake-job' });
    expect(await activityTypesOf(t, created.id)).toEqual(['created']);
  });

  it('acts for the member a context names, and keeps the office’s rows to the office', async () => {
    const admin = await t.database.db.selectFrom('users').select('id').where('email', '=', 'admin@legal.example.com').executeTakeFirstOrThrow();
    const member: OfficeContext = { ...system, actor: { kind: 'member', userId: admin.id, role: 'admin', professionalRole: null } };
    const client = await createClient(member, { firstName: 'Eitan', lastName: 'Mizrahi' });
    const note = await addNote(member, client.id, { content: 'Called about the renewal' });
    expect(note).toMatchObject({ content: 'Called about the renewal', createdBy: admin.id });
    expect((await auditOf(t, note.id))[0]).toMatchObject({ event_type: 'client.note.create', user_id: admin.id });

    const elsewhere = (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, 'medical', { kind: 'system', name: 'intake-job' }))!;
    await expect(readOneClient(elsewhere, client.id)).rejects.toMatchObject({ status: 404, code: 'CLIENT_NOT_FOUND' });
  });

  it('lets a viewer read but not change, and the system change', () => {
    const viewer: OfficeContext = { ...system, actor: { kind: 'member', userId: '00000000-0000-4000-8000-000000000000', role: 'viewer', professionalRole: null } };
    expect(() => assertMayChangeClients(viewer)).toThrow(expect.objectContaining({ status: 403, code: 'CLIENT_READ_ONLY' }));
    expect(() => assertMayChangeClients(system)).not.toThrow();
  });
});
