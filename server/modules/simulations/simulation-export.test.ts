import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../testing/test-agent';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { insertClients } from '../clients/clients.test-support';
import { SIMULATIONS_BASE } from './simulations-paths';

const INPUTS = { planType: 'pension_fund', gender: 'male', currentAge: 22, retirementAge: 67, currentSalary: 20_000, currentSavings: 400_000, annualReturnRate: 0.04, inflationRate: 0.02, salaryGrowthRate: 0.01, conversionCoefficient: 200 };

/** The text of a PDF as a reader's software extracts it, without the embedding marks pdftotext puts around each run. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lishka-simulation-')), 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
}

describe.each(testDatabaseKinds())('simulation export on $kind', (kind) => {
  let t: TestApp;
  let pro: TestAgent;
  let simulationId: string;
  const call = (agent: TestAgent, path: string, language: 'he' | 'en', method: 'GET' | 'POST' = 'GET', payload?: object) =>
    agent.request({ method, url: `${SIMULATIONS_BASE}${path}`, ...(payload ? { payload } : {}), csrf: true, headers: { 'accept-language': language } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    pro = await t.signIn('pro@insurance.example.com');
    const [clientId] = (await insertClients(t, 'insurance', [{ first_name: 'דנה', last_name: 'לוי', email: 'dana.levi@example.com' }])) as [string];
    simulationId = (await call(pro, '', 'he', 'POST', { name: 'פרישה בגיל 67', clientId, inputs: INPUTS })).json().data.id;
  });
  afterAll(async () => t?.close());

  it('exports a PDF in Hebrew with the name, the client, the results, the assumptions and the years, and audits it', async () => {
    const response = await call(pro, `/${simulationId}/export?format=pdf`, 'he');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*\.pdf"; filename\*=UTF-8''%D7%A4/);
    const text = pdfText(response.rawPayload);
    for (const words of ['פרישה בגיל 67', 'דנה לוי', 'קצבה חודשית', 'שיעור תחלופה', 'הנחות החישוב', 'תשואה שנתית', 'הצבירה לאורך השנים', 'הצבירה שנה אחר שנה', 'מה החישוב אינו כולל', '₪']) expect(text).toContain(words);
    expect(text).toContain('4%');
    const audit = await t.database.db.selectFrom('audit_log').select(['event_type', 'after']).where('entity_id', '=', simulationId).where('event_type', '=', 'simulation.exported').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ format: 'pdf' });
  });

  it('exports a workbook whose figures are numbers: in English left to right, in Hebrew right to left', async () => {
    const response = await call(pro, `/${simulationId}/export?format=xlsx`, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Years']);
    const [summary, years] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(summary.views[0]).toMatchObject({ rightToLeft: false, state: 'frozen', ySplit: 1 });
    const rows = summary.getSheetValues().filter(Boolean) as unknown[][];
    const valueOf = (label: string) => rows.find((row) => row[1] === label)?.[2];
    expect(typeof valueOf('Monthly pension')).toBe('number');
    expect(valueOf('Annual return')).toBe(0.04);
    expect(summary.getRow(1).font?.bold).toBe(true);
    expect((years.getRow(1).values as unknown[]).slice(1)).toEqual(['Year', 'Age', 'Monthly salary', 'Deposits in the year', 'Nominal', 'Real (today’s money)']);
    expect(years.rowCount).toBe(1 + 45);
    const last = years.getRow(years.rowCount);
    expect(typeof last.getCell(5).value).toBe('number');
    expect(last.getCell(5).numFmt).toContain('₪');
    expect(last.getCell(5).value).toBeCloseTo(valueOf('Savings at retirement') as number, 6);

    const hebrew = new ExcelJS.Workbook();
    await hebrew.xlsx.load((await call(pro, `/${simulationId}/export?format=xlsx`, 'he')).rawPayload as unknown as ArrayBuffer);
    expect(hebrew.worksheets.map((sheet) => sheet.name)).toEqual(['סיכום', 'שנים']);
    expect(hebrew.worksheets.every((sheet) => sheet.views[0]?.rightToLeft === true)).toBe(true);
  });

  it('exports every kind: a combined plan’s years summed, the survivors’ and the enhanced cover’s figures', async () => {
    const combined = { planType: 'combined', gender: 'female', currentAge: 40, retirementAge: 64, currentSalary: 15_000, annualReturnRate: 0.04, pension: { currentSavings: 60_000, employeeRate: 0.06, employerRate: 0.065 }, hishtalmut: { currentSavings: 25_000, employeeRate: 0.025, employerRate: 0.075 } };
    const cover = { insuredSalary: 18_000, maritalStatus: 'married', numberOfChildren: 2, disabledChild: false, bylaws: 'standard' };
    const made = async (kind: string, inputs: object) => (await call(pro, '', 'en', 'POST', { name: `Export ${kind}`, kind, inputs })).json().data;
    const plan = await made('complete', combined);
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.load((await call(pro, `/${plan.id}/export?format=xlsx`, 'en')).rawPayload as unknown as ArrayBuffer);
    const years = sheet.getWorksheet('Years')!;
    expect(years.getRow(years.rowCount).getCell(5).value).toBeCloseTo(plan.result.totalSavingsNominal, 4);
    const labels = (sheet.getWorksheet('Summary')!.getSheetValues().filter(Boolean) as unknown[][]).map((row) => row[1]);
    expect(labels).toEqual(expect.arrayContaining(['Pension · Employee contribution', 'Study fund · Employer contribution']));

    const { conversionCoefficient: _given, ...withoutCoefficient } = INPUTS;
    const chosen = await made('complete', withoutCoefficient);
    const chosenSheet = new ExcelJS.Workbook();
    await chosenSheet.xlsx.load((await call(pro, `/${chosen.id}/export?format=xlsx`, 'en')).rawPayload as unknown as ArrayBuffer);
    expect((chosenSheet.getWorksheet('Summary')!.getSheetValues().filter(Boolean) as unknown[][]).find((row) => row[1] === 'Conversion coefficient')?.[2]).toBe(chosen.result.conversionCoefficient);

    const survivors = await made('survivors', cover);
    const survivorsText = pdfText((await call(pro, `/${survivors.id}/export?format=pdf`, 'en')).rawPayload);
    expect(survivorsText).toContain('Survivors’ pension, together');
    expect(survivorsText).not.toContain('Conversion coefficient');
    expect(survivorsText).toContain('Standard by-laws (2018)');
    expect(survivorsText).not.toContain('Savings over the years');
    const enhanced = await made('enhanced', INPUTS);
    const enhancedText = pdfText((await call(pro, `/${enhanced.id}/export?format=pdf`, 'he')).rawPayload);
    expect(enhancedText).toContain('כיסוי ביטוחי על השכר הנוכחי');
    expect(enhancedText).toContain('קצבת נכות חודשית');
    // 45 years run onto a third page, under the table's header again.
    expect(enhancedText.split('הפקדות בשנה').length - 1).toBe(2);
  });

  it('refuses an unknown format in the caller’s language, and a simulation the caller does not see as 404', async () => {
    const bad = await call(pro, `/${simulationId}/export?format=docx`, 'he');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'format', messages: { he: expect.stringContaining('pdf, xlsx') } });
    const admin = await t.signIn('admin@insurance.example.com');
    const hidden = (await call(admin, '', 'en', 'POST', { name: 'Admin private', inputs: INPUTS })).json().data.id;
    const refused = await call(pro, `/${hidden}/export?format=pdf`, 'en');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('SIMULATION_NOT_FOUND');
    const accounting = await t.signIn('admin@accounting.example.com');
    expect((await call(accounting, `/${simulationId}/export?format=xlsx`, 'en')).statusCode).toBe(404);
  });
});
