import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeContext } from '../../context/office-context';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { createRecord, deleteRecord, updateRecord } from '../records/records.service';
import { recordHistory } from './record-history.service';
import { decideApproval, transitionRecord } from './record-transition.service';
import { recordWorkflow } from './record-workflow.service';
import { actingAs, clientWithEmail, outboxTo, writtenFor } from './workflow-runtime.test-support';

const matter = (title: string) => ({ title, practiceArea: 'litigation', feeArrangement: 'hourly' });
const policy = { insurer: 'harel', line: 'life', annualPremium: 3200 };

// Issue 20, the workflow runtime: the engine's machine decides every move on the server, through the services.
describe.each(testDatabaseKinds())('the workflow runtime on $kind', (kind) => {
  let t: TestApp;
  let attorney: OfficeContext;
  let admin: OfficeContext;
  let secretary: OfficeContext;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    attorney = await actingAs(t, 'legal', 'pro@legal.example.com', 'user', 'attorney');
    admin = await actingAs(t, 'legal', 'admin@legal.example.com', 'admin', null);
    secretary = await actingAs(t, 'legal', 'admin@legal.example.com', 'user', 'secretary');
    clientId = await clientWithEmail(t, attorney, 'Dana', 'dana.client@example.com');
  });
  afterAll(async () => t?.close());

  it('starts a matter at intake on create: history, the intake tasks with their notifications, the engagement letter in the outbox', async () => {
    const created = await createRecord(attorney, 'matters', { data: matter('Cohen v. Levi'), clientId });
    expect(created).toMatchObject({ stage: 'intake', version: 1 });
    const { tasks, notifications, record } = await writtenFor(t, created.id);
    expect(record.workflow_snapshot).toMatchObject({ value: 'intake', status: 'active' });
    expect(record.stage_entered_at).not.toBeNull();
    expect(tasks.map((task) => [task.task_type, task.assigned_role, task.due_at !== null]).sort()).toEqual([
      ['conflict-check', 'paralegal', true],
      ['retainer', 'attorney', true],
    ]);
    // Only pro@legal holds a workflow role here (attorney): the attorney's task notifies them, with the matter's page.
    expect(notifications).toEqual([expect.objectContaining({ kind: 'task_assigned', email: 'pro@legal.example.com', link: `/matters/${created.id}` })]);
    const mail = await outboxTo(t, 'dana.client@example.com');
    expect(mail).toEqual([expect.objectContaining({ template: 'engagement_letter', subject: expect.stringContaining('Cohen v. Levi') })]);
    // The office's own template (legal.json's emailTemplates), with the matter's title and its page.
    expect(mail[0]?.text_body).toContain('We have opened the matter «Cohen v. Levi». Here is the engagement letter');
    expect(mail[0]?.text_body).toContain(`/matters/${created.id}`);
    const history = await recordHistory(attorney, 'matters', created.id);
    expect(history.map((entry) => [entry.kind, entry.detail?.type ?? null, entry.detail?.outcome ?? null])).toEqual([
      ['created', null, null],
      ['action', 'send_email', 'queued'],
      ['action', 'create_task', 'created'],
      ['action', 'create_task', 'created'],
    ]);
  });

  it('refuses a role the workflow refuses (403, the engine’s message), a move the graph lacks (409) and a stale version (409)', async () => {
    const { id } = await createRecord(attorney, 'matters', { data: matter('Estate of Mizrahi'), clientId });
    const byRole = transitionRecord(secretary, 'matters', id, { to: 'active', version: 1 });
    await expect(byRole).rejects.toMatchObject({ status: 403, code: 'TRANSITION_ROLE_REFUSED', messages: { en: 'Only Attorney or Office admin may move this matter out of «Intake».', he: 'רק עורך/ת דין או מנהל/ת המשרד רשאים להעביר תיק מ«קליטה».' } });
    await expect(transitionRecord(attorney, 'matters', id, { to: 'trial', version: 1 })).rejects.toMatchObject({ status: 409, code: 'TRANSITION_NOT_ALLOWED' });
    await expect(transitionRecord(attorney, 'matters', id, { to: 'active', version: 9 })).rejects.toMatchObject({ status: 409, code: 'RECORD_CHANGED' });
    const view = await recordWorkflow(secretary, 'matters', id);
    expect(view).toMatchObject({ stage: 'intake', moves: [], canDecide: false, pending: null, sla: { breached: false } });
    expect(view?.refused).toEqual([expect.objectContaining({ to: 'active', code: 'forbidden-leave', message: expect.objectContaining({ en: 'Only Attorney or Office admin may move this matter out of «Intake».' }) })]);
  });

  it('moves at once for an approver (approvedBy kept), and turns a non-approver’s move into a request an approver decides', async () => {
    const { id } = await createRecord(attorney, 'matters', { data: matter('Levi Holdings merger'), clientId });
    const moved = await transitionRecord(attorney, 'matters', id, { to: 'active', version: 1 });
    expect(moved).toMatchObject({ outcome: 'moved', record: { stage: 'active', version: 2, clientName: 'Dana Cohen', stageEnteredAt: expect.any(String) } });
    await transitionRecord(attorney, 'matters', id, { to: 'discovery', version: 2 });
    const history = await recordHistory(attorney, 'matters', id);
    const attorneyId = attorney.actor.kind === 'member' ? attorney.actor.userId : '';
    expect(history.filter((entry) => entry.kind === 'moved')).toEqual([
      expect.objectContaining({ from: 'intake', to: 'active', actorId: attorneyId, approvedBy: attorneyId, approvedByName: 'Noam Pro', toName: expect.objectContaining({ en: 'Active' }) }),
      expect.objectContaining({ from: 'active', to: 'discovery', approvedBy: null }),
    ]);

    const second = await createRecord(attorney, 'matters', { data: matter('Mizrahi appeal'), clientId });
    const asked = await transitionRecord(admin, 'matters', second.id, { to: 'active', version: 1 });
    expect(asked).toMatchObject({ outcome: 'requested', record: { stage: 'intake', version: 2 } });
    expect((await writtenFor(t, second.id)).notifications).toContainEqual(expect.objectContaining({ kind: 'approval_requested', email: 'pro@legal.example.com' }));
    await expect(transitionRecord(attorney, 'matters', second.id, { to: 'active', version: 2 })).rejects.toMatchObject({ status: 409, code: 'TRANSITION_NOT_ALLOWED' });
    await expect(decideApproval(secretary, 'matters', second.id, { decision: 'approve', version: 2 })).rejects.toMatchObject({ status: 403, code: 'TRANSITION_ROLE_REFUSED' });
    expect(await recordWorkflow(attorney, 'matters', second.id)).toMatchObject({ canDecide: true, pending: { to: 'active', requestedByName: 'Dana Admin' } });
    const approved = await decideApproval(attorney, 'matters', second.id, { decision: 'approve', version: 2 });
    expect(approved).toMatchObject({ outcome: 'approved', record: { stage: 'active', version: 3 } });
    const decided = await recordHistory(attorney, 'matters', second.id);
    expect(decided.filter((entry) => entry.kind !== 'action').map((entry) => [entry.kind, entry.to, entry.approvedBy])).toEqual([
      ['created', 'intake', null],
      ['requested', 'active', null],
      ['approved', 'active', attorneyId],
    ]);
    expect((await writtenFor(t, second.id)).notifications).toContainEqual(expect.objectContaining({ kind: 'approval_given', email: 'admin@legal.example.com' }));
  });

  it('keeps a rejected move’s reason and tells the requester; a rejection needs no reason', async () => {
    const { id } = await createRecord(attorney, 'matters', { data: matter('Tal lease'), clientId });
    await transitionRecord(admin, 'matters', id, { to: 'active', version: 1 });
    const rejected = await decideApproval(attorney, 'matters', id, { decision: 'reject', reason: 'Retainer not signed', version: 2 });
    expect(rejected).toMatchObject({ outcome: 'rejected', record: { stage: 'intake', version: 3 } });
    expect((await recordHistory(attorney, 'matters', id)).at(-1)).toMatchObject({ kind: 'rejected', to: 'active', reason: 'Retainer not signed' });
    const declined = (await writtenFor(t, id)).notifications.find((notification) => notification.kind === 'approval_declined');
    expect(declined).toMatchObject({ email: 'admin@legal.example.com', message: { en: expect.stringContaining('Retainer not signed') } });
    await transitionRecord(admin, 'matters', id, { to: 'active', version: 3 });
    expect(await decideApproval(attorney, 'matters', id, { decision: 'reject', version: 4 })).toMatchObject({ outcome: 'rejected' });
  });

  it('asks for a stage’s required inputs (400, one error each), then keeps them on the record’s form fields with the stage’s effects', async () => {
    const agent = await actingAs(t, 'insurance', 'pro@insurance.example.com', 'user', 'agent');
    const insured = await clientWithEmail(t, agent, 'Omer', 'omer.client@example.com');
    const { id } = await createRecord(agent, 'policies', { data: policy, clientId: insured });
    await transitionRecord(agent, 'policies', id, { to: 'underwriting', version: 1 });
    const missing = transitionRecord(agent, 'policies', id, { to: 'active', inputs: { policyNumber: 'P-100' }, version: 2 });
    await expect(missing).rejects.toMatchObject({ status: 400, code: 'TRANSITION_INPUTS_MISSING' });
    const error = (await missing.catch((caught: unknown) => caught)) as { errors: { field: string; messages: { en: string } }[] };
    expect(error.errors.map((field) => field.field)).toEqual(['inputs.startDate', 'inputs.annualPremium']);
    const moved = await transitionRecord(agent, 'policies', id, { to: 'active', inputs: { policyNumber: 'P-100', startDate: '2026-12-01', annualPremium: 3500 }, version: 2 });
    expect(moved.record).toMatchObject({ stage: 'active', data: { policyNumber: 'P-100', startDate: '2026-12-01', annualPremium: 3500 } });
    const { tasks, record } = await writtenFor(t, id);
    expect(tasks.map((task) => task.assigned_role)).toContain('service-rep');
    expect(record.workflow_snapshot).toMatchObject({ context: { fields: { policyNumber: 'P-100', issuedDate: expect.any(String) } } });
    expect((await outboxTo(t, 'omer.client@example.com')).map((mail) => mail.template)).toEqual(['policy_issued']);
  });

  it('keeps offices apart: another office cannot reach a record, and a module without a workflow has none', async () => {
    const { id } = await createRecord(attorney, 'matters', { data: matter('Private'), clientId });
    const agent = await actingAs(t, 'insurance', 'pro@insurance.example.com', 'user', 'agent');
    await expect(transitionRecord(agent, 'policies', id, { to: 'underwriting', version: 1 })).rejects.toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND' });
    await expect(recordHistory(agent, 'policies', id)).rejects.toMatchObject({ status: 404 });
    expect(await recordWorkflow(attorney, 'time-billing', id)).toBeNull();
    // A record kept before its collection had a workflow stands in no stage, and does not move.
    const legacy = await withContext(t.database.db, { tenantId: attorney.tenant.id }, (trx) =>
      trx.insertInto('records').values({ tenant_id: attorney.tenant.id, module: 'matters', entity: 'matter', data: '{}' }).returning('id').executeTakeFirstOrThrow(),
    );
    expect(await recordWorkflow(attorney, 'matters', legacy.id)).toBeNull();
    await expect(transitionRecord(attorney, 'matters', legacy.id, { to: 'active', version: 1 })).rejects.toMatchObject({ status: 409, code: 'RECORD_NOT_IN_WORKFLOW' });
    await expect(transitionRecord(attorney, 'time-billing', id, { to: 'x', version: 1 })).rejects.toMatchObject({ status: 409, code: 'RECORD_NOT_IN_WORKFLOW' });
  });

  it('runs a workflow’s update and delete triggers with the change, when an office type declares them', async () => {
    const office = attorney.office;
    const withTriggers = (workflow: (typeof office.workflows.custom & object)[number]) =>
      workflow.id !== 'legal-matter'
        ? workflow
        : {
            ...workflow,
            triggers: [
              ...(workflow.triggers ?? []),
              { event: 'update' as const, actions: [{ type: 'update_field' as const, field: 'summary', value: 'changed' }] },
              { event: 'delete' as const, actions: [{ type: 'notify_user' as const, role: 'attorney', message: { he: 'נמחק', en: 'Deleted', es: 'Eliminado' } }] },
            ],
          };
    const ctx: OfficeContext = { ...attorney, office: { ...office, workflows: { ...office.workflows, custom: office.workflows.custom?.map(withTriggers) } } };
    const created = await createRecord(ctx, 'matters', { data: matter('Triggered'), clientId });
    const updated = await updateRecord(ctx, 'matters', created.id, { data: matter('Triggered again'), version: 1 });
    expect(updated).toMatchObject({ title: 'Triggered again', version: 2, data: { summary: 'changed' } });
    expect((await recordHistory(ctx, 'matters', created.id)).at(-1)).toMatchObject({ kind: 'action', detail: { type: 'update_field', outcome: 'set', field: 'summary' } });
    await deleteRecord(ctx, 'matters', created.id, 2);
    const notified = await t.database.db.selectFrom('notifications').select(['kind', 'message']).where('record_id', '=', created.id).where('kind', '=', 'workflow').execute();
    expect(notified).toEqual([expect.objectContaining({ message: expect.objectContaining({ en: 'Deleted' }) })]);
  });
});
