import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { StoredFiles } from '../../storage/delete-quietly';
import { HOLDINGS_SCHEMA_ID, type XmlValidation } from '../../xml/xml-types';
import { refusalIssueOf, validateFile } from './xml-documents-core';
import { xmlDocumentNotFound, xmlError, xmlFieldError } from './xml-documents.messages';
import { readXmlDocument, updateXmlDocument, type XmlDocumentRow } from './xml-documents.queries';
import { readXmlSchema } from './xml-schemas.queries';
import { isShippedSchema } from './xml-schemas-xsd';
import { auditedXmlDocument } from './xml-documents.views';
import { XML_AUDIT_EVENTS } from './xml-paths';

/** A schema to validate against: its id, the office schema's row id (null for the shipped one), and its XSD (null: the shipped holdings schema). */
export interface ResolvedSchema {
  id: string;
  officeSchemaId: string | null;
  xsd: string | null;
}

/** The schema an id names: the shipped holdings schema, or one of the office's; 400 at schemaId for any other. */
export async function resolveSchema(trx: ScopedTransaction, schemaId: string | undefined): Promise<ResolvedSchema> {
  if (!schemaId || isShippedSchema(schemaId)) return { id: HOLDINGS_SCHEMA_ID, officeSchemaId: null, xsd: null };
  const schema = await readXmlSchema(trx, schemaId);
  if (!schema) throw xmlFieldError(400, 'XML_SCHEMA_NOT_FOUND', 'schemaId');
  return { id: schema.id, officeSchemaId: schema.id, xsd: schema.xsd };
}

/** A document's stored file; 404 XML_FILE_MISSING (logged) when the storage has lost it. */
export async function sourceOf(files: StoredFiles, row: Pick<XmlDocumentRow, 'id' | 'storage_key'>): Promise<Buffer> {
  const file = await files.storage.get(row.storage_key);
  if (!file) {
    files.log.error({ documentId: row.id, key: row.storage_key }, 'an XML document has no stored file');
    throw xmlError(404, 'XML_FILE_MISSING');
  }
  return file.data;
}


/**
 * Validates one document of the office against a schema (default: the one it was validated against, else the shipped
 * holdings schema) and keeps the result: validated or invalid; a file the core refuses to read stays failed. Audited.
 */
export async function validateDocumentIn(ctx: OfficeContext, files: StoredFiles, documentId: string, schemaId?: string): Promise<XmlValidation> {
  const { row, schema } = await inOffice(ctx, async (trx) => {
    const found = await readXmlDocument(trx, documentId);
    if (!found) throw xmlDocumentNotFound();
    return { row: found, schema: await resolveSchema(trx, schemaId ?? found.schema_id ?? undefined) };
  });
  const data = await sourceOf(files, row);
  let validation: XmlValidation;
  try {
    validation = await validateFile(data, row.file_name, schema);
  } catch (error) {
    const issue = refusalIssueOf(error);
    if (!issue) throw error;
    validation = { isValid: false, errors: [issue], warnings: [], schemaId: schema.id, checkedAt: new Date().toISOString(), durationMs: 0 };
  }
  const failed = row.status === 'failed' || (row.root_element === null && !validation.isValid);
  await inOffice(ctx, async (trx) => {
    const before = await readXmlDocument(trx, documentId, true);
    if (!before) throw xmlDocumentNotFound();
    await updateXmlDocument(trx, documentId, {
      status: failed ? 'failed' : validation.isValid ? 'validated' : 'invalid',
      validation_status: validation.isValid ? 'valid' : 'invalid',
      validation_result: JSON.stringify(validation),
      validated_at: new Date(),
      schema_id: schema.officeSchemaId,
    });
    const after = (await readXmlDocument(trx, documentId))!;
    await writeAudit(trx, auditActorOf(ctx), { eventType: XML_AUDIT_EVENTS.validated, serviceName: 'xml', entityType: 'xml-document', entityId: documentId, before: auditedXmlDocument(before), after: auditedXmlDocument(after), success: true });
  });
  return validation;
}
