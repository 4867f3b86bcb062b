import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { upload, workbookOf } from './client-transfer.test-support';
import { activityTypesOf, clientsApi, HEBREW, signInViewer, tenantIdOf } from './clients.test-support';

// 3 valid rows, one with an invalid ID number (row 4) and one with a disposable e-mail (row 6).
const CSV = [
  'שם פרטי,שם משפחה,ת.ז.,דוא"ל,עיר,תגיות',
  'Yoni,Import,300000007,yoni.import@example.com,Haifa,"vip, renewal"',
  'Rina,Import,311111116,rina.import@example.com,Eilat,',
  'Bad,Identity,123456789,bad.id@example.com,Acre,',
  'Moshe,Import,322222225,,Jerusalem,',
  'Temp,Mail,333333334,temp@mailinator.com,Ashdod,',
].join('\r\n');

const MAPPING = JSON.stringify({ 'שם פרטי': 'firstName', 'שם משפחה': 'lastName', 'ת.ז.': 'idNumber', 'דוא"ל': 'email', עיר: 'address.city', תגיות: 'management.tags' });

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(testDatabaseKinds())('client import on $kind', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const importedOf = async (slug: string) => {
    const tenantId = await tenantIdOf(t, slug);
    return t.database.db.selectFrom('clients').select(['id', 'first_name', 'address', 'tags', 'id_number']).where('last_name', '=', 'Import').where('tenant_id', '=', tenantId).orderBy('first_name').execute();
  };

  it('previews a file: its columns, the suggested mapping by Hebrew and English headers, the first rows', async () => {
    const admin = await t.signIn('admin@legal.example.com');
    const answer = await upload(admin, '/import/preview', Buffer.from(`\uFEFF${CSV}\r\nFirst name,x,y,Email,טלפון,נייד`), 'clients.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.columns).toEqual(['שם פרטי', 'שם משפחה', 'ת.ז.', 'דוא"ל', 'עיר', 'תגיות']);
    expect(data.suggestedMapping).toEqual(JSON.parse(MAPPING));
    expect(data.rowCount).toBe(6);
    expect(data.sampleRows[0]).toMatchObject({ 'שם פרטי': 'Yoni', תגיות: 'vip, renewal' });
    const english = (await upload(admin, '/import/preview', Buffer.from('First name,Last name,Email,ID number,טלפון,נייד,Shoe size\nA,B,c@d.com,1,2,3,4'), 'x.csv')).json().data;
    expect(english.suggestedMapping).toEqual({ 'First name': 'firstName', 'Last name': 'lastName', Email: 'email', 'ID number': 'idNumber', טלפון: 'phone', נייד: 'mobilePhone', 'Shoe size': null });
  });

  it('imports the valid rows, reports the invalid ones with the spec’s messages, and skips them all on a re-run', async () => {
    const admin = await t.signIn('admin@legal.example.com');
    const first = await upload(admin, '/import', Buffer.from(CSV), 'clients.csv', { mapping: MAPPING });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json().data;
    expect(result).toMatchObject({ imported: 3, skipped: 0, failed: 2, dryRun: false, skippedRows: [] });
    expect(result.errors).toEqual([
      { row: 4, errors: [{ field: 'idNumber', message: 'Invalid ID number', messages: { he: 'מספר תעודת זהות לא תקין', en: 'Invalid ID number', es: 'Número de identidad no válido' } }] },
      { row: 6, errors: [expect.objectContaining({ field: 'email', message: 'Disposable e-mail addresses are not accepted' })] },
    ]);
    // The error file: the file's columns, an errors column in Hebrew, the two rows as they were.
    const errorFile = Papa.parse<string[]>(result.errorFileCsv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(errorFile[0]).toEqual(['שם פרטי', 'שם משפחה', 'ת.ז.', 'דוא"ל', 'עיר', 'תגיות', 'שגיאות']);
    expect(errorFile.slice(1).map((row) => [row[0], row[6]])).toEqual([['Bad', 'idNumber: מספר תעודת זהות לא תקין'], ['Temp', expect.stringMatching(/^email: .*/)]]);
    expect(errorFile[2]![6]).toMatch(HEBREW);

    const rows = await importedOf('legal');
    expect(rows.map((row) => row.first_name)).toEqual(['Moshe', 'Rina', 'Yoni']);
    expect(rows.find((row) => row.first_name === 'Yoni')).toMatchObject({ address: { city: 'Haifa' }, tags: ['vip', 'renewal'], id_number: '300000007' });
    expect(await activityTypesOf(t, rows[0]!.id)).toEqual(['created']);
    const audit = await t.database.db.selectFrom('audit_log').select(['after', 'user_id']).where('event_type', '=', 'clients.import').execute();
    expect(audit).toEqual([{ after: expect.objectContaining({ imported: 3, skipped: 0, failed: 2 }), user_id: expect.any(String) }]);

    // The same file again: the three are known by e-mail or ID number (Moshe has no e-mail), nothing is added.
    const again = (await upload(admin, '/import', Buffer.from(CSV), 'clients.csv', { mapping: MAPPING })).json().data;
    expect(again).toMatchObject({ imported: 0, skipped: 3, failed: 2 });
    expect(again.skippedRows).toEqual([
      { row: 2, skipped: 'duplicate', field: 'email' },
      { row: 3, skipped: 'duplicate', field: 'email' },
      { row: 5, skipped: 'duplicate', field: 'idNumber' },
    ]);
    expect(await importedOf('legal')).toHaveLength(3);

    // Another office does not see them, and can import the same people as its own.
    const other = clientsApi(await t.signIn('admin@accounting.example.com'));
    expect((await other.get('?search=Import')).json().data).toEqual([]);
    expect(await importedOf('accounting')).toEqual([]);
  });

  it('imports an XLSX workbook, and a dry run writes nothing', async () => {
    const admin = await t.signIn('admin@insurance.example.com');
    const file = await workbookOf([
      ['First name', 'Last name', 'Email', 'City', 'Status'],
      ['Xena', 'Import', 'xena.import@example.com', 'Netanya', 'pending'],
      ['Zeev', 'Import', 'zeev.import@example.com', 'Holon', 'active'],
    ]);
    const mapping = JSON.stringify({ 'First name': 'firstName', 'Last name': 'lastName', Email: 'email', City: 'address.city', Status: 'management.status' });
    const dry = (await upload(admin, '/import', file, 'book.xlsx', { mapping, dryRun: 'true' })).json().data;
    expect(dry).toMatchObject({ imported: 2, dryRun: true, errorFileCsv: null });
    expect(await importedOf('insurance')).toEqual([]);
    const answer = await upload(admin, '/import', file, 'book.xlsx', { mapping });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ imported: 2, failed: 0 });
    const rows = await t.database.db.selectFrom('clients').select(['first_name', 'status', 'address']).where('last_name', '=', 'Import').where('tenant_id', '=', await tenantIdOf(t, 'insurance')).orderBy('first_name').execute();
    expect(rows).toEqual([
      { first_name: 'Xena', status: 'pending', address: expect.objectContaining({ city: 'Netanya' }) },
      { first_name: 'Zeev', status: 'active', address: expect.objectContaining({ city: 'Holon' }) },
    ]);
  });

  it('answers a preview of bounded size: ten rows, each cell cut to 200 characters; refuses row 5,001 in either language', async () => {
    const admin = await t.signIn('admin@legal.example.com');
    const long = 'א'.repeat(30_000);
    const rows = Array.from({ length: 40 }, (_unused, index) => `Name${index},${long}`);
    const answer = await upload(admin, '/import/preview', Buffer.from(['First name,Notes', ...rows].join('\n')), 'long.csv');
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    expect(data.rowCount).toBe(40);
    expect(data.sampleRows).toHaveLength(10);
    expect(data.sampleRows[0]).toEqual({ 'First name': 'Name0', Notes: `${'א'.repeat(199)}…` });
    expect(answer.body.length).toBeLessThan(5_000);

    const tooMany = Buffer.from(`First name,Last name\n${'a,b\n'.repeat(5_001)}`);
    for (const path of ['/import/preview', '/import'] as const) {
      const refused = await upload(admin, path, tooMany, 'rows.csv', { mapping: MAPPING });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS', messages: { he: expect.stringMatching(HEBREW), en: 'A file can hold at most 5,000 rows' } });
    }
  });

  it('refuses a file that is not CSV or XLSX by its content, a bad mapping, and a viewer', async () => {
    const admin = await t.signIn('admin@medical.example.com');
    const png = await upload(admin, '/import/preview', PNG, 'clients.csv');
    expect(png.statusCode).toBe(400);
    expect(png.json()).toMatchObject({ success: false, code: 'IMPORT_FILE_TYPE', messages: { he: expect.stringMatching(HEBREW) } });
    expect((await upload(admin, '/import', PNG, 'clients.csv', { mapping: MAPPING })).json().code).toBe('IMPORT_FILE_TYPE');

    const unknown = await upload(admin, '/import', Buffer.from(CSV), 'clients.csv', { mapping: JSON.stringify({ 'שם פרטי': 'firstName', 'שם משפחה': 'shoeSize' }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'IMPORT_MAPPING_INVALID' });
    expect(unknown.json().errors.map((error: { field: string }) => error.field)).toEqual(['mapping.שם משפחה', 'mapping.lastName']);
    const noName = await upload(admin, '/import', Buffer.from(CSV), 'clients.csv', { mapping: JSON.stringify({ 'דוא"ל': 'email' }) });
    expect(noName.json().errors).toEqual([expect.objectContaining({ field: 'mapping.firstName' }), expect.objectContaining({ field: 'mapping.lastName', messages: expect.objectContaining({ he: expect.stringMatching(HEBREW) }) })]);
    expect((await upload(admin, '/import', Buffer.from(CSV), 'clients.csv', { mapping: 'not json' })).statusCode).toBe(400);
    expect(await importedOf('medical')).toEqual([]);

    const viewer = await signInViewer(t, 'medical');
    for (const path of ['/import/preview', '/import'] as const) {
      const refused = await upload(viewer, path, Buffer.from(CSV), 'clients.csv', { mapping: MAPPING });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('CLIENT_READ_ONLY');
    }
    expect(await importedOf('medical')).toEqual([]);
  });
});
