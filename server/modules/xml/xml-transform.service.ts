import { randomUUID } from 'node:crypto';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { Messages } from '../../i18n/messages';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import type { FieldMapping, OutputFormat, TransformationType, TransformOutput } from '../../xml/xml-types';
import { inspectFile, refusalIssueOf, TransformRefusal, transformFile } from './xml-documents-core';
import { xmlError, xmlFieldError, xmlTransformationNotFound } from './xml-documents.messages';
import { readXmlDocument, updateXmlDocument } from './xml-documents.queries';
import { documentOf, documentWithSource } from './xml-documents.service';
import { auditedXmlDocument, transformationView } from './xml-documents.views';
import { XML_AUDIT_EVENTS } from './xml-paths';
import { insertTransformation, readTransformation, transformationsOf } from './xml-transform.queries';

/** What a transformation is asked to make. */
export interface TransformRequest {
  transformationType: TransformationType;
  outputFormat: OutputFormat;
  transformationRules?: FieldMapping[];
}

/** Where a transformation's output is stored: tenants/<tenant>/xml/<document>/transformations/<id>.<ext>. */
const outputKey = (tenantId: string, documentId: string, id: string, extension: string) => `tenants/${tenantId}/xml/${documentId}/transformations/${id}${/^\.?[a-z0-9]{1,5}$/.test(extension) ? `.${extension.replace(/^\./, '')}` : ''}`;

const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || 'xml';

/** The output file's name: the source's name with the output's extension. */
export const outputName = (fileName: string, extension: string) => `${baseName(fileName)}.${extension.replace(/^\./, '')}`;

// Runs the core's transformation on a file it can read; one it cannot read, or cannot make this of, gives the reason
// in every language instead of an output. A mapping that names an unknown field is the caller's error: 400.
async function run(ctx: OfficeContext, data: Buffer, request: TransformRequest): Promise<{ output: TransformOutput } | { error: Messages }> {
  try {
    inspectFile(data);
    return { output: await transformFile(data, request.transformationType, request.outputFormat, request.transformationRules, ctx.language) };
  } catch (error) {
    const issue = refusalIssueOf(error);
    if (issue) return { error: { ...issue.message } };
    if (!(error instanceof TransformRefusal)) throw error;
    if (error.reason === 'rules') throw xmlFieldError(400, 'XML_TRANSFORM_FAILED', 'transformationRules', { ...error.messages });
    return { error: { ...error.messages } };
  }
}

/**
 * Transforms a document and keeps the result (its row, and the file in storage): the status becomes transformed. A file
 * the core cannot transform keeps a failed result with why, its status unchanged. Audited.
 */
export async function transformDocument(ctx: OfficeContext, files: StoredFiles, documentId: string, request: TransformRequest) {
  const { data } = await documentWithSource(ctx, files, documentId);
  const result = await run(ctx, data, request);
  const id = randomUUID();
  const key = 'output' in result ? outputKey(ctx.tenant.id, documentId, id, result.output.extension) : null;
  if (key && 'output' in result) await files.storage.put(key, result.output.data, result.output.contentType);
  try {
    const row = await inOffice(ctx, async (trx) => {
      const before = await documentOf(trx, documentId, true);
      await insertTransformation(trx, {
        tenant_id: ctx.tenant.id,
        id,
        document_id: documentId,
        type: request.transformationType,
        output_format: request.outputFormat,
        rules: request.transformationRules ? JSON.stringify(request.transformationRules) : null,
        success: 'output' in result,
        error: 'error' in result ? JSON.stringify(result.error) : null,
        storage_key: key,
        file_size: 'output' in result ? result.output.data.length : null,
        row_count: 'output' in result ? result.output.rowCount : null,
        created_by: actorUserId(ctx.actor),
      });
      if ('output' in result) await updateXmlDocument(trx, documentId, { status: 'transformed' });
      const after = (await readXmlDocument(trx, documentId))!;
      await writeAudit(trx, auditActorOf(ctx), {
        eventType: XML_AUDIT_EVENTS.transformed,
        serviceName: 'xml',
        entityType: 'xml-document',
        entityId: documentId,
        before: auditedXmlDocument(before),
        after: { ...auditedXmlDocument(after), transformation: { id, type: request.transformationType, outputFormat: request.outputFormat } },
        success: 'output' in result,
      });
      return (await readTransformation(trx, documentId, id))!;
    });
    return transformationView(row);
  } catch (error) {
    await deleteFileQuietly(files, key, 'an XML transformation');
    throw error;
  }
}

/** A document's transformations, newest first. */
export async function documentTransformations(ctx: OfficeContext, documentId: string) {
  const rows = await inOffice(ctx, async (trx) => {
    await documentOf(trx, documentId);
    return transformationsOf(trx, documentId);
  });
  return rows.map(transformationView);
}

const CONTENT_TYPES = { json: 'application/json', csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** A kept transformation's file and the name to save it under; 404 for none, or for a failed one. */
export async function transformationFile(ctx: OfficeContext, files: StoredFiles, documentId: string, id: string) {
  const { row, document } = await inOffice(ctx, async (trx) => {
    const found = await documentOf(trx, documentId);
    const transformation = await readTransformation(trx, documentId, id);
    if (!transformation) throw xmlTransformationNotFound();
    return { row: transformation, document: found };
  });
  if (!row.storage_key) throw xmlError(404, 'XML_TRANSFORMATION_FAILED_NO_FILE');
  const file = await files.storage.get(row.storage_key);
  if (!file) throw xmlError(404, 'XML_FILE_MISSING');
  return { data: file.data, contentType: file.contentType || CONTENT_TYPES[row.output_format], fileName: outputName(document.file_name, row.output_format) };
}

/** The document's download: its original bytes, or a transformation made on the fly (json: the file as JSON; csv, xlsx: one row per policy). */
export async function documentDownload(ctx: OfficeContext, files: StoredFiles, documentId: string, format: 'original' | OutputFormat) {
  const { row, data } = await documentWithSource(ctx, files, documentId);
  if (format === 'original') return { data, contentType: 'application/xml', fileName: row.file_name };
  const result = await run(ctx, data, { transformationType: format === 'json' ? 'json' : 'flat', outputFormat: format });
  if ('error' in result) throw xmlError(422, 'XML_TRANSFORM_FAILED', [{ field: 'format', message: result.error.en, messages: result.error }]);
  return { data: result.output.data, contentType: result.output.contentType, fileName: outputName(row.file_name, result.output.extension) };
}
