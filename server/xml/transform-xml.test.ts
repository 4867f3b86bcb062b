import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { UnknownFieldError } from './holdings-table';
import { xmlFixture } from './testing/holdings-zip';
import { TransformError, transformXml } from './transform-xml';

const data = xmlFixture('holdings-valid.xml');

async function workbookOf(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

describe('transforming a holdings file', () => {
  it('to JSON: the whole document', async () => {
    const result = await transformXml(data, { type: 'json', outputFormat: 'json', language: 'he' });
    const json = JSON.parse(result.data.toString('utf8'));
    expect(json.Mimshak.Mutzarim.Mutzar).toHaveLength(3);
    expect(json.Mimshak.Mutzarim.Mutzar[1].NetuneiMutzar.YeshutLakoach['MISPAR-YELADIM']).toBeNull();
    expect(result).toMatchObject({ contentType: 'application/json; charset=utf-8', extension: 'json' });
  });

  it('flat CSV: a UTF-8 mark, the rules’ columns in their order and headings, one row per policy', async () => {
    const result = await transformXml(data, { type: 'flat', outputFormat: 'csv', language: 'en', rules: [{ field: 'member.idNumber', header: 'ID' }, { field: 'balance' }, { field: 'productTypeName' }] });
    const text = result.data.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['ID,Balance,Product type', '031459266,125500.5,Pension fund', '031459266,12000,Pension fund', '204681134,64250.75,Study fund', '031459266,1500.25,Provident fund']);
    expect(result.rowCount).toBe(4);
  });

  it('flat XLSX: right to left in Hebrew, Hebrew headings, numbers as numbers with their format', async () => {
    const result = await transformXml(data, { type: 'flat', outputFormat: 'xlsx', language: 'he' });
    const sheet = (await workbookOf(result.data)).worksheets[0]!;
    expect(sheet.name).toBe('פוליסות');
    expect(sheet.views[0]!.rightToLeft).toBe(true);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers[0]).toBe('מספר פוליסה/חשבון');
    const balanceColumn = headers.indexOf('יתרה צבורה') + 1;
    expect(sheet.getRow(2).getCell(balanceColumn).value).toBe(125500.5);
    expect(sheet.getRow(2).getCell(balanceColumn).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(5);
  });

  it('business: the entities as JSON, one sheet each in XLSX', async () => {
    const json = JSON.parse((await transformXml(data, { type: 'business', outputFormat: 'json', language: 'en' })).data.toString('utf8'));
    expect(json.members).toHaveLength(2);
    expect(json.members[0]).toMatchObject({ idNumber: '031459266', policies: 3, balance: 139000.75 });
    expect(json.deposits).toHaveLength(4);
    const workbook = await workbookOf((await transformXml(data, { type: 'business', outputFormat: 'xlsx', language: 'en' })).data);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Policies', 'Members', 'Products', 'Balances', 'Deposits', 'Fees']);
    expect(workbook.worksheets[0]!.views[0]!.rightToLeft).toBe(false);
  });

  it('refuses an unknown field in the rules, and flat or business output of a file that is not holdings', async () => {
    await expect(transformXml(data, { type: 'flat', outputFormat: 'csv', language: 'he', rules: [{ field: 'member.secret' }] })).rejects.toBeInstanceOf(UnknownFieldError);
    await expect(transformXml(Buffer.from('<other/>'), { type: 'flat', outputFormat: 'csv', language: 'he' })).rejects.toBeInstanceOf(TransformError);
  });
});
