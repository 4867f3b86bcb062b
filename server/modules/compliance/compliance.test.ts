import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { clientWithIntake, complianceApi, HEBREW, idsOf, passwordChangedAt, recordWith, taskDueAt } from './compliance.test-support';

const DAY = 86_400_000;

type Check = { id: string; state: string; count: number; checked: number | null; reason: { he: string; en: string } | null; findings: { id: string; name: string | null; link: string | null }[] };
const checkOf = (body: { data: { checks: Check[] } }, id: string): Check => body.data.checks.find((check) => check.id === id)!;
const findingIds = (check: Check) => check.findings.map((finding) => finding.id);

describe.each(testDatabaseKinds())('compliance on $kind', (kind) => {
  let t: TestApp;
  let accounting: { tenantId: string; admin: string };
  let insurance: { tenantId: string; admin: string };
  let made: { lateRecord: string; onTimeRecord: string; waiting: string; lateTask: string; otherOfficeTask: string; consentless: string; consenting: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const accountingAdmin = await idsOf(t, 'accounting', 'admin@accounting.example.com');
    const insuranceAdmin = await idsOf(t, 'insurance', 'admin@insurance.example.com');
    accounting = { tenantId: accountingAdmin.tenantId, admin: accountingAdmin.userId };
    insurance = { tenantId: insuranceAdmin.tenantId, admin: insuranceAdmin.userId };
    const now = Date.now();
    made = {
      lateRecord: await recordWith(t, accounting.tenantId, { module: 'tax-prep', entity: 'tax-return', stage: 'intake', title: 'Return 2025', dueAt: new Date(now - 2 * DAY) }),
      onTimeRecord: await recordWith(t, accounting.tenantId, { module: 'tax-prep', entity: 'tax-return', stage: 'intake', title: 'Return 2026', dueAt: new Date(now + 2 * DAY) }),
      waiting: await recordWith(t, accounting.tenantId, { module: 'tax-prep', entity: 'tax-return', stage: 'intake', title: 'Awaiting sign-off', pendingTo: 'review' }),
      lateTask: await taskDueAt(t, accounting.tenantId, new Date(now - 3 * DAY)),
      otherOfficeTask: await taskDueAt(t, insurance.tenantId, new Date(now - 3 * DAY)),
      consentless: await clientWithIntake(t, insurance.tenantId, 'Without', {}),
      consenting: await clientWithIntake(t, insurance.tenantId, 'Agreed', { consentToContact: true }),
    };
    await passwordChangedAt(t, accounting.tenantId, accounting.admin, new Date(now - 200 * DAY));
  });
  afterAll(async () => t?.close());

  it('finds overdue SLAs and tasks, approvals waiting and aged passwords from the office’s own data, and says why a check does not apply', async () => {
    const api = complianceApi(await t.signIn('admin@accounting.example.com'));
    const response = await api.get('/status');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.checks.map((check: Check) => check.id)).toEqual(['overdue-slas', 'overdue-tasks', 'pending-approvals', 'audit-chain', 'password-age', 'mfa', 'document-expiry', 'consent']);
    expect(body.data.policy).toEqual({ passwordExpiryDays: 90, mfaRequired: true });

    const slas = checkOf(body, 'overdue-slas');
    expect(slas.state).toBe('problem');
    expect(findingIds(slas)).toContain(made.lateRecord);
    expect(findingIds(slas)).not.toContain(made.onTimeRecord);
    expect(slas.findings.find((finding) => finding.id === made.lateRecord)).toMatchObject({ name: 'Return 2025', link: `/tax-prep/${made.lateRecord}` });

    const tasks = checkOf(body, 'overdue-tasks');
    expect(findingIds(tasks)).toContain(made.lateTask);
    expect(findingIds(tasks)).not.toContain(made.otherOfficeTask);
    expect(findingIds(checkOf(body, 'pending-approvals'))).toEqual([made.waiting]);

    expect(checkOf(body, 'audit-chain')).toMatchObject({ state: 'ok', count: 0 });
    expect(checkOf(body, 'audit-chain').checked).toEqual(expect.any(Number));
    const passwords = checkOf(body, 'password-age');
    expect(findingIds(passwords)).toEqual([accounting.admin]);
    expect(passwords.checked).toBeGreaterThanOrEqual(2);
    // The demo members have not set up an authenticator, and the accounting policy requires one.
    expect(checkOf(body, 'mfa')).toMatchObject({ state: 'problem', count: 2 });

    const documents = checkOf(body, 'document-expiry');
    expect(documents.state).toBe('not-applicable');
    expect(documents.reason?.he).toMatch(HEBREW);
    expect(documents.reason?.en).not.toContain('{{');
    expect(checkOf(body, 'consent')).toMatchObject({ state: 'not-applicable', reason: { en: expect.stringContaining('consent') } });
    expect(body.data.problems).toBe(body.data.checks.filter((check: Check) => check.state === 'problem').length);
  });

  it('narrows the due times to a period, and refuses a period that ends before it starts', async () => {
    const api = complianceApi(await t.signIn('admin@accounting.example.com'));
    const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    const lastWeek = (await api.get(`/status?from=${day(-8)}&to=${day(-3)}`)).json();
    expect(findingIds(checkOf(lastWeek, 'overdue-tasks'))).toContain(made.lateTask);
    expect(findingIds(checkOf(lastWeek, 'overdue-slas'))).not.toContain(made.lateRecord);
    const refused = await api.get(`/status?from=${day(0)}&to=${day(-1)}`, 'he');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_COMPLIANCE_PERIOD', errors: [{ field: 'to' }] });
    expect(refused.json().messages.he).toMatch(HEBREW);
  });

  it('checks the consents an office’s intake form requires, in that office only', async () => {
    const api = complianceApi(await t.signIn('admin@insurance.example.com'));
    const body = (await api.get('/status')).json();
    const consent = checkOf(body, 'consent');
    expect(findingIds(consent)).toContain(made.consentless);
    expect(findingIds(consent)).not.toContain(made.consenting);
    expect(consent.findings.find((finding) => finding.id === made.consentless)?.link).toBe(`/clients/${made.consentless}`);
    expect(findingIds(checkOf(body, 'overdue-tasks'))).toEqual([made.otherOfficeTask]);
    expect(findingIds(checkOf(body, 'pending-approvals'))).not.toContain(made.waiting);
  });

  it('refuses a member whose roles do not grant compliance.view, in their language', async () => {
    const api = complianceApi(await t.signIn('pro@accounting.example.com'));
    for (const path of ['/status', '/audits', '/report?format=pdf']) {
      const response = await api.get(path, 'he');
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({ code: 'COMPLIANCE_FORBIDDEN', messages: { he: expect.stringMatching(HEBREW) } });
    }
  });

  it('answers 403 FEATURE_UNAVAILABLE in an office with compliance off, before reading the query', async () => {
    const api = complianceApi(await t.signIn('admin@legal.example.com'));
    for (const path of ['/status', '/audits', '/report?format=pdf', '/report?format=nonsense']) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().code, path).toBe('FEATURE_UNAVAILABLE');
    }
  });

  it('exports the status as PDF and spreadsheet, audits each export, and lists it among the compliance events', async () => {
    const api = complianceApi(await t.signIn('admin@accounting.example.com'));
    const pdf = await api.get('/report?format=pdf', 'he');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="compliance-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const sheet = await api.get('/report?format=xlsx&from=2026-01-01&to=2026-12-31');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(sheet.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    // A PDF a reader opens, titled in the caller's language.
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getTitle()).toBe('דוח ציות');
    expect(document.getPageCount()).toBeGreaterThan(0);

    // The workbook, in Hebrew: right to left, a row per check in the office's words, and the findings.
    const hebrew = new ExcelJS.Workbook();
    await hebrew.xlsx.load((await api.get('/report?format=xlsx', 'he')).rawPayload as unknown as ArrayBuffer);
    const [status, findings] = hebrew.worksheets;
    expect(status?.views[0]).toMatchObject({ rightToLeft: true });
    const cells = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1).map(String);
    const checkRows = status!.getRows(8, 8)!.map(cells);
    expect(checkRows.map((row) => row[0])).toContain('מסמכים שפג תוקפם');
    expect(checkRows.find((row) => row[0] === 'זמני טיפול בשלבים שחלפו')?.[1]).toBe('נמצאו בעיות');
    expect(findings!.getRows(2, findings!.rowCount - 1)!.map(cells).map((row) => row[1])).toContain('Return 2025');

    const audits = (await api.get('/audits?pageSize=200')).json().data;
    const exports = audits.logs.filter((log: { eventType: string }) => log.eventType === 'compliance.report.export');
    expect(exports.map((log: { after: { format: string } }) => log.after.format)).toEqual(['xlsx', 'xlsx', 'pdf']);
    expect(exports[1]).toMatchObject({ userId: accounting.admin, serviceName: 'compliance', success: true, after: { period: { from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' } } });
    // Only compliance events: no sign-in, no record read.
    expect(audits.logs.every((log: { eventType: string }) => !['auth.login', 'client.viewed'].includes(log.eventType))).toBe(true);
    expect(audits.totalCount).toBeGreaterThanOrEqual(2);

    // The other office's compliance events are its own.
    const other = (await complianceApi(await t.signIn('admin@insurance.example.com')).get('/audits')).json().data;
    expect(other.logs.some((log: { userId: string | null }) => log.userId === accounting.admin)).toBe(false);
  });

  it('lists the refusals of the compliance calls among the compliance events', async () => {
    await complianceApi(await t.signIn('pro@accounting.example.com')).get('/status');
    const audits = (await complianceApi(await t.signIn('admin@accounting.example.com')).get('/audits?pageSize=5')).json().data;
    expect(audits.logs.map((log: { eventType: string }) => log.eventType)).toContain('request.refused');
  });
});
