import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAccess } from '../../audit/record-access';
import type { OfficeContext } from '../../context/office-context';
import { officeContextFor } from '../../context/system-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { entriesOf, userIdOf } from './audit.test-support';
import { auditConfiguration, updateAuditConfiguration } from './audit-settings.service';

// Issue 18: the audit services and the access log run with an office context and no HTTP at all, as a job will.
describe.each(testDatabaseKinds())('the audit services without a request on $kind', (kind) => {
  let t: TestApp;
  let system: OfficeContext;

  beforeAll(async () => {
    t = await createTestApp(kind);
    system = (await officeContextFor({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, 'legal', { kind: 'system', name: 'retention-job' }))!;
  });
  afterAll(async () => t?.close());

  it('changes the configuration as the system: stored by no one, and audited as the system’s work', async () => {
    const configuration = await updateAuditConfiguration(system, { retentionDays: 400, excludedEventTypes: ['client.viewed'] });
    expect(configuration).toMatchObject({ enabled: true, retentionDays: 400, excludedEventTypes: ['client.viewed'], updatedBy: null });
    expect(await auditConfiguration(system)).toMatchObject({ retentionDays: 400 });

    const [entry, ...more] = await entriesOf(t, 'audit.configuration.update');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ tenant_id: system.tenant.id, user_id: null, before: { retentionDays: 2555, excludedEventTypes: [] }, after: { retentionDays: 400, excludedEventTypes: ['client.viewed'] } });
    const origin = await t.database.db.selectFrom('audit_log').select(['ip', 'user_agent']).where('event_type', '=', 'audit.configuration.update').executeTakeFirstOrThrow();
    expect(origin).toEqual({ ip: null, user_agent: 'lishka:retention-job' });
  });

  it('records a member’s read of a record as the settings say: an excluded event type is not written', async () => {
    const adminId = await userIdOf(t, 'admin@legal.example.com');
    const member: OfficeContext = { ...system, actor: { kind: 'member', userId: adminId, role: 'admin', professionalRole: null } };
    const read = { serviceName: 'clients', entityType: 'client', entityId: '00000000-0000-4000-8000-00000000c11e' };
    expect(await recordAccess(member, { ...read, eventType: 'client.viewed' })).toBe(false);
    expect(await recordAccess(member, { ...read, eventType: 'client.document.downloaded' })).toBe(true);
    expect(await entriesOf(t, 'client.viewed')).toEqual([]);
    expect(await entriesOf(t, 'client.document.downloaded')).toEqual([expect.objectContaining({ tenant_id: system.tenant.id, user_id: adminId, entity_id: read.entityId, success: true })]);
  });
});
