import type * as Api from '../../../api/generated/api-types';
import { api } from '../../../app/session';
import { mappingJson, type ImportMapping } from './import-mapping';

/** What POST /clients/client/import/preview answers (generated from server/modules/clients). */
type ImportPreviewAnswer = Api.ImportPreviewAnswer;

/** What POST /clients/client/import answers. */
type ImportAnswer = Api.ImportAnswer;

/** What the preview reads from a file. */
export type ImportPreview = ImportPreviewAnswer['data'];

/** What the import did, or in a dry run would do. */
export type ImportResult = ImportAnswer['data'];

/** A problem of one field of one row, with its message in every language. */
export type ImportFieldError = ImportResult['errors'][number]['errors'][number];

const withFile = (file: File): FormData => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** The file's columns, the server's suggested mapping and its first rows. */
export async function previewImport(file: File): Promise<ImportPreview> {
  return (await api.post<ImportPreviewAnswer>('/clients/client/import/preview', withFile(file))).data;
}

/** Imports the file with a mapping; a dry run only checks it. */
export async function runImport(file: File, mapping: ImportMapping, isDryRun: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('mapping', mappingJson(mapping));
  if (isDryRun) form.append('dryRun', 'true');
  form.append('file', file, file.name);
  return (await api.post<ImportAnswer>('/clients/client/import', form)).data;
}
