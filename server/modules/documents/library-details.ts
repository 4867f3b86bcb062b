import type { ScopedTransaction } from '../../db/context';
import type { DocumentStatus, SharingLevel } from '../../db/column-types';
import { fieldError, validationFieldError, type FieldError } from '../../plugins/errors';
import { createRequestAjv } from '../../plugins/validation';
import { libraryError, LIBRARY_TEXTS } from './library.messages';
import { hasClient, hasRecord } from './library.queries';
import { uploadMetadataSchema } from './library.schemas';
import { METADATA_FIELD } from './library-upload';

/** A document's details as a caller writes them (POST, PUT, an upload's metadata); every one optional. */
export interface DocumentDetails {
  name?: string;
  type?: string;
  status?: DocumentStatus;
  tags?: string[];
  description?: string;
  clientId?: string | null;
  recordId?: string | null;
  sharing?: SharingLevel;
}

const validateMetadata = createRequestAjv(false).compile<DocumentDetails>(uploadMetadataSchema);

/** An upload's metadata field, parsed and checked as a body is (400 with each field's problem under metadata.…). */
export function parseMetadata(raw: string | undefined): DocumentDetails {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw libraryError(400, 'DOCUMENT_METADATA_INVALID', [fieldError(METADATA_FIELD, { ...LIBRARY_TEXTS.DOCUMENT_METADATA_NOT_JSON })]);
  if (!validateMetadata(parsed)) {
    const errors = (validateMetadata.errors ?? []).map((issue) => {
      const error = validationFieldError(issue as Parameters<typeof validationFieldError>[0], 'body');
      return { ...error, field: `${METADATA_FIELD}.${error.field}` };
    });
    throw libraryError(400, 'DOCUMENT_METADATA_INVALID', errors);
  }
  return parsed;
}

/** Tags as kept: trimmed, each once, in the order first given. */
export const cleanTags = (tags: readonly string[]): string[] => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

/**
 * Checks what details name beyond their shape: a document type the office files under, a client and a record the
 * office has. 400 naming each field (under `prefix`, as metadata.type for an upload) otherwise.
 */
export async function checkDetails(trx: ScopedTransaction, details: DocumentDetails, types: readonly string[], prefix = ''): Promise<void> {
  const problems: FieldError[] = [];
  if (details.type !== undefined && !types.includes(details.type)) problems.push(fieldError(`${prefix}type`, { ...LIBRARY_TEXTS.DOCUMENT_INVALID_TYPE }));
  if (details.clientId && !(await hasClient(trx, details.clientId))) problems.push(fieldError(`${prefix}clientId`, { ...LIBRARY_TEXTS.DOCUMENT_CLIENT_NOT_FOUND }));
  if (details.recordId && !(await hasRecord(trx, details.recordId))) problems.push(fieldError(`${prefix}recordId`, { ...LIBRARY_TEXTS.DOCUMENT_RECORD_NOT_FOUND }));
  if (problems.length > 0) throw libraryError(400, 'DOCUMENT_DETAILS_INVALID', problems);
}
