import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withContext } from '../../db/context';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { zipOf } from '../../testing/zip-writer';
import { insertClients, tenantIdOf } from '../clients/clients.test-support';
import { smallPdf } from '../documents/documents.test-support';
import { xmlDocumentObjectFactories } from './xml-document.object-factories';
import { HOLDINGS_FILE_NAME, INVALID_HOLDINGS, SAMPLE_HOLDINGS, xmlApi, xmlFixture } from './xml-documents.test-support';

const DOCTYPE_BOMB = xmlFixture('hostile-billion-laughs.xml');
const EXTERNAL_ENTITY = xmlFixture('hostile-external-entity.xml');
const NESTING_BOMB = xmlFixture('hostile-nesting-bomb.xml');

describe.each(testDatabaseKinds())('the XML intake’s documents on $kind', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let tenantId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@insurance.example.com');
    tenantId = await tenantIdOf(t, 'insurance');
  });
  afterAll(async () => t?.close());

  const documentCount = async () => Number((await withContext(t.database.db, { tenantId }, (trx) => trx.selectFrom('xml_documents').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow())).n);

  it('takes in the sample: stored, read, validated at once, audited', async () => {
    const response = await xmlApi(admin).upload(HOLDINGS_FILE_NAME, SAMPLE_HOLDINGS, { description: 'January', tags: 'pension,2025' });
    expect(response.statusCode, response.body).toBe(201);
    const [document] = response.json().data.documents;
    expect(document).toMatchObject({ fileName: HOLDINGS_FILE_NAME, status: 'validated', validationStatus: 'valid', rootElement: 'Mimshak', tags: ['pension', '2025'], description: 'January', archiveName: null, errorCount: 0 });
    expect(document.elementCount).toBeGreaterThan(30);
    const detail = (await xmlApi(admin).get(`/documents/${document.id}`)).json().data;
    expect(detail.validation).toMatchObject({ isValid: true, errors: [] });
    const content = (await xmlApi(admin).get(`/documents/${document.id}/content`)).json().data;
    expect(content).toMatchObject({ truncated: false });
    expect(content.text).toContain('<MISPAR-POLISA-O-HESHBON>1000001</MISPAR-POLISA-O-HESHBON>');
    expect(document).toMatchObject({ policyCount: 4, memberCount: 2, businessData: { policyNumber: '1000001', clientIdNumber: '031459266' } });
    const original = await xmlApi(admin).get(`/documents/${document.id}/download`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(SAMPLE_HOLDINGS)).toBe(true);
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', document.id).execute();
    expect(audit.map((row) => row.event_type)).toEqual(['xml.document.uploaded']);
  });

  it('reads the clearing house’s trailing \\x1a and its .dat name', async () => {
    const trailing = (await xmlApi(admin).upload('holdings-trailing-eof.xml', xmlFixture('holdings-trailing-eof.xml'))).json().data.documents[0];
    expect(trailing.status).toBe('validated');
    expect((await xmlApi(admin).get(`/documents/${trailing.id}/content`)).json().data.text).not.toContain('\x1a');
    const dat = (await xmlApi(admin).upload(HOLDINGS_FILE_NAME, xmlFixture(HOLDINGS_FILE_NAME))).json().data.documents[0];
    expect(dat).toMatchObject({ fileName: HOLDINGS_FILE_NAME, status: 'validated', errorCount: 0 });
    expect((await xmlApi(admin).get(`/documents/${dat.id}/validation`)).json().data.warnings).toEqual([]);
  });

  it('keeps an invalid file with its errors, and pending when autoValidate is false; validates on demand', async () => {
    const invalid = (await xmlApi(admin).upload(HOLDINGS_FILE_NAME, INVALID_HOLDINGS)).json().data.documents[0];
    expect(invalid).toMatchObject({ status: 'invalid', validationStatus: 'invalid' });
    expect(invalid.errorCount).toBeGreaterThan(0);
    const validation = (await xmlApi(admin).get(`/documents/${invalid.id}/validation`)).json().data;
    expect(validation.errors[0]).toMatchObject({ type: 'SCHEMA_VIOLATION', severity: 'error' });
    expect(validation.errors[0].line).toBeGreaterThan(0);
    const pending = (await xmlApi(admin).upload('later.xml', SAMPLE_HOLDINGS, { autoValidate: 'false' })).json().data.documents[0];
    expect(pending).toMatchObject({ status: 'pending', validationStatus: null });
    const checked = await xmlApi(admin).post('/validate', { documentId: pending.id });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.isValid).toBe(true);
    expect((await xmlApi(admin).get(`/documents/${pending.id}`)).json().data.status).toBe('validated');
  });

  it('refuses hostile or foreign single files, storing nothing', async () => {
    const before = await documentCount();
    for (const [name, data] of [['bomb.xml', DOCTYPE_BOMB], ['xxe.xml', EXTERNAL_ENTITY], ['deep.xml', NESTING_BOMB], ['plain.xml', 'this is not XML'], ['not-xml.xml', xmlFixture('not-xml.pdf')], ['empty.dat', '']] as const) {
      const refused = await xmlApi(admin).upload(name, data);
      expect(refused.statusCode, `${name}: ${refused.body}`).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, name).toBeLessThan(500);
      expect(refused.json().messages.he).toBeTruthy();
    }
    expect((await xmlApi(admin).upload('notes.txt', SAMPLE_HOLDINGS)).statusCode).toBe(415);
    // Past the office's limit (insurance: 50 MB): 413 naming it, and nothing read further.
    const tooLarge = await xmlApi(admin).upload('huge.xml', Buffer.alloc(50 * 1024 * 1024 + 1, 0x20));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().messages.en).toContain('50 MB');
    expect((await xmlApi(admin).upload('a.xml', SAMPLE_HOLDINGS, { tags: '[1,2]' })).statusCode).toBe(400);
    expect((await xmlApi(admin).upload('a.xml', SAMPLE_HOLDINGS, { schemaId: '00000000-0000-4000-8000-000000000999' })).statusCode).toBe(400);
    expect(await documentCount()).toBe(before);
  });

  it('takes a zip apart: its XML files as documents (a refused one failed), its PDF to the library, the rest skipped', async () => {
    const zip = zipOf([
      { name: 'in/good.xml', data: SAMPLE_HOLDINGS },
      { name: 'in/bad.dat', data: INVALID_HOLDINGS },
      { name: 'hostile.xml', data: DOCTYPE_BOMB },
      { name: 'letter.pdf', data: await smallPdf('Letter') },
      { name: 'readme.txt', data: 'hello' },
    ]);
    const response = await xmlApi(admin).upload('batch.zip', zip);
    expect(response.statusCode, response.body).toBe(201);
    const { documents, libraryDocuments, skipped } = response.json().data;
    const byName = Object.fromEntries(documents.map((document: { fileName: string; status: string; archiveName: string }) => [document.fileName, document]));
    expect(byName['good.xml']).toMatchObject({ status: 'validated', archiveName: 'batch.zip' });
    expect(byName['bad.dat']).toMatchObject({ status: 'invalid', archiveName: 'batch.zip' });
    expect(byName['hostile.xml']).toMatchObject({ status: 'failed', validationStatus: 'invalid' });
    expect(libraryDocuments).toEqual([expect.objectContaining({ fileName: 'letter.pdf' })]);
    expect(skipped).toEqual([expect.objectContaining({ fileName: 'readme.txt' })]);
    expect((await xmlApi(admin).upload('broken.zip', 'PK not really')).statusCode).toBe(400);
  });

  it('pages (10 by default), filters by status, tags, dates and words, sorts', async () => {
    for (let index = 0; index < 11; index += 1) await xmlApi(admin).upload(`paged-${String(index).padStart(2, '0')}.xml`, SAMPLE_HOLDINGS, { tags: 'paged', autoValidate: 'false' });
    const first = (await xmlApi(admin).get('/documents?tags=paged')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 11, totalPages: 2 });
    expect(first.data).toHaveLength(10);
    expect((await xmlApi(admin).get('/documents?tags=paged&page=2')).json().data).toHaveLength(1);
    const byName = (await xmlApi(admin).get('/documents?tags=paged&sortBy=fileName&sortOrder=asc&limit=3')).json().data;
    expect(byName.map((document: { fileName: string }) => document.fileName)).toEqual(['paged-00.xml', 'paged-01.xml', 'paged-02.xml']);
    expect((await xmlApi(admin).get('/documents?status=pending&tags=paged&limit=100')).json().pagination.total).toBe(11);
    expect((await xmlApi(admin).get('/search?q=paged-07')).json().data.map((document: { fileName: string }) => document.fileName)).toEqual(['paged-07.xml']);
    expect((await xmlApi(admin).get('/search?q=January')).json().pagination.total).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await xmlApi(admin).get(`/documents?tags=paged&dateFrom=${today}&dateTo=${today}`)).json().pagination.total).toBe(11);
    expect((await xmlApi(admin).get('/documents?tags=paged&dateTo=2000-01-01')).json().pagination.total).toBe(0);
    // The tag filter offers every tag of the office's files, not only the page's: the most used first, counted.
    const tags = (await xmlApi(admin).get('/tags')).json().data as { tag: string; count: number }[];
    expect(tags).toContainEqual({ tag: 'paged', count: 11 });
    expect(tags.map((entry) => entry.count)).toEqual([...tags.map((entry) => entry.count)].sort((a, b) => b - a));
    for (const query of ['?limit=101', '?page=0', '?status=lost', '?sortBy=name', '?dateFrom=yesterday', '?dateFrom=2025-02-01&dateTo=2025-01-01']) expect((await xmlApi(admin).get(`/documents${query}`)).statusCode, query).toBe(400);
  });

  it('tags, deletes (one and in a batch), validates in a batch, and exports', async () => {
    const api = xmlApi(admin);
    const upload = async (name: string) => (await api.upload(name, SAMPLE_HOLDINGS, { autoValidate: 'false' })).json().data.documents[0].id as string;
    const [one, two, three] = [await upload('one.xml'), await upload('two.xml'), await upload('three.xml')];
    const tagged = await api.patch(`/documents/${one}/tags`, { tags: ['vip', 'checked'] });
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json().data.tags).toEqual(['vip', 'checked']);
    expect((await api.patch(`/documents/${one}/tags`, { tags: ['x'.repeat(31)] })).statusCode).toBe(400);

    const batch = (await api.post('/batch/validate', { documentIds: [one, two, '00000000-0000-4000-8000-000000000000'] })).json().data.results;
    expect(batch.map((result: { success: boolean }) => result.success)).toEqual([true, true, false]);
    expect(batch[2].message.en).toBeTruthy();

    const csv = await api.post('/export', { documentIds: [one, two], format: 'csv' });
    expect(csv.statusCode).toBe(200);
    const lines = csv.rawPayload.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('one.xml');
    const json = JSON.parse((await api.post('/export', { documentIds: [one], format: 'json' })).rawPayload.toString('utf8'));
    expect(json.documents[0]).toMatchObject({ id: one, validation: { isValid: true } });
    const xlsx = await api.post('/export', { documentIds: [one, two], format: 'xlsx' });
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('documents')!.rowCount).toBe(3);
    expect(workbook.getWorksheet('errors')).toBeDefined();

    expect((await api.delete(`/documents/${three}`)).statusCode).toBe(200);
    expect((await api.get(`/documents/${three}`)).statusCode).toBe(404);
    const deleted = (await api.post('/batch/delete', { documentIds: [two] })).json().data.results;
    expect(deleted).toEqual([{ documentId: two, success: true }]);
    const events = await t.database.db.selectFrom('audit_log').select('event_type').where('entity_id', 'in', [one, two, three]).execute();
    expect(new Set(events.map((row) => row.event_type))).toEqual(new Set(['xml.document.uploaded', 'xml.document.tagged', 'xml.document.validated', 'xml.document.deleted']));
  });

  it('matches a holdings file’s members to the office’s clients by ID number, and searches them', async () => {
    await insertClients(t, 'insurance', [{ first_name: 'Noa', last_name: 'Matched', email: 'noa.matched@example.com', id_number: '031459266' }]);
    const document = (await xmlApi(admin).upload(HOLDINGS_FILE_NAME, SAMPLE_HOLDINGS)).json().data.documents[0];
    expect(document).toMatchObject({ policyCount: 4, memberCount: 2, unmatchedMembers: 1 });
    const data = (await xmlApi(admin).get(`/documents/${document.id}/data`)).json().data;
    expect(data.policies).toHaveLength(4);
    expect(data.policies[0]).toMatchObject({ policyNumber: '1000001', memberIdNumber: '031459266', clientName: 'Noa Matched', documentId: document.id });
    expect(data.policies.find((policy: { memberIdNumber: string }) => policy.memberIdNumber === '204681134').clientId).toBeNull();
    expect(data.tree).toMatchObject({ name: 'Mimshak', path: '/Mimshak' });
    expect(data.header).toMatchObject({ fileNumber: expect.any(String) });
    expect((await xmlApi(admin).get(`/documents/${document.id}`)).json().data.holdingsHeader).toMatchObject({ version: '004' });
    expect((await xmlApi(admin).get('/search?q=204681134')).json().data.map((found: { id: string }) => found.id)).toContain(document.id);
    expect((await xmlApi(admin).get('/search?q=7700123')).json().data.map((found: { id: string }) => found.id)).toContain(document.id);
  });

  it('transforms to a spreadsheet and CSV, keeps each result for download, and refuses what cannot be made', async () => {
    const api = xmlApi(admin);
    const document = (await api.upload(HOLDINGS_FILE_NAME, SAMPLE_HOLDINGS)).json().data.documents[0];
    const xlsx = await api.post('/transform', { documentId: document.id, transformationType: 'flat', outputFormat: 'xlsx' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json().data).toMatchObject({ type: 'flat', outputFormat: 'xlsx', success: true, rowCount: 4, error: null });
    const sheetFile = await api.get(`/documents/${document.id}/transformations/${xlsx.json().data.id}/download`);
    expect(sheetFile.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheetFile.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.actualRowCount).toBe(5);

    const csv = await api.post('/transform', { documentId: document.id, transformationType: 'flat', outputFormat: 'csv', transformationRules: [{ field: 'policyNumber', header: 'Policy' }] });
    expect(csv.json().data).toMatchObject({ success: true, rowCount: 4 });
    const csvFile = (await api.get(`/documents/${document.id}/transformations/${csv.json().data.id}/download`)).rawPayload.toString('utf8').replace(/^\uFEFF/, '');
    const rows = csvFile.trim().split(/\r?\n/);
    expect(rows).toEqual(['Policy', '1000001', '1000002', expect.stringMatching(/^0*1$|^000000001$/), '7700123']);

    expect((await api.get(`/documents/${document.id}`)).json().data).toMatchObject({ status: 'transformed' });
    expect((await api.get(`/documents/${document.id}/transformations`)).json().data).toHaveLength(2);
    const onTheFly = await api.get(`/documents/${document.id}/download?format=csv`);
    expect(onTheFly.statusCode).toBe(200);
    expect(onTheFly.headers['content-disposition']).toContain('.csv');

    // JSON as a spreadsheet cannot be made: a failed result is kept with why; an unknown field is the caller's error.
    const failed = await api.post('/transform', { documentId: document.id, transformationType: 'json', outputFormat: 'xlsx' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ success: false, rowCount: null });
    expect(failed.json().data.error.he).toBeTruthy();
    expect((await api.get(`/documents/${document.id}/transformations/${failed.json().data.id}/download`)).statusCode).toBe(404);
    expect((await api.post('/transform', { documentId: document.id, transformationType: 'flat', outputFormat: 'csv', transformationRules: [{ field: 'nope' }] })).statusCode).toBe(400);
    const batch = (await api.post('/batch/transform', { documentIds: [document.id], transformationType: 'business', outputFormat: 'json' })).json().data.results;
    expect(batch).toEqual([{ documentId: document.id, success: true }]);
    const audit = await t.database.db.selectFrom('audit_log').select('event_type').where('entity_id', '=', document.id).where('event_type', '=', 'xml.document.transformed').execute();
    expect(audit).toHaveLength(4);
  });

  it('keeps each office’s documents to itself, and refuses who may only read a change', async () => {
    const made = (await xmlApi(admin).upload('mine.xml', SAMPLE_HOLDINGS)).json().data.documents[0];
    // Another office's document, named by this office: not found, and unchanged.
    const theirs = await xmlDocumentObjectFactories['xml-document'].create(t, { slug: 'realestate', member: 'admin@realestate.example.com' });
    for (const path of ['', '/content', '/download', '/data', '/validation', '/transformations']) expect((await xmlApi(admin).get(`/documents/${theirs.id}${path}`)).statusCode, path).toBe(404);
    expect((await xmlApi(admin).delete(`/documents/${theirs.id}`)).statusCode).toBe(404);
    expect((await xmlApi(admin).patch(`/documents/${theirs.id}/tags`, { tags: ['mine'] })).statusCode).toBe(404);
    expect((await xmlApi(admin).get('/tags')).json().data.map((entry: { tag: string }) => entry.tag)).not.toContain('isolated');
    expect((await xmlApi(admin).post('/validate', { documentId: theirs.id })).statusCode).toBe(404);
    expect(await theirs.check()).toEqual({ isIntact: true });
    const theirResult = await xmlDocumentObjectFactories['xml-transformation'].create(t, { slug: 'realestate', member: 'admin@realestate.example.com' });
    expect((await xmlApi(admin).get(`/documents/${theirResult.params!.documentId}/transformations/${theirResult.id}/download`)).statusCode).toBe(404);
    expect(await theirResult.check()).toEqual({ isIntact: true });
    // An office without the feature is refused as the house refuses a feature it does not have.
    const other = await t.signIn('admin@realestate.example.com');
    const refused = await xmlApi(other).get(`/documents/${made.id}`);
    expect([403, 404]).toContain(refused.statusCode);
    expect((await xmlApi(admin).get(`/documents/${made.id}`)).statusCode).toBe(200);
    // An agent reads the files (xml.view) but may not change them (xml.edit).
    const agent = await t.signIn('pro@insurance.example.com');
    expect((await xmlApi(agent).get(`/documents/${made.id}`)).statusCode).toBe(200);
    expect((await xmlApi(agent).post('/export', { documentIds: [made.id], format: 'json' })).statusCode).toBe(200);
    const readOnly = await xmlApi(agent).upload('agent.xml', SAMPLE_HOLDINGS);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('XML_READ_ONLY');
    expect((await xmlApi(agent).patch(`/documents/${made.id}/tags`, { tags: ['agent'] })).statusCode).toBe(403);
    expect((await xmlApi(agent).delete(`/documents/${made.id}`)).statusCode).toBe(403);
  });
});
