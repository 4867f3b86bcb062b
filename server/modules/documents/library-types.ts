import { documentTypeOptions, OTHER_DOCUMENT_TYPE } from '../../../engine/clients/document-types';
import { officeDocumentTypes } from '../../../engine/documents/document-types';
import type { OfficeContext } from '../../context/office-context';
import type { DocumentStatus, SharingLevel } from '../../db/column-types';

/** A library document's statuses (spec 2 §3); a new document with a file is active, one without a file a draft. */
export const DOCUMENT_STATUSES = ['active', 'draft', 'archived', 'expired', 'pending', 'approved', 'rejected', 'in_review'] as const satisfies readonly DocumentStatus[];

/** Who a document is shared with (spec 2 §3). */
export const SHARING_LEVELS = ['private', 'team', 'organization', 'public'] as const satisfies readonly SharingLevel[];

/**
 * The document types the office files its library under: its office type's `documents.types`, else the product's
 * general ones; with the types its client document-upload form offers (a client's attachments are documents of the
 * library too) and 'other'.
 */
export function libraryDocumentTypes(ctx: OfficeContext): string[] {
  const declared = officeDocumentTypes(ctx.office).map((type) => type.id);
  const fromUploads = documentTypeOptions(ctx.office.forms.documentUpload).map((option) => option.value);
  return [...new Set([...declared, ...fromUploads, OTHER_DOCUMENT_TYPE])];
}
