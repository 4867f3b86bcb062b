import type { Messages } from '../../i18n/messages';
import type { XmlValidation } from '../../xml/xml-types';
import type { HoldingsHeader } from './xml-holdings-store';
import type { XmlDocumentRow } from './xml-documents.queries';
import type { XmlTransformationRow } from './xml-transform.queries';

/** A document as the list shows it (XmlDocumentSummary of the contract). */
export function xmlDocumentSummary(row: XmlDocumentRow) {
  return {
    id: row.id,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    uploadedAt: row.uploaded_at.toISOString(),
    uploadedBy: row.uploaded_by ? { id: row.uploaded_by, name: row.uploader_name } : null,
    status: row.status,
    validationStatus: row.validation_status,
    tags: row.tags,
    description: row.description,
    archiveName: row.archive_name,
    rootElement: row.root_element,
    namespace: row.namespace,
    encoding: row.encoding,
    elementCount: row.element_count,
    schemaId: row.schema_id,
    schemaName: row.schema_name,
    businessData: { policyNumber: row.policy_number, clientIdNumber: row.client_id_number, amount: row.amount === null ? null : Number(row.amount), effectiveDate: row.effective_date },
    errorCount: row.error_count,
    policyCount: row.policy_count,
    memberCount: row.member_count,
    unmatchedMembers: row.unmatched_members,
  };
}

/** A document's summary. */
export type XmlDocumentSummary = ReturnType<typeof xmlDocumentSummary>;

/** A document's stored validation, or null before it was validated. */
export const validationOf = (row: Pick<XmlDocumentRow, 'validation_result'>): XmlValidation | null => (row.validation_result as XmlValidation | null) ?? null;

/** The header of the holdings file a document is, or null when it is none. */
export const holdingsHeaderOfRow = (row: Pick<XmlDocumentRow, 'holdings_summary'>): HoldingsHeader | null => ((row.holdings_summary?.header as HoldingsHeader | undefined) ?? null);

/** A transformation as the detail lists it (XmlTransformation of the contract). */
export function transformationView(row: XmlTransformationRow) {
  return {
    id: row.id,
    type: row.type,
    outputFormat: row.output_format,
    success: row.success,
    error: (row.error as Messages | null) ?? null,
    rowCount: row.row_count,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    createdAt: row.created_at.toISOString(),
    createdBy: row.creator_name,
  };
}

/** What the audit trail keeps of a document: what it is and what was found, not its file. */
export function auditedXmlDocument(row: XmlDocumentRow) {
  return { fileName: row.file_name, fileSize: Number(row.file_size), archiveName: row.archive_name, status: row.status, validationStatus: row.validation_status, tags: row.tags, description: row.description, schemaId: row.schema_id, errorCount: row.error_count };
}
