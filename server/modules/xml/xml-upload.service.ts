import { createHash, randomUUID } from 'node:crypto';
import { moduleKind } from '../../../engine/modules/module-kinds';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { Messages } from '../../i18n/messages';
import { HttpError } from '../../plugins/errors';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import type { HoldingsData, XmlIssue, XmlMetadata, XmlValidation } from '../../xml/xml-types';
import { uploadDocument } from '../documents/library-files.service';
import { checkLibraryFile } from '../documents/library-upload';
import { officeUploadPolicy } from '../../../engine/policies/office-upload-policy';
import { holdingsOf, inspectFile, refusalIssueOf, validateFile } from './xml-documents-core';
import { xmlError, xmlFieldError, xmlText } from './xml-documents.messages';
import { insertXmlDocument, readXmlDocument, type XmlDocumentRow } from './xml-documents.queries';
import { auditedXmlDocument, xmlDocumentSummary, type XmlDocumentSummary } from './xml-documents.views';
import { storeHoldings } from './xml-holdings-store';
import { XML_AUDIT_EVENTS } from './xml-paths';
import { expandZip, uploadKindOf, type UploadChoices, type UploadContents, type UploadItem } from './xml-upload';
import { resolveSchema, type ResolvedSchema } from './xml-validate.service';

/** Where a document's file is stored: tenants/<tenant>/xml/<document>/source<.xml|.dat>. */
export const xmlSourceKey = (tenantId: string, documentId: string, fileName: string): string => `tenants/${tenantId}/xml/${documentId}/source${/\.dat$/i.test(fileName) ? '.dat' : '.xml'}`;

/** What an upload made: the documents, the PDFs kept in the library, and the entries skipped with why. */
export interface UploadAnswer {
  documents: XmlDocumentSummary[];
  libraryDocuments: { id: string; fileName: string }[];
  skipped: { fileName: string; reason: Messages }[];
}

// One file read before the transaction (the CPU's work): its metadata, or the issue it was refused for; its validation and holdings.
interface PreparedFile {
  id: string;
  item: UploadItem;
  key: string;
  metadata: XmlMetadata | null;
  refusal: XmlIssue | null;
  validation: XmlValidation | null;
  holdings: HoldingsData | null;
}

/** The office's xml module's autoValidate setting (true when it says nothing). */
export function officeAutoValidate(ctx: OfficeContext): boolean {
  const module = ctx.office.features.modules.find((candidate) => moduleKind(candidate) === 'xml-intake');
  const setting = (module?.settings as Record<string, unknown> | undefined)?.autoValidate;
  return typeof setting === 'boolean' ? setting : true;
}

/** The office's upload size limit in MB. */
export const uploadLimitMb = (ctx: OfficeContext): number => officeUploadPolicy(ctx.office).maxSizeMb;


async function prepare(ctx: OfficeContext, item: UploadItem, schema: ResolvedSchema, autoValidate: boolean): Promise<PreparedFile> {
  const id = randomUUID();
  const key = xmlSourceKey(ctx.tenant.id, id, item.fileName);
  try {
    const metadata = inspectFile(item.data);
    const validation = autoValidate ? await validateFile(item.data, item.fileName, schema) : null;
    return { id, item, key, metadata, refusal: null, validation, holdings: holdingsOf(item.data) };
  } catch (error) {
    const refusal = refusalIssueOf(error);
    if (!refusal) throw error;
    return { id, item, key, metadata: null, refusal, validation: null, holdings: null };
  }
}

/** A single upload refused by the core: 413 past a bound of size, else 400 with the issue's words; nothing is stored. */
function refusedUpload(issue: XmlIssue): HttpError {
  return xmlFieldError(issue.type === 'XML_TOO_LARGE' ? 413 : 400, 'XML_UPLOAD_REFUSED', 'file', { ...issue.message });
}

const statusOf = (file: PreparedFile) => (file.refusal ? 'failed' : file.validation ? (file.validation.isValid ? 'validated' : 'invalid') : 'pending');

function failedValidation(file: PreparedFile, schemaId: string): XmlValidation {
  return { isValid: false, errors: [file.refusal!], warnings: [], schemaId, checkedAt: new Date().toISOString(), durationMs: 0 };
}

// PDFs of a zip go to the office's library, through the documents module's service, when the office has it and the caller may add to it.
async function keepPdfs(ctx: OfficeContext, files: StoredFiles, pdfs: readonly UploadItem[], answer: UploadAnswer): Promise<void> {
  const policy = officeUploadPolicy(ctx.office);
  for (const pdf of pdfs) {
    try {
      const created = await uploadDocument(ctx, files, checkLibraryFile({ fileName: pdf.fileName, data: pdf.data }, policy), { tags: ['xml-intake'], description: pdf.archiveName ?? undefined });
      answer.libraryDocuments.push({ id: created.id, fileName: pdf.fileName });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const reason = error.status === 403 || error.status === 404 ? xmlText('XML_SKIPPED_NO_LIBRARY') : xmlText('XML_SKIPPED_PDF_REFUSED');
      answer.skipped.push({ fileName: pdf.fileName, reason });
    }
  }
}

/**
 * Takes in an uploaded file: an XML file (.xml, .dat) becomes one document, a zip one per XML file inside (a refused
 * one stored `failed` with its issue), its PDFs documents of the library. Each document is stored, read (metadata,
 * holdings matched to the office's clients) and, when autoValidate, validated at once within the request
 * (validated or invalid; else pending). A refused single file stores nothing (400/413). Audited per document.
 */
export async function uploadXml(ctx: OfficeContext, files: StoredFiles, upload: { fileName: string; data: Buffer; choices: UploadChoices }): Promise<UploadAnswer> {
  const kind = uploadKindOf(upload.fileName);
  const limitMb = uploadLimitMb(ctx);
  const contents: UploadContents = kind === 'zip' ? await expandZip(upload.data, upload.fileName, limitMb) : { xml: [{ fileName: upload.fileName, data: upload.data, archiveName: null }], pdfs: [], skipped: [] };
  const schema = await inOffice(ctx, (trx) => resolveSchema(trx, upload.choices.schemaId));
  const autoValidate = upload.choices.autoValidate ?? officeAutoValidate(ctx);
  const prepared: PreparedFile[] = [];
  for (const item of contents.xml) prepared.push(await prepare(ctx, item, schema, autoValidate));
  if (kind === 'xml' && prepared[0]?.refusal) throw refusedUpload(prepared[0].refusal);

  const answer: UploadAnswer = { documents: [], libraryDocuments: [], skipped: [...contents.skipped] };
  const stored: string[] = [];
  try {
    for (const file of prepared) {
      await files.storage.put(file.key, file.item.data, 'application/xml');
      stored.push(file.key);
    }
    const rows = await inOffice(ctx, async (trx) => {
      const made: XmlDocumentRow[] = [];
      for (const file of prepared) {
        const validation = file.refusal ? failedValidation(file, schema.id) : file.validation;
        await insertXmlDocument(trx, {
          tenant_id: ctx.tenant.id,
          id: file.id,
          file_name: file.item.fileName,
          file_size: file.item.data.length,
          storage_key: file.key,
          checksum: createHash('sha256').update(file.item.data).digest('hex'),
          archive_name: file.item.archiveName,
          description: upload.choices.description,
          tags: upload.choices.tags,
          status: statusOf(file),
          validation_status: validation ? (validation.isValid ? 'valid' : 'invalid') : null,
          validation_result: validation ? JSON.stringify(validation) : null,
          validated_at: validation ? new Date() : null,
          schema_id: schema.officeSchemaId,
          root_element: file.metadata?.rootElement ?? null,
          namespace: file.metadata?.namespace ?? null,
          encoding: file.metadata?.encoding ?? null,
          element_count: file.metadata?.elementCount ?? null,
          uploaded_by: actorUserId(ctx.actor),
        });
        if (file.holdings) await storeHoldings(trx, ctx.tenant.id, file.id, file.holdings);
        const row = (await readXmlDocument(trx, file.id))!;
        await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.uploaded, serviceName: 'xml', entityType: 'xml-document', entityId: file.id, after: auditedXmlDocument(row), success: true });
        made.push(row);
      }
      return made;
    });
    answer.documents = rows.map(xmlDocumentSummary);
  } catch (error) {
    for (const key of stored) await deleteFileQuietly(files, key, 'an XML document file');
    throw error;
  }
  await keepPdfs(ctx, files, contents.pdfs, answer);
  if (answer.documents.length === 0 && answer.libraryDocuments.length === 0) throw xmlError(400, 'XML_ZIP_EMPTY');
  return answer;
}
