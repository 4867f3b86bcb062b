import Papa from 'papaparse';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { transferError } from './client-transfer.messages';
import type { ClientListRequest } from './client-list.service';
import { countUpTo, filteredClients } from './client-list.queries';
import { CLIENT_SELECTION, type ClientRecord } from './clients.queries';
import { TRANSFER_FIELDS, type TransferLanguage } from './client-transfer-fields';

/** The most clients one export writes (past it: 400, narrow the filter). */
export const EXPORT_MAX_ROWS = 50_000;

/** A file of clients: its bytes, its type and its name. */
export interface ExportFile {
  data: Buffer;
  contentType: string;
  fileName: string;
}

const SORT_COLUMNS = { createdAt: 'created_at', updatedAt: 'updated_at', firstName: 'first_name', lastName: 'last_name', lastContactDate: 'last_contact_date' } as const;

// A UTF-8 byte-order mark: without it Excel reads a CSV in the system code page and garbles Hebrew.
const BOM = '\uFEFF';

async function fileOf(records: ClientRecord[], format: 'csv' | 'xlsx', language: TransferLanguage): Promise<Omit<ExportFile, 'fileName'>> {
  const header = TRANSFER_FIELDS.map((entry) => entry.labels[language]);
  const rows = records.map((record) => TRANSFER_FIELDS.map((entry) => entry.read(record)));
  // A cell that starts with = + - @ (or a tab or return) is quoted with a leading ' so a spreadsheet never runs it.
  if (format === 'csv') return { data: Buffer.from(BOM + Papa.unparse([header, ...rows], { escapeFormulae: true }), 'utf8'), contentType: 'text/csv; charset=utf-8' };
  // exceljs is loaded on the first XLSX export, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Clients', { views: [{ rightToLeft: language === 'he' }] });
  sheet.addRows([header, ...rows]);
  sheet.getRow(1).font = { bold: true };
  return { data: Buffer.from(await workbook.xlsx.writeBuffer()), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}

/**
 * Every client of the office that passes the list's filters, in its sort, as a CSV (UTF-8 with BOM) or XLSX file
 * with headers in the caller's language; audited with the filter and the row count. 400 past EXPORT_MAX_ROWS.
 */
export async function exportClients(ctx: OfficeContext, list: ClientListRequest, format: 'csv' | 'xlsx'): Promise<ExportFile> {
  const records = await inOffice(ctx, async (trx) => {
    const { query } = await filteredClients(trx, list.filters);
    if ((await countUpTo(trx, query, EXPORT_MAX_ROWS)) > EXPORT_MAX_ROWS) throw transferError(400, 'EXPORT_TOO_LARGE');
    const column = SORT_COLUMNS[list.sortBy];
    const rows = await query
      .select(CLIENT_SELECTION)
      .orderBy(column, (order) => (list.sortOrder === 'asc' ? order.asc() : order.desc()).nullsLast())
      .orderBy('id', list.sortOrder)
      .execute();
    const after = { format, filters: list.filters, sortBy: list.sortBy, sortOrder: list.sortOrder, rowCount: rows.length };
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'clients.export', serviceName: 'clients', entityType: 'client', after, success: true });
    return rows;
  });
  const file = await fileOf(records, format, ctx.language);
  return { ...file, fileName: `clients-${new Date().toISOString().slice(0, 10)}.${format}` };
}
