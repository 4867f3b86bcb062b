import { inOffice, type OfficeContext } from '../../context/office-context';
import { HttpError } from '../../plugins/errors';
import type { StoredFiles } from '../../storage/delete-quietly';
import type { BatchResult } from './xml-batch.schemas';
import { deleteDocumentIn } from './xml-documents.service';
import { transformDocument, type TransformRequest } from './xml-transform.service';
import { validateDocumentIn } from './xml-validate.service';

// Each document on its own: one that is not the office's, or fails, is reported in its result and the rest go on.
async function each(documentIds: readonly string[], act: (documentId: string) => Promise<boolean>): Promise<{ results: BatchResult[] }> {
  const results: BatchResult[] = [];
  for (const documentId of documentIds) {
    try {
      results.push({ documentId, success: await act(documentId) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ documentId, success: false, message: { he: error.messages.he, en: error.messages.en, es: error.messages.es } });
    }
  }
  return { results };
}

/** Validates each document; success is whether it was checked (its validity is in its result). */
export const batchValidate = (ctx: OfficeContext, files: StoredFiles, documentIds: readonly string[], schemaId?: string) =>
  each(documentIds, async (documentId) => {
    await validateDocumentIn(ctx, files, documentId, schemaId);
    return true;
  });

/** Transforms each document; success is whether its transformation made a file. */
export const batchTransform = (ctx: OfficeContext, files: StoredFiles, documentIds: readonly string[], request: TransformRequest) =>
  each(documentIds, async (documentId) => (await transformDocument(ctx, files, documentId, request)).success);

/** Deletes each document. Audited per document. */
export const batchDelete = (ctx: OfficeContext, documentIds: readonly string[]) =>
  each(documentIds, async (documentId) => {
    await inOffice(ctx, (trx) => deleteDocumentIn(trx, ctx, documentId));
    return true;
  });
