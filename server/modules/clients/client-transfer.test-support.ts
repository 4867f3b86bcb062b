import ExcelJS from 'exceljs';
import type { TestAgent } from '../../testing/test-agent';
import { CLIENTS_BASE } from './client-paths';

/** A multipart body: one file in the field `file`, and text fields. */
export function multipart(file: Buffer, fileName: string, fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'helperEBoundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([...parts, head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends a file to an import call (`/import/preview` or `/import`) as the agent, in a language. */
export function upload(agent: TestAgent, path: '/import/preview' | '/import', file: Buffer, fileName: string, fields: Record<string, string> = {}, language = 'he') {
  const body = multipart(file, fileName, fields);
  return agent.request({ method: 'POST', url: `${CLIENTS_BASE}${path}`, payload: body.payload, headers: { ...body.headers, 'x-language': language }, csrf: true });
}

/** An XLSX workbook of one sheet with these rows (the first: the headers). */
export async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an XLSX file, as text. */
export async function rowsOfWorkbook(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  return rows;
}
