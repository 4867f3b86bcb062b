import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { XmlIssue } from '../../xml/xml-types';
import { xmlDocumentNotFound } from './xml-documents.messages';
import { readXmlDocuments } from './xml-documents.queries';
import { transformationView, validationOf, xmlDocumentSummary } from './xml-documents.views';
import { XML_AUDIT_EVENTS } from './xml-paths';
import { transformationsOf } from './xml-transform.queries';

/** What an export is asked for. */
export interface ExportRequest {
  documentIds: string[];
  format: 'json' | 'csv' | 'xlsx';
  includeValidationResults?: boolean;
  includeTransformations?: boolean;
}

const SUMMARY_COLUMNS = ['id', 'fileName', 'archiveName', 'fileSize', 'uploadedAt', 'status', 'validationStatus', 'errorCount', 'warningCount', 'rootElement', 'namespace', 'elementCount', 'policyNumber', 'clientIdNumber', 'amount', 'effectiveDate', 'policyCount', 'memberCount', 'tags', 'transformations'] as const;
const ERROR_COLUMNS = ['documentId', 'fileName', 'severity', 'type', 'code', 'line', 'column', 'path', 'message'] as const;

type Cell = string | number | null;

// A cell a spreadsheet would run as a formula is kept as text.
const safeText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const csvCell = (value: Cell) => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : safeText(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

async function exportedDocuments(ctx: OfficeContext, request: ExportRequest) {
  return inOffice(ctx, async (trx) => {
    const rows = await readXmlDocuments(trx, request.documentIds);
    if (rows.length !== request.documentIds.length) throw xmlDocumentNotFound();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const documents = [];
    for (const id of request.documentIds) {
      const row = byId.get(id)!;
      const transformations = request.includeTransformations === false ? [] : (await transformationsOf(trx, id)).map(transformationView);
      documents.push({ ...xmlDocumentSummary(row), validation: request.includeValidationResults === false ? null : validationOf(row), transformations });
    }
    await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.exported, serviceName: 'xml', entityType: 'xml-document', after: { documentIds: request.documentIds, format: request.format }, success: true });
    return documents;
  });
}

type ExportedDocument = Awaited<ReturnType<typeof exportedDocuments>>[number];

const summaryRow = (document: ExportedDocument): Cell[] => [
  document.id, document.fileName, document.archiveName, document.fileSize, document.uploadedAt, document.status, document.validationStatus, document.validation?.errors.length ?? document.errorCount,
  document.validation?.warnings.length ?? 0, document.rootElement, document.namespace, document.elementCount, document.businessData.policyNumber, document.businessData.clientIdNumber,
  document.businessData.amount, document.businessData.effectiveDate, document.policyCount, document.memberCount, document.tags.join(', '),
  document.transformations.map((transformation) => `${transformation.type}/${transformation.outputFormat}${transformation.success ? '' : ' (failed)'}`).join(', '),
];

const issueRows = (document: ExportedDocument, language: 'he' | 'en' | 'es'): Cell[][] =>
  [...(document.validation?.errors ?? []), ...(document.validation?.warnings ?? [])].map((issue: XmlIssue) => [
    document.id, document.fileName, issue.severity, issue.type, issue.code ?? null, issue.line ?? null, issue.column ?? null, issue.path ?? null, issue.message[language],
  ]);

async function workbookOf(documents: ExportedDocument[], language: 'he' | 'en' | 'es', withErrors: boolean): Promise<Buffer> {
  // exceljs is loaded on the first export, not at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const rightToLeft = language === 'he';
  const summary = workbook.addWorksheet('documents', { views: [{ state: 'frozen', ySplit: 1, rightToLeft }] });
  summary.addRow([...SUMMARY_COLUMNS]).font = { bold: true };
  for (const document of documents) summary.addRow(summaryRow(document).map((cell) => (typeof cell === 'string' ? safeText(cell) : cell)));
  if (withErrors) {
    const errors = workbook.addWorksheet('errors', { views: [{ state: 'frozen', ySplit: 1, rightToLeft }] });
    errors.addRow([...ERROR_COLUMNS]).font = { bold: true };
    for (const document of documents) for (const row of issueRows(document, language)) errors.addRow(row.map((cell) => (typeof cell === 'string' ? safeText(cell) : cell)));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The chosen documents with their validation and transformation results: json (the documents as the detail shows
 * them), csv (a summary row per document) or xlsx (the summary sheet and, with the validation results, a sheet of
 * their errors and warnings, in the caller's language). 404 when one is not the office's. Audited.
 */
export async function exportDocuments(ctx: OfficeContext, request: ExportRequest): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const documents = await exportedDocuments(ctx, request);
  const stamp = new Date().toISOString().slice(0, 10);
  if (request.format === 'json') {
    return { data: Buffer.from(JSON.stringify({ exportedAt: new Date().toISOString(), documents }, null, 2)), contentType: 'application/json', fileName: `xml-documents-${stamp}.json` };
  }
  if (request.format === 'csv') {
    const lines = [[...SUMMARY_COLUMNS], ...documents.map(summaryRow)].map((row) => row.map(csvCell).join(','));
    // A byte-order mark, so that spreadsheet programs read the Hebrew names as UTF-8.
    return { data: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`), contentType: 'text/csv; charset=utf-8', fileName: `xml-documents-${stamp}.csv` };
  }
  const language = ctx.language === 'he' || ctx.language === 'es' ? ctx.language : 'en';
  return { data: await workbookOf(documents, language, request.includeValidationResults !== false), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: `xml-documents-${stamp}.xlsx` };
}
