import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestClock, type TestClock } from '../../jobs/clock';
import { JOB_KINDS } from '../../jobs/job-kinds';
import { createJobRunner, type JobRunner } from '../../jobs/job-runner';
import { withContext } from '../../db/context';
import { hashSecretId } from '../../security/tokens';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import type { OfficeContext } from '../../context/office-context';
import { HEBREW, signInViewer } from '../clients/clients.test-support';
import { onePixelPng, smallPdf, uploaded } from '../documents/library.test-support';
import { auditOf, signInMemberAs, systemContextIn } from '../records/records.test-support';
import { outboxTo } from '../workflow-runtime/workflow-runtime.test-support';
import { applyAsSystem, participantsIn, signingApi, tokenIn, twoSignersBody } from './signing.test-support';

const HOUR = 3_600_000;
let serial = 0;
const address = (name: string) => `${name}-${++serial}@signers.example.com`;

describe.each(testDatabaseKinds())('signing workflows (the office’s side) on $kind', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let restore: () => void;
  let worker: JobRunner;
  let admin: TestAgent;
  let ctx: OfficeContext;
  let pdfId: string;

  beforeAll(async () => {
    ({ clock, restore } = useTestClock(new Date()));
    t = await createTestApp(kind);
    worker = createJobRunner({ services: { db: t.database.db, mailer: t.app.mailer, catalog: t.catalog }, kinds: JOB_KINDS });
    admin = await t.signIn('admin@insurance.example.com');
    ctx = await systemContextIn(t, 'insurance');
    pdfId = (await uploaded(admin, 'contract.pdf', await smallPdf('Contract'))).id;
  });
  afterAll(async () => {
    restore?.();
    await t?.close();
  });

  const workflowCount = () => withContext(t.database.db, { tenantId: ctx.tenant.id }, async (trx) => (await trx.selectFrom('signing_workflows').select('id').execute()).length);
  const sent = async (extra: object = {}) => {
    const [first, second] = [address('first'), address('second')];
    const response = await signingApi(admin).post('', twoSignersBody(pdfId, first, second, { send: true, ...extra }));
    expect(response.statusCode, response.body).toBe(201);
    return { workflow: response.json().data as { id: string; participants: { id: string; email: string }[]; status: string }, first, second };
  };

  it('refuses a wrong draft with 400 at each field, in every language, and stores nothing', async () => {
    const before = await workflowCount();
    const body = twoSignersBody(pdfId, 'same@signers.example.com', 'SAME@signers.example.com');
    body.participants.push({ key: 'o', role: 'observer', order: 1, name: 'Observer', email: 'obs@signers.example.com', language: 'fr' } as never);
    body.fields.push({ participantKey: 'o', kind: 'text', page: 1, x: 0, y: 0, width: 0.1, height: 0.1 }, { participantKey: 'zz', kind: 'date', page: 1, x: 0, y: 0, width: 0.1, height: 0.1 }, { participantKey: 'a', kind: 'text', page: 3, x: 0.95, y: 0, width: 0.1, height: 0.1 });
    const refused = await signingApi(admin).post('', { ...body, participants: [...body.participants, { key: 'm', role: 'approver', order: 1, name: 'Nobody', email: 'm@signers.example.com', userId: '00000000-0000-4000-8000-000000000001' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'SIGNING_INVALID', messages: { he: expect.stringMatching(HEBREW), en: expect.any(String), es: expect.any(String) } });
    const fields = (refused.json().errors as { field: string }[]).map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['participants.1.email', 'participants.2.language', 'participants.3.userId', 'fields.2.participantKey', 'fields.3.participantKey', 'fields.4.page', 'fields.4.width']));
    const missing = await signingApi(admin).post('', twoSignersBody('00000000-0000-4000-8000-000000000002', address('x'), address('y')));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'documentId' })]);
    const picture = await uploaded(admin, 'pixel.png', await onePixelPng());
    const notPdf = await signingApi(admin).post('', twoSignersBody(picture.id, address('x'), address('y')));
    expect(notPdf.json()).toMatchObject({ code: 'SIGNING_DOCUMENT_NOT_PDF', errors: [{ field: 'documentId' }] });
    expect(await workflowCount()).toBe(before);
  });

  it('keeps a draft, changes it, sends no mail until sent, and deletes it only as a draft', async () => {
    const [first, second] = [address('first'), address('second')];
    const api = signingApi(admin);
    const created = await api.post('', twoSignersBody(pdfId, first, second));
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ status: 'draft', name: 'contract.pdf', canManage: true, documentVersion: 1, participantCount: 2, doneCount: 0, waitingFor: [] });
    expect(draft.participants.map((p: { language: string }) => p.language)).toEqual(['en', 'he']);
    expect(draft.fields).toHaveLength(2);
    const changed = await api.put(`/${draft.id}`, twoSignersBody(pdfId, first, second, { name: 'Lease', message: 'Changed' }));
    expect(changed.json().data).toMatchObject({ name: 'Lease', message: 'Changed', status: 'draft' });
    expect(await outboxTo(t, first)).toEqual([]);
    expect((await api.get('?view=drafts')).json().data.workflows.map((w: { id: string }) => w.id)).toContain(draft.id);
    expect((await api.post(`/${draft.id}/submit`)).json().data.status).toBe('signing');
    const again = await api.delete(`/${draft.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SIGNING_NOT_DRAFT');
    const other = (await api.post('', twoSignersBody(pdfId, address('x'), address('y')))).json().data;
    expect((await api.delete(`/${other.id}`)).statusCode).toBe(200);
    expect((await api.get(`/${other.id}`)).statusCode).toBe(404);
    expect((await auditOf(t, other.id)).map((entry) => entry.event_type)).toEqual(['signing.created', 'signing.deleted']);
  });

  it('sends: the first signer gets a link by mail in their language, the second none until the first signs', async () => {
    const { workflow, first, second } = await sent();
    expect(workflow.status).toBe('signing');
    const mails = await outboxTo(t, first);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'signing-link', subject: expect.stringContaining('a request to sign the document') });
    expect(mails[0]!.text_body).toContain('Please sign');
    expect(mails[0]!.text_body).not.toContain('שלום');
    const token = tokenIn(mails[0]!.text_body)!;
    const [a, b] = await participantsIn(t, ctx.tenant.id, workflow.id);
    expect(Buffer.from(a!.token_hash!)).toEqual(hashSecretId(token));
    expect(b!.token_hash).toBeNull();
    expect(await outboxTo(t, second)).toEqual([]);

    // The second's turn is refused until the first signs (the public page's call, driven here through the core).
    expect((await applyAsSystem(ctx, workflow.id, { type: 'SIGN', participantId: b!.id })).refused).toEqual({ reason: 'OUT_OF_ORDER' });
    const signed = await applyAsSystem(ctx, workflow.id, { type: 'SIGN', participantId: a!.id });
    expect(signed.after.status).toBe('in_progress');
    const secondMails = await outboxTo(t, second);
    expect(secondMails).toHaveLength(1);
    expect(secondMails[0]!.text_body).toContain('שלום');
    const view = (await signingApi(admin).get(`/${workflow.id}`)).json().data;
    expect(view.participants.map((p: { status: string; isTheirTurn: boolean }) => [p.status, p.isTheirTurn])).toEqual([['signed', false], ['pending', true]]);
    expect(view.events.map((e: { event: string }) => e.event)).toEqual(['created', 'submitted', 'link_sent', 'signed', 'link_sent']);
    expect(view.events[3]).toMatchObject({ participantName: 'First Signer', ip: '203.0.113.9', userAgent: 'test-browser' });
    expect((await auditOf(t, workflow.id)).map((entry) => entry.event_type).sort()).toEqual(['signing.created', 'signing.signed', 'signing.submitted']);
    const waiting = await signingApi(admin).get('?view=active&search=second');
    expect(waiting.json().data.workflows.map((w: { id: string }) => w.id)).toContain(workflow.id);
    expect(waiting.json().data.counts).toMatchObject({ active: expect.any(Number), drafts: expect.any(Number) });
  });

  it('lists a member’s turn under waiting, only once it has come, with the tabs’ counts', async () => {
    const colleague = await signInMemberAs(t, 'insurance', 'signing-colleague', 'user', 'agent');
    const userId = (await t.database.db.selectFrom('users').select('id').where('email', '=', 'signing-colleague@insurance.example.com').executeTakeFirstOrThrow()).id;
    const body = twoSignersBody(pdfId, address('outside'), '', { send: true, name: 'Waiting list check' });
    body.participants[1] = { key: 'b', role: 'signer', order: 2, userId } as never;
    const created = await signingApi(admin).post('', body);
    expect(created.statusCode, created.body).toBe(201);
    const workflow = created.json().data;
    expect(workflow.participants[1]).toMatchObject({ userId, name: 'Test signing-colleague', email: 'signing-colleague@insurance.example.com' });
    const waitingIds = async () => ((await signingApi(colleague).get('?view=waiting')).json().data.workflows as { id: string }[]).map((w) => w.id);
    expect(await waitingIds()).not.toContain(workflow.id);
    await applyAsSystem(ctx, workflow.id, { type: 'SIGN', participantId: workflow.participants[0].id });
    expect(await waitingIds()).toContain(workflow.id);
    const listed = (await signingApi(colleague).get('?view=waiting&search=waiting')).json().data;
    expect(listed).toMatchObject({ total: 1, counts: { waiting: 1, active: 1, completed: 0, drafts: 0 } });
    expect(listed.workflows[0]).toMatchObject({ name: 'Waiting list check', participantCount: 2, doneCount: 1, waitingFor: ['Test signing-colleague'] });
  });

  it('resend ends the old link and mails a new one; remind mails a new link with the same end', async () => {
    const { workflow, first } = await sent();
    const [before] = await participantsIn(t, ctx.tenant.id, workflow.id);
    const resent = await signingApi(admin).post(`/${workflow.id}/participants/${before!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const [after] = await participantsIn(t, ctx.tenant.id, workflow.id);
    expect(after!.token_hash).not.toEqual(before!.token_hash);
    const mails = await outboxTo(t, first);
    expect(mails.map((mail) => mail.template)).toEqual(['signing-link', 'signing-resend']);
    expect(Buffer.from(after!.token_hash!)).toEqual(hashSecretId(tokenIn(mails[1]!.text_body)!));
    const reminded = await signingApi(admin).post(`/${workflow.id}/participants/${before!.id}/remind`);
    expect(reminded.statusCode).toBe(200);
    const [last] = await participantsIn(t, ctx.tenant.id, workflow.id);
    expect(last!.reminded_at).not.toBeNull();
    expect(last!.link_expires_at).toEqual(after!.link_expires_at);
    expect(last!.token_hash).not.toEqual(after!.token_hash);
    const second = reminded.json().data.participants[1].id;
    const early = await signingApi(admin).post(`/${workflow.id}/participants/${second}/remind`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'SIGNING_REFUSED', errors: [{ field: 'OUT_OF_ORDER' }], messages: { he: expect.stringMatching(HEBREW) } });
  });

  it('keeps a decline’s reason: the workflow ends rejected, and nobody later gets a link', async () => {
    const { workflow, second } = await sent();
    const [a] = await participantsIn(t, ctx.tenant.id, workflow.id);
    const declined = await applyAsSystem(ctx, workflow.id, { type: 'DECLINE', participantId: a!.id }, { reason: '  Wrong amount  ' });
    expect(declined.after.status).toBe('rejected');
    const [stored] = await participantsIn(t, ctx.tenant.id, workflow.id);
    expect(stored).toMatchObject({ status: 'declined', decline_reason: 'Wrong amount' });
    expect(await outboxTo(t, second)).toEqual([]);
    const view = (await signingApi(admin).get(`/${workflow.id}`)).json().data;
    expect(view.participants[0]).toMatchObject({ declineReason: 'Wrong amount', actedAt: expect.any(String) });
    expect(view.events.at(-1)).toMatchObject({ event: 'declined', detail: { reason: 'Wrong amount' } });
  });

  it('cancel ends every link and tells those who had one', async () => {
    const { workflow, first, second } = await sent({ settings: { ...twoSignersBody(pdfId, '', '').settings, requireOrder: false } });
    expect((await participantsIn(t, ctx.tenant.id, workflow.id)).every((p) => p.token_hash !== null)).toBe(true);
    const cancelled = await signingApi(admin).post(`/${workflow.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await participantsIn(t, ctx.tenant.id, workflow.id)).every((p) => p.token_hash === null)).toBe(true);
    for (const to of [first, second]) expect((await outboxTo(t, to)).map((mail) => mail.template)).toEqual(['signing-link', 'signing-cancelled']);
    expect((await signingApi(admin).post(`/${workflow.id}/cancel`)).json()).toMatchObject({ code: 'SIGNING_REFUSED', errors: [{ field: 'WORKFLOW_CLOSED' }] });
  });

  it('keeps a workflow from another office and from a viewer’s changes; refuses where e-signatures are off', async () => {
    const { workflow } = await sent();
    const stranger = await t.signIn('admin@realestate.example.com');
    expect((await signingApi(stranger).get(`/${workflow.id}`)).statusCode).toBe(404);
    expect((await signingApi(stranger).post(`/${workflow.id}/cancel`)).statusCode).toBe(404);
    const other = await systemContextIn(t, 'realestate');
    expect(await withContext(t.database.db, { tenantId: other.tenant.id }, (trx) => trx.selectFrom('signing_participants').select('id').where('workflow_id', '=', workflow.id).execute())).toEqual([]);

    const viewer = await signInViewer(t, 'insurance');
    const refused = await signingApi(viewer).post('', twoSignersBody(pdfId, address('v'), address('w')));
    expect(refused.statusCode).toBe(403);
    expect((await signingApi(viewer).post(`/${workflow.id}/cancel`)).statusCode).toBe(403);
    expect((await signingApi(viewer).get(`/${workflow.id}`)).json().data.canManage).toBe(false);

    const legal = await t.database.db.selectFrom('tenants').select('overrides').where('slug', '=', 'legal').executeTakeFirstOrThrow();
    await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify({ ...(legal.overrides ?? {}), features: { disabled: ['e-signatures'] } }) }).where('slug', '=', 'legal').execute();
    try {
      const off = await signingApi(await t.signIn('admin@legal.example.com')).get();
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('FEATURE_UNAVAILABLE');
    } finally {
      await t.database.db.updateTable('tenants').set({ overrides: JSON.stringify(legal.overrides ?? {}) }).where('slug', '=', 'legal').execute();
    }
  });

  it('reminds by the job queue every interval with a new link, then ends the link when its time passes and tells the sender', async () => {
    const { workflow, first } = await sent();
    const [a] = await participantsIn(t, ctx.tenant.id, workflow.id);
    const jobs = () => t.database.db.selectFrom('jobs').select(['run_at', 'state']).where('kind', '=', 'signing.remind').where('payload', '@>', JSON.stringify({ participantId: a!.id })).orderBy('run_at').execute();
    expect(await jobs()).toEqual([{ run_at: new Date(new Date(a!.link_sent_at!).getTime() + 24 * HOUR), state: 'queued' }]);
    clock.advance(24 * HOUR + 60_000);
    await worker.runDue();
    expect((await outboxTo(t, first)).map((mail) => mail.template)).toEqual(['signing-link', 'signing-reminder']);
    expect((await jobs()).map((job) => job.state)).toEqual(['done', 'queued']);
    clock.advance(24 * HOUR);
    await worker.runDue();
    expect((await outboxTo(t, first)).map((mail) => mail.template)).toEqual(['signing-link', 'signing-reminder', 'signing-reminder']);
    // The third day's run comes at the link's end: it ends the link (EXPIRE), reminds no more and enqueues nothing.
    clock.advance(24 * HOUR);
    await worker.runDue();
    const [expired] = await participantsIn(t, ctx.tenant.id, workflow.id);
    expect(expired!.status).toBe('expired');
    expect((await jobs()).map((job) => job.state)).toEqual(['done', 'done', 'done']);
    expect(await outboxTo(t, first)).toHaveLength(3);
    const notices = await t.database.db.selectFrom('notifications').select(['kind', 'link']).where('kind', '=', 'signing_link_expired').where('link', '=', `/documents/workflows/${workflow.id}`).execute();
    expect(notices).toHaveLength(1);
    // Created and submitted in one transaction: the same time, in no set order.
    expect((await auditOf(t, workflow.id)).map((entry) => entry.event_type).slice(2)).toEqual(['signing.reminded', 'signing.reminded', 'signing.expired']);
    // A resend revives them with a new link and a new chain.
    const resent = await signingApi(admin).post(`/${workflow.id}/participants/${a!.id}/resend`);
    expect(resent.json().data.participants[0]).toMatchObject({ status: 'pending', isTheirTurn: true });
  });

  it('ends an overdue link when the workflow is read, without reminders', async () => {
    const { workflow } = await sent({ settings: { ...twoSignersBody(pdfId, '', '').settings, sendReminders: false } });
    clock.advance(3 * 24 * HOUR + 60_000);
    const read = (await signingApi(admin).get(`/${workflow.id}`)).json().data;
    expect(read.participants[0]).toMatchObject({ status: 'expired', isTheirTurn: false });
    expect(read.events.map((e: { event: string }) => e.event)).toContain('expired');
  });
});
