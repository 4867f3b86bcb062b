import { api } from '../../../app/session';
import { mappingJson, type ImportMapping } from './import-mapping';

/** What POST /clients/client/import/preview reads from a file. */
export interface ImportPreview {
  columns: string[];
  suggestedMapping: Record<string, string | null>;
  sampleRows: Record<string, string>[];
  rowCount: number;
}

/** A problem of one field of one row, with its message in every language. */
export interface ImportFieldError {
  field: string;
  message: string;
  messages?: Record<string, string>;
}

/** What POST /clients/client/import did, or in a dry run would do. */
export interface ImportResult {
  imported: number;
  skipped: number;
  failed: number;
  dryRun: boolean;
  errors: { row: number; errors: ImportFieldError[] }[];
  skippedRows: { row: number; skipped: 'duplicate'; field: 'email' | 'idNumber' }[];
  errorFileCsv: string | null;
}

const withFile = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** The file's columns, the server's suggested mapping and its first rows. */
export async function previewImport(file: File): Promise<ImportPreview> {
  return (await api.post<{ data: ImportPreview }>('/clients/client/import/preview', withFile(file))).data;
}

/** Imports the file with a mapping; a dry run only checks it. */
export async function runImport(file: File, mapping: ImportMapping, isDryRun: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('mapping', mappingJson(mapping));
  if (isDryRun) form.append('dryRun', 'true');
  form.append('file', file, file.name);
  return (await api.post<{ data: ImportResult }>('/clients/client/import', form)).data;
}
