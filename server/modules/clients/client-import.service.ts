import { sql } from 'kysely';
import Papa from 'papaparse';
import { cleanClientInput, validateClient, type ClientInput } from '../../../engine/clients';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import type { ScopedTransaction } from '../../db/context';
import { actorUserId, type OfficeContext } from '../../context/office-context';
import type { FieldError } from '../../plugins/errors';
import { asFieldErrors } from './client-body';
import { columnsOf, kindAfter } from './client-columns';
import { clientFieldError } from './client-errors';
import { addActivity } from './client-history';
import type { ImportRow, ImportTable } from './client-import-file';
import { TRANSFER_PATHS, type TransferLanguage } from './client-transfer-fields';
import { TRANSFER_TEXTS, transferError, type TransferTextCode } from './client-transfer.messages';
import { inClientWrite } from './clients.service';
import { startSubjectWorkflow } from '../workflow-runtime/subject-start';
import { insertClient, isOfficeMember } from './clients.queries';

/** Which client field each column of the file fills (null or absent: the column is not imported). */
export type ImportMapping = Record<string, string | null>;

/** A row that was not imported because of its data. */
export interface ImportRowErrors {
  row: number;
  errors: FieldError[];
}

/** What an import did (or, in a dry run, would do). */
export interface ImportResult {
  imported: number;
  skipped: number;
  failed: number;
  dryRun: boolean;
  errors: ImportRowErrors[];
  skippedRows: { row: number; skipped: 'duplicate'; field: 'email' | 'idNumber' }[];
  /** The failed rows as a CSV (the file's columns and an errors column in the caller's language), or null when none failed. */
  errorFileCsv: string | null;
}

/** The mapping a request sent (JSON of column → field path), checked against the file's columns; 400 with a message per problem. */
export function readMapping(raw: string | undefined, columns: string[]): ImportMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '');
  } catch {
    throw transferError(400, 'IMPORT_MAPPING_INVALID', [{ field: 'mapping', code: 'IMPORT_MAPPING_NOT_JSON' }]);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw transferError(400, 'IMPORT_MAPPING_INVALID', [{ field: 'mapping', code: 'IMPORT_MAPPING_NOT_JSON' }]);
  const problems: { field: string; code: TransferTextCode }[] = [];
  const seen = new Set<string>();
  const mapping: ImportMapping = {};
  for (const [column, path] of Object.entries(parsed)) {
    if (path === null || path === '') continue;
    if (!columns.includes(column)) problems.push({ field: `mapping.${column}`, code: 'IMPORT_UNKNOWN_COLUMN' });
    else if (typeof path !== 'string' || !TRANSFER_PATHS.has(path)) problems.push({ field: `mapping.${column}`, code: 'IMPORT_UNKNOWN_FIELD' });
    else if (seen.has(path)) problems.push({ field: `mapping.${column}`, code: 'IMPORT_FIELD_TWICE' });
    else {
      seen.add(path);
      mapping[column] = path;
    }
  }
  for (const name of ['firstName', 'lastName']) if (!seen.has(name)) problems.push({ field: `mapping.${name}`, code: 'IMPORT_NAME_UNMAPPED' });
  if (problems.length > 0) throw transferError(400, 'IMPORT_MAPPING_INVALID', problems);
  return mapping;
}

// The body a create would send for the row: dotted paths nested, tags split on commas, a numeric score as a number.
function rowBody(row: ImportRow, mapping: ImportMapping): Record<string, unknown> {
  const body: Record<string, Record<string, unknown> | unknown> = {};
  for (const [column, path] of Object.entries(mapping)) {
    const cell = row.cells[column] ?? '';
    if (!path || cell === '') continue;
    const value = path === 'management.tags' ? cell.split(',').map((tag) => tag.trim()).filter((tag) => tag !== '') : path === 'leadScore' && /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
    const [group, inner] = path.split('.') as [string, string | undefined];
    if (inner === undefined) body[group] = value;
    else body[group] = { ...((body[group] as Record<string, unknown> | undefined) ?? {}), [inner]: value };
  }
  return body;
}

type Checked = { row: ImportRow; input: ClientInput; kind: Exclude<ReturnType<typeof kindAfter>, 'conflict'> };

// The row checked by exactly the rules of a create (the engine's clean-up and validateClient).
function checkRow(row: ImportRow, mapping: ImportMapping): Checked | ImportRowErrors {
  const cleaned = cleanClientInput(rowBody(row, mapping));
  const result = validateClient(cleaned);
  if (!result.ok) return { row: row.row, errors: asFieldErrors(result.errors) };
  const kind = kindAfter({ ...result.value, kind: cleaned.kind as ClientInput['kind'] }, undefined);
  if (kind === 'conflict') return { row: row.row, errors: [clientFieldError('leadStatus', 'LEAD_STATUS_NEEDS_LEAD')] };
  return { row, input: result.value, kind };
}

// The e-mails (lower-cased) and ID numbers among these that the office's clients already have.
async function existingKeys(trx: ScopedTransaction, emails: string[], idNumbers: string[]): Promise<{ emails: Set<string>; idNumbers: Set<string> }> {
  const found = { emails: new Set<string>(), idNumbers: new Set<string>() };
  for (let start = 0; start < Math.max(emails.length, idNumbers.length); start += 1000) {
    const someEmails = emails.slice(start, start + 1000);
    const someIds = idNumbers.slice(start, start + 1000);
    if (someEmails.length > 0) {
      const rows = await trx.selectFrom('clients').select(sql<string>`lower(email)`.as('email')).where(sql<string>`lower(email)`, 'in', someEmails).execute();
      for (const row of rows) found.emails.add(row.email);
    }
    if (someIds.length > 0) for (const row of await trx.selectFrom('clients').select('id_number').where('id_number', 'in', someIds).execute()) if (row.id_number) found.idNumbers.add(row.id_number);
  }
  return found;
}

/** The failed rows as a CSV the user can fix and import again: the file's columns and the row's problems in their language. */
export function errorFile(table: ImportTable, failures: ImportRowErrors[], language: TransferLanguage): string | null {
  if (failures.length === 0) return null;
  const byRow = new Map(table.rows.map((row) => [row.row, row]));
  const header = [...table.columns, TRANSFER_TEXTS.IMPORT_ERRORS_COLUMN[language]];
  const lines = failures.map((failure) => {
    const cells = byRow.get(failure.row)?.cells ?? {};
    const problems = failure.errors.map((error) => `${error.field}: ${error.messages[language]}`).join('; ');
    return [...table.columns.map((column) => cells[column] ?? ''), problems];
  });
  return `\uFEFF${Papa.unparse([header, ...lines])}`;
}

/**
 * Imports the rows of a file as new clients: each checked as a create checks it; a row whose e-mail or ID number
 * the office (or an earlier row) already has is skipped as a duplicate, so running the same file again adds nothing.
 * One transaction: the clients, a `created` activity for each, and one audit entry with the counts. The file of
 * failed rows is written in the context's language.
 */
export async function importClients(ctx: OfficeContext, table: ImportTable, mapping: ImportMapping, options: { dryRun: boolean }): Promise<ImportResult> {
  const errors: ImportRowErrors[] = [];
  const valid: Checked[] = [];
  for (const row of table.rows) {
    const checked = checkRow(row, mapping);
    if ('input' in checked) valid.push(checked);
    else errors.push(checked);
  }
  const userId = actorUserId(ctx.actor);
  const outcome = await inClientWrite(ctx, async (trx) => {
    const known = await existingKeys(trx, [...new Set(valid.flatMap((entry) => (entry.input.email ? [entry.input.email.toLowerCase()] : [])))], [...new Set(valid.flatMap((entry) => (entry.input.idNumber ? [entry.input.idNumber] : [])))]);
    const skippedRows: ImportResult['skippedRows'] = [];
    const members = new Map<string, boolean>();
    let imported = 0;
    for (const { row, input, kind } of valid) {
      const email = input.email?.toLowerCase();
      const duplicate = email && known.emails.has(email) ? 'email' : input.idNumber && known.idNumbers.has(input.idNumber) ? 'idNumber' : undefined;
      if (duplicate) {
        skippedRows.push({ row: row.row, skipped: 'duplicate', field: duplicate });
        continue;
      }
      const assignee = input.management?.assignedTo;
      if (assignee && !members.has(assignee)) members.set(assignee, await isOfficeMember(trx, assignee));
      if (assignee && !members.get(assignee)) {
        errors.push({ row: row.row, errors: [clientFieldError('management.assignedTo', 'ASSIGNEE_NOT_MEMBER')] });
        continue;
      }
      if (email) known.emails.add(email);
      if (input.idNumber) known.idNumbers.add(input.idNumber);
      imported += 1;
      if (options.dryRun) continue;
      const columns = columnsOf(input, undefined, new Set(), kind);
      const created = await insertClient(trx, ctx.tenant.id, { ...columns, first_name: input.firstName, last_name: input.lastName, created_by: userId, last_modified_by: userId });
      await addActivity(trx, ctx, created.id, { type: 'created', metadata: { kind: created.kind, leadStatus: created.lead_status, source: created.source, importRow: row.row } });
      await startSubjectWorkflow(trx, ctx, { kind: 'client', id: created.id, name: `${created.first_name} ${created.last_name}` });
    }
    errors.sort((a, b) => a.row - b.row);
    if (!options.dryRun) {
      const after = { imported, skipped: skippedRows.length, failed: errors.length, rows: table.rows.length, columns: Object.keys(mapping).length };
      await writeAudit(trx, auditActorOf(ctx), { eventType: 'clients.import', serviceName: 'clients', entityType: 'client', after, success: true });
    }
    return { imported, skippedRows };
  });
  return { imported: outcome.imported, skipped: outcome.skippedRows.length, failed: errors.length, dryRun: options.dryRun, errors, skippedRows: outcome.skippedRows, errorFileCsv: errorFile(table, errors, ctx.language) };
}
