import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeContextFor } from '../../context/system-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createInvitation, listOfficeInvitations } from './invitations.service';

describe.each(testDatabaseKinds())('invitations without HTTP, on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const services = () => ({ db: t.database.db, mailer: t.app.mailer, catalog: t.catalog });
  const deps = () => ({ catalog: t.catalog, publicUrl: t.config.publicUrl, log: { error: () => undefined } });

  it('invites from a job’s context: the office’s default professional role, the audit entry naming the job, the mail in the outbox', async () => {
    const ctx = await officeContextFor(services(), 'legal', { kind: 'system', name: 'invitations-test' });
    expect(ctx).toBeDefined();
    const invited = await createInvitation(ctx!, deps(), { email: 'From.A.Job@Example.com', role: 'user' });
    expect(invited).toMatchObject({ email: 'from.a.job@example.com', role: 'user', professionalRole: 'attorney', status: 'pending', invitedBy: null, isMailSent: true });

    const audit = await t.database.db.selectFrom('audit_log').select(['tenant_id', 'user_id', 'event_type', 'user_agent', 'ip', 'after']).where('entity_id', '=', invited.id).execute();
    expect(audit).toEqual([
      {
        tenant_id: ctx!.tenant.id,
        user_id: null,
        event_type: 'user.invitation.create',
        user_agent: 'lishka:invitations-test',
        ip: null,
        after: expect.objectContaining({ email: 'from.a.job@example.com', role: 'user', professionalRole: 'attorney' }),
      },
    ]);
    const mail = await t.database.db.selectFrom('mail_outbox').select(['tenant_id', 'template', 'subject']).where('to_address', '=', 'from.a.job@example.com').execute();
    expect(mail).toEqual([{ tenant_id: ctx!.tenant.id, template: 'invitation', subject: expect.stringContaining('Demo law office') }]);
    expect((await listOfficeInvitations(ctx!)).map((invitation) => invitation.email)).toContain('from.a.job@example.com');
  });

  it('keeps to the office of its context: another office lists none of its invitations, and a role the office lacks is refused', async () => {
    const legal = await officeContextFor(services(), 'legal', { kind: 'system', name: 'invitations-test' });
    const vet = await officeContextFor(services(), 'vet', { kind: 'system', name: 'invitations-test' });
    await createInvitation(legal!, deps(), { email: 'only.legal@example.com', role: 'viewer' });
    expect((await listOfficeInvitations(vet!)).map((invitation) => invitation.email)).not.toContain('only.legal@example.com');
    await expect(createInvitation(vet!, deps(), { email: 'vet.attorney@example.com', role: 'user', professionalRole: 'attorney' })).rejects.toMatchObject({ status: 400, code: 'INVALID_PROFESSIONAL_ROLE' });
  });
});
