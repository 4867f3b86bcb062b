import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import { demoHoldingsFileName, demoHoldingsXml, type DemoXmlFile, type DemoXmlMember } from '../../demo/demo-xml-files';
import { multipart } from '../../testing/multipart-body';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { XML_BASE } from './xml-paths';

const DAY = 86_400_000;
const PRODUCER = { producerId: '520000999', producerName: 'חברת בדיקות לביטוח בע"מ' };
const STRANGER: DemoXmlMember = { idNumber: '039337423', firstName: 'אורי', lastName: 'שחר', gender: 1, birthDate: '19790312' };
const NEWCOMER: DemoXmlMember = { idNumber: '000000018', firstName: 'מיכל', lastName: 'ארבל', gender: 2, birthDate: '19910707' };
const policy = (policyNumber: string, balance: number, fees: [number, number]) => ({ policyNumber, status: 1, joinDate: '20120101', balance, monthlyDeposit: 1_500, depositFeePct: fees[0], balanceFeePct: fees[1] });

interface Row {
  policyNumber: string;
  balance: number;
  clientId: string | null;
  documentId: string;
  memberIdNumber: string;
}

describe.each(testDatabaseKinds())('XML analytics and clients on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let pro: TestAgent;
  let tenantId: string;
  let clients: { id: string; id_number: string; first_name: string; last_name: string }[];
  const documents: Record<'older' | 'newer' | 'broken', string> = { older: '', newer: '', broken: '' };

  const upload = async (file: DemoXmlFile, sequence: number): Promise<string> => {
    const body = multipart([
      { name: 'description', data: 'test' },
      { name: 'autoValidate', data: 'true' },
      { name: 'file', fileName: demoHoldingsFileName(file, sequence), contentType: 'application/xml', data: demoHoldingsXml(file) },
    ]);
    const answer = await admin.request({ method: 'POST', url: `${XML_BASE}/upload`, payload: body.payload, headers: body.headers, csrf: true });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.documents[0].id;
  };
  const member = (client: (typeof clients)[number]): DemoXmlMember => ({ idNumber: client.id_number, firstName: client.first_name, lastName: client.last_name, gender: 1, birthDate: '19800101' });
  const file = (daysAgo: number, products: DemoXmlFile['products'], closingPolicies?: number): DemoXmlFile => {
    const producedAt = new Date(Date.now() - daysAgo * DAY - 3_600_000);
    return { ...PRODUCER, producedAt, valuationDate: new Date(Date.UTC(producedAt.getUTCFullYear(), producedAt.getUTCMonth(), 0)), products, ...(closingPolicies ? { closingPolicies } : {}) };
  };
  const uploadedDaysAgo = (id: string, days: number) =>
    withContext(t.database.db, { tenantId }, (trx) => trx.updateTable('xml_documents').set({ uploaded_at: new Date(Date.now() - days * DAY) }).where('id', '=', id).execute());
  const get = (agent: TestAgent, path: string) => agent.request({ method: 'GET', url: `${XML_BASE}${path}` });
  const post = (agent: TestAgent, path: string, payload: object) => agent.request({ method: 'POST', url: `${XML_BASE}${path}`, payload, csrf: true });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    pro = await t.signIn('pro@insurance.example.com');
    tenantId = (await t.database.db.selectFrom('tenants').select('id').where('slug', '=', 'insurance').executeTakeFirstOrThrow()).id;
    // Known data: the demo's files out of the way, then three files of two clients and two strangers.
    await withContext(t.database.db, { tenantId }, (trx) => trx.updateTable('xml_documents').set({ deleted_at: new Date() }).execute());
    clients = [];
    for (const [firstName, lastName, idNumber] of [['דנה', 'לוי', '031459266'], ['Moshe', 'Katz', '000000026']] as const) {
      const made = await admin.request({ method: 'POST', url: '/api/clients/client', payload: { firstName, lastName, idNumber }, csrf: true });
      expect(made.statusCode, made.body).toBe(201);
      clients.push({ id: made.json().data.id, id_number: idNumber, first_name: firstName, last_name: lastName });
    }
    const [first, second] = [member(clients[0]!), member(clients[1]!)];
    documents.older = await upload(file(10, [{ productType: 2, member: first, policies: [policy('T-1', 100_000, [1, 0.2])] }, { productType: 2, member: STRANGER, policies: [policy('T-2', 50_000, [2, 0.3])] }]), 1);
    documents.newer = await upload(file(3, [{ productType: 2, member: first, policies: [policy('T-1', 110_000, [1, 0.2])] }, { productType: 1, member: second, policies: [policy('T-3', 200_000, [3, 1])] }]), 2);
    documents.broken = await upload(file(1, [{ productType: 4, member: NEWCOMER, policies: [policy('T-4', 10_000, [0, 0.6])] }], 5), 3);
    await uploadedDaysAgo(documents.older, 10);
    await uploadedDaysAgo(documents.newer, 3);
    await uploadedDaysAgo(documents.broken, 1);
  });
  afterAll(async () => t?.close());

  it('counts the period’s documents, errors and policies (each once, from its latest file) with fees against the caps', async () => {
    const month = (await get(pro, '/analytics')).json().data;
    expect(month.period).toBe('30d');
    expect(month.documentsByStatus).toEqual([{ status: 'validated', count: 2 }, { status: 'invalid', count: 1 }]);
    expect(month.documentsOverTime).toHaveLength(31);
    expect(month.documentsOverTime.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(3);
    expect(month.errorsByType).toEqual([{ type: 'COUNT_MISMATCH', count: 1 }]);
    expect(month.policiesByProduct).toEqual([{ productType: 1, count: 1 }, { productType: 2, count: 2 }, { productType: 4, count: 1 }]);
    expect(month.policiesByStatus).toEqual([{ status: 1, count: 4 }]);
    expect(month.balanceByProduct).toEqual([{ productType: 1, total: 200_000 }, { productType: 2, total: 160_000 }, { productType: 4, total: 10_000 }]);
    expect(month.feesByProduct).toEqual([
      { productType: 1, avgDepositFeePct: 3, avgBalanceFeePct: 1, capDepositPct: 4, capBalancePct: 1.05 },
      { productType: 2, avgDepositFeePct: 1.5, avgBalanceFeePct: 0.25, capDepositPct: 6, capBalancePct: 0.5 },
      { productType: 4, avgDepositFeePct: 0, avgBalanceFeePct: 0.6, capDepositPct: 4, capBalancePct: 1.05 },
    ]);
    expect(month.totals).toEqual({ documents: 3, policies: 4, members: 4, balance: 370_000 });
    const week = (await get(pro, '/analytics?period=7d')).json().data;
    expect(week.totals).toEqual({ documents: 2, policies: 3, members: 3, balance: 320_000 });
    expect(week.documentsOverTime).toHaveLength(8);
    expect((await get(pro, '/analytics?period=all')).json().data.totals.documents).toBe(3);
    expect((await get(pro, '/analytics?period=2d')).statusCode).toBe(400);
  });

  it('shows a client’s policies from the latest file naming each', async () => {
    const rows = (await get(pro, `/client/${clients[0]!.id}/holdings`)).json().data as Row[];
    expect(rows.map((row) => [row.policyNumber, row.balance, row.documentId])).toEqual([['T-1', 110_000, documents.newer]]);
  });

  it('links a member of a file to a client, audited, and refuses what the office does not have', async () => {
    const second = clients[1]!;
    const linked = await post(admin, `/documents/${documents.older}/link`, { idNumber: STRANGER.idNumber, clientId: second.id });
    expect(linked.statusCode).toBe(200);
    expect((linked.json().data as Row[]).map((row) => [row.policyNumber, row.clientId])).toEqual([['T-2', second.id]]);
    const theirs = (await get(pro, `/client/${second.id}/holdings`)).json().data as Row[];
    expect(theirs.map((row) => row.policyNumber).sort()).toEqual(['T-2', 'T-3']);
    const audit = await t.database.db.selectFrom('audit_log').select(['event_type', 'after']).where('entity_id', '=', documents.older).where('event_type', '=', 'xml.holdings.linked').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ idNumber: STRANGER.idNumber, clientId: second.id, policies: 1 });

    expect((await post(admin, `/documents/${documents.older}/link`, { idNumber: '111111118', clientId: second.id })).json().code).toBe('XML_MEMBER_NOT_FOUND');
    expect((await post(admin, `/documents/${documents.older}/link`, { idNumber: STRANGER.idNumber, clientId: '7d0c9a51-3b7e-4c1e-9d0f-2a1b3c4d5e6f' })).statusCode).toBe(404);
    expect((await post(pro, `/documents/${documents.older}/link`, { idNumber: STRANGER.idNumber, clientId: second.id })).statusCode).toBe(403);
  });

  it('makes a lead of an unmatched member from the file’s details and links their policies', async () => {
    const made = await post(admin, `/documents/${documents.broken}/leads`, {});
    expect(made.statusCode, made.body).toBe(201);
    const { created, skipped } = made.json().data;
    expect(skipped).toEqual([]);
    expect(created).toEqual([{ clientId: expect.any(String), name: 'מיכל ארבל', idNumber: NEWCOMER.idNumber }]);
    const lead = await withContext(t.database.db, { tenantId }, (trx) => trx.selectFrom('clients').select(['kind', 'id_number', 'gender', 'first_name', 'last_name']).where('id', '=', created[0].clientId).executeTakeFirstOrThrow());
    expect(lead).toMatchObject({ kind: 'lead', id_number: NEWCOMER.idNumber, gender: 'female', first_name: 'מיכל', last_name: 'ארבל' });
    const rows = (await get(pro, `/client/${created[0].clientId}/holdings`)).json().data as Row[];
    expect(rows.map((row) => row.policyNumber)).toEqual(['T-4']);
    expect((await post(admin, `/documents/${documents.broken}/leads`, {})).json().data.created).toEqual([]);
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', documents.broken).where('event_type', '=', 'xml.holdings.lead-created').execute();
    expect(audit).toHaveLength(1);
    expect((await post(admin, `/documents/${documents.newer}/leads`, { idNumbers: ['039337423'] })).statusCode).toBe(404);
  });

  it('answers 404 for another office’s file and client', async () => {
    const other = await t.database.db.selectFrom('tenants').select('id').where('slug', '!=', 'insurance').orderBy('slug').executeTakeFirstOrThrow();
    const theirDocument = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const theirClient = await withContext(t.database.db, { tenantId: other.id }, async (trx) => {
      await trx.insertInto('xml_documents').values({ tenant_id: other.id, id: theirDocument, file_name: 'theirs.xml', file_size: 10, storage_key: 'x', checksum: 'x' }).execute();
      await trx.insertInto('xml_holdings').values({ tenant_id: other.id, document_id: theirDocument, member_id_number: STRANGER.idNumber, policy_number: 'X-1' }).execute();
      const client = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
      await trx.insertInto('clients').values({ tenant_id: other.id, id: client, first_name: 'Other', last_name: 'Office' }).execute();
      return client;
    });
    expect((await post(admin, `/documents/${theirDocument}/link`, { idNumber: STRANGER.idNumber, clientId: clients[0]!.id })).statusCode).toBe(404);
    expect((await post(admin, `/documents/${documents.older}/link`, { idNumber: STRANGER.idNumber, clientId: theirClient })).statusCode).toBe(404);
    expect((await post(admin, `/documents/${theirDocument}/leads`, {})).statusCode).toBe(404);
    expect((await get(pro, `/client/${theirClient}/holdings`)).statusCode).toBe(404);
  });
});
