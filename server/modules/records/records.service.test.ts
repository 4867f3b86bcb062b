import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeContext } from '../../context/office-context';
import { withContext } from '../../db/context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { daysAfter, officeDay } from './record-dates';
import { listRecords } from './record-list.service';
import { createRecord, deleteRecord, readRecord, updateRecord } from './records.service';
import { auditOf, clientIn, memberContextIn, putAtStage, systemContextIn } from './records.test-support';

const matter = (title: string) => ({ title, practiceArea: 'litigation', feeArrangement: 'hourly' });

// Issue 20, the store's first slice: the records services with an office context and no HTTP at all.
describe.each(testDatabaseKinds())('the records services on $kind', (kind) => {
  let t: TestApp;
  let legal: OfficeContext;
  let insurance: OfficeContext;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    legal = await memberContextIn(t, 'legal', 'admin@legal.example.com');
    insurance = await systemContextIn(t, 'insurance');
    clientId = await clientIn(t, legal, 'Dana');
  });
  afterAll(async () => t?.close());

  it('numbers, reads, lists, changes and deletes a legal matter, auditing each change as its actor', async () => {
    const year = officeDay(legal).slice(0, 4);
    const first = await createRecord(legal, 'matters', { data: matter('Cohen v. Levi'), clientId });
    const second = await createRecord(legal, 'matters', { data: { ...matter('Estate of Mizrahi'), practiceArea: 'family' }, clientId });
    expect(first).toMatchObject({ module: 'matters', entity: 'matter', number: `${year}-0001`, title: 'Cohen v. Levi', clientId, stage: 'intake', version: 1 });
    expect(second.number).toBe(`${year}-0002`);
    expect(await readRecord(legal, 'matters', first.id)).toEqual(first);

    const third = await createRecord(legal, 'matters', { data: matter('Levi Holdings merger'), clientId });
    const page1 = await listRecords(legal, 'matters', { limit: 2 });
    expect(page1).toMatchObject({ total: 3, isTotalExact: true });
    expect(page1.items.map((record) => record.id)).toEqual([third.id, second.id]);
    const page2 = await listRecords(legal, 'matters', { limit: 2, cursor: page1.nextCursor! });
    expect(page2.items.map((record) => record.id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();
    await expect(listRecords(legal, 'matters', { sort: 'updatedAt', cursor: page1.nextCursor! })).rejects.toMatchObject({ status: 400, code: 'INVALID_CURSOR' });
    expect((await listRecords(legal, 'matters', { search: 'LEVI' })).items.map((record) => record.id)).toEqual([third.id, first.id]);
    // A choice is searched by its label in the office's language: family law is דיני משפחה.
    expect((await listRecords(legal, 'matters', { search: 'משפחה' })).items.map((record) => record.id)).toEqual([second.id]);
    expect((await listRecords(legal, 'matters', { search: `${year}-0002` })).total).toBe(1);

    await expect(updateRecord(legal, 'matters', first.id, { data: matter('Stale'), version: 7 })).rejects.toMatchObject({ status: 409, code: 'RECORD_CHANGED' });
    const changed = await updateRecord(legal, 'matters', first.id, { data: matter('Cohen v. Levi (appeal)'), version: 1 });
    expect(changed).toMatchObject({ title: 'Cohen v. Levi (appeal)', version: 2, number: `${year}-0001` });
    await expect(updateRecord(legal, 'matters', first.id, { data: matter('Again'), version: 1 })).rejects.toMatchObject({ status: 409 });
    await expect(deleteRecord(legal, 'matters', first.id, 1)).rejects.toMatchObject({ status: 409, code: 'RECORD_CHANGED' });
    await deleteRecord(legal, 'matters', first.id, 2);
    await expect(readRecord(legal, 'matters', first.id)).rejects.toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND' });

    // The workflow runtime audits its effects on the record too (service workflow-runtime); these are the store's.
    const audit = (await auditOf(t, first.id)).filter((entry) => entry.service_name === 'records');
    const actor = legal.actor.kind === 'member' ? legal.actor.userId : null;
    expect(audit.map((entry) => [entry.event_type, entry.service_name, entry.entity_type, entry.user_id])).toEqual([
      ['record.create', 'records', 'matter', actor],
      ['record.update', 'records', 'matter', actor],
      ['record.delete', 'records', 'matter', actor],
    ]);
    expect(audit[1]).toMatchObject({ before: { title: 'Cohen v. Levi', data: matter('Cohen v. Levi') }, after: { title: 'Cohen v. Levi (appeal)' } });
  });

  it('refuses data the form refuses, field by field in Hebrew and English, and an unknown field', async () => {
    const refusal = createRecord(legal, 'matters', { data: { practiceArea: 'astrology', feeArrangement: 'hourly', bogus: 1 }, clientId });
    await expect(refusal).rejects.toMatchObject({ status: 400, code: 'INVALID_RECORD_DATA' });
    const error = (await refusal.catch((caught: unknown) => caught)) as { messages: { he: string; en: string }; errors: { field: string; messages: { he: string; en: string } }[] };
    expect(error.messages).toMatchObject({ he: 'נתוני התיק אינם תקינים', en: 'The matter data is not valid' });
    expect(error.errors.map((field) => field.field).sort()).toEqual(['data.bogus', 'data.practiceArea', 'data.title']);
    expect(error.errors.find((field) => field.field === 'data.title')?.messages).toMatchObject({ he: 'יש להזין את שם התיק', en: 'Matter title is required' });
  });

  it('holds a record to its client rule: required, of this office, or refused', async () => {
    const missing = createRecord(legal, 'matters', { data: matter('No client') });
    await expect(missing).rejects.toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'clientId' })] });
    const elsewhere = await clientIn(t, insurance, 'Omer');
    await expect(createRecord(legal, 'matters', { data: matter('Wrong office'), clientId: elsewhere })).rejects.toMatchObject({ status: 404, code: 'RECORD_CLIENT_NOT_FOUND' });
    const brokerage = await systemContextIn(t, 'realestate');
    const campaign = { name: 'Spring open house', channels: ['yad2'], startDate: officeDay(brokerage) };
    await expect(createRecord(brokerage, 'marketing', { data: campaign, clientId: await clientIn(t, brokerage, 'Noa') })).rejects.toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'clientId' })] });
    expect(await createRecord(brokerage, 'marketing', { data: campaign })).toMatchObject({ title: 'Spring open house', number: null, clientId: null });
  });

  it('lists a view by its stages and dates, and sends its changes to the module that holds the records', async () => {
    const insured = await clientIn(t, insurance, 'Avi');
    const today = officeDay(insurance);
    const policy = (renewalDate: string) => ({ insurer: 'harel', line: 'car', annualPremium: 3200, renewalDate });
    const soon = await createRecord(insurance, 'policies', { data: policy(daysAfter(today, 10)), clientId: insured });
    const later = await createRecord(insurance, 'policies', { data: policy(daysAfter(today, 90)), clientId: insured });
    const quote = await createRecord(insurance, 'policies', { data: policy(daysAfter(today, 20)), clientId: insured });
    await putAtStage(t, insurance, soon.id, 'active');
    await putAtStage(t, insurance, later.id, 'active');
    await putAtStage(t, insurance, quote.id, 'quote');
    expect(soon.number).toMatch(/^PL-\d{2}-00001$/);

    const renewals = await listRecords(insurance, 'renewals');
    expect(renewals.items.map((record) => record.id)).toEqual([soon.id]);
    expect((await listRecords(insurance, 'renewals', { stage: 'quote' })).items).toEqual([]);
    expect((await readRecord(insurance, 'renewals', soon.id)).id).toBe(soon.id);
    const refusal = createRecord(insurance, 'renewals', { data: policy(today), clientId: insured });
    await expect(refusal).rejects.toMatchObject({ status: 409, code: 'RECORDS_VIEW_READ_ONLY', messages: { en: expect.stringContaining('“Policies”') } });
    await expect(deleteRecord(insurance, 'renewals', soon.id, 1)).rejects.toMatchObject({ status: 409 });
  });

  it('assigns a record to an active member only, and lists by assignee and client', async () => {
    const actor = legal.actor.kind === 'member' ? legal.actor.userId : '';
    const assigned = await createRecord(legal, 'matters', { data: matter('Assigned'), clientId, assignedTo: actor });
    expect(assigned.assignedTo).toBe(actor);
    const stranger = createRecord(legal, 'matters', { data: matter('Nobody'), clientId, assignedTo: '00000000-0000-4000-8000-000000000000' });
    await expect(stranger).rejects.toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'assignedTo' })] });
    expect((await listRecords(legal, 'matters', { assignedTo: actor })).items.map((record) => record.id)).toEqual([assigned.id]);
    expect((await listRecords(legal, 'matters', { clientId: await clientIn(t, legal, 'Yael') })).total).toBe(0);
  });

  it('counts a list exactly up to 10,000 and says when there are more', async () => {
    // The office's own set-up: 10,001 conflict checks written at once, as a long-running office would have them.
    await withContext(t.database.db, { tenantId: legal.tenant.id }, (trx) =>
      sql`insert into records (tenant_id, module, entity, data) select ${legal.tenant.id}::uuid, 'conflicts', 'conflict-check', '{}'::jsonb from generate_series(1, 10001)`.execute(trx),
    );
    expect(await listRecords(legal, 'conflicts', { limit: 1 })).toMatchObject({ total: 10_000, isTotalExact: false });
  });

  it('answers 404 for a module of another kind or none, and 403 when the office has its feature off', async () => {
    await expect(listRecords(legal, 'clients')).rejects.toMatchObject({ status: 404, code: 'RECORDS_MODULE_NOT_FOUND' });
    await expect(createRecord(legal, 'no-such-module', { data: {} })).rejects.toMatchObject({ status: 404 });
    const withoutFeature: OfficeContext = { ...legal, office: { ...legal.office, enabledFeatures: legal.office.enabledFeatures.filter((feature) => feature !== 'case-management') } };
    await expect(listRecords(withoutFeature, 'matters')).rejects.toMatchObject({ status: 403, code: 'FEATURE_UNAVAILABLE' });
  });

  it('keeps an office’s records out of another office’s context, and out of its queries at the database', async () => {
    const kept = await createRecord(legal, 'matters', { data: matter('Confidential'), clientId });
    const medical = await systemContextIn(t, 'medical');
    // Another office reaching for them with the same module: the legal configuration, the other office's rows.
    const intruder: OfficeContext = { ...legal, tenant: medical.tenant, actor: medical.actor };
    await expect(readRecord(intruder, 'matters', kept.id)).rejects.toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND' });
    expect(await listRecords(intruder, 'matters')).toMatchObject({ items: [], total: 0 });
    await expect(updateRecord(intruder, 'matters', kept.id, { data: matter('Taken'), version: 1 })).rejects.toMatchObject({ status: 404 });
    const seen = await withContext(t.database.db, { tenantId: medical.tenant.id }, async (trx) => ({
      records: (await sql<{ n: number }>`select count(*)::int as n from records`.execute(trx)).rows[0]?.n,
      sequences: (await sql<{ n: number }>`select count(*)::int as n from record_sequences`.execute(trx)).rows[0]?.n,
    }));
    expect(seen).toEqual({ records: 0, sequences: 0 });
  });
});
