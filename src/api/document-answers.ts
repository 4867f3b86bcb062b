import type * as Api from './generated/api-types';
import { unionValues } from './union-values';

/** A page of the library (GET /api/pdf/docs and /search; generated from server/modules/documents/library.schemas.ts). */
export type LibraryPageAnswer = Api.LibraryPageAnswer;

/** One document (GET /api/pdf/docs/{id}). */
export type LibraryDocumentAnswer = Api.LibraryDocumentAnswer;

/** A library document as the API answers it. */
export type LibraryDocument = LibraryDocumentAnswer['data'];

/** What uploading, changing a document or adding a version answers: the document as saved, with the server's words. */
export type LibraryDocumentChanged = Api.LibraryDocumentChanged;

/** The tags on the documents the caller sees, most used first (GET /api/pdf/docs/tags). */
export type LibraryTagsAnswer = Api.LibraryTagsAnswer;

/** Every version of a document's file, newest first (GET /api/pdf/docs/{id}/versions). */
export type DocumentVersionsAnswer = Api.LibraryVersionsAnswer;

/** A version of a document's file. */
export type DocumentVersion = DocumentVersionsAnswer['data'][number];

/** The details a caller writes: an upload's `metadata` JSON, or the body of PUT /api/pdf/docs/{id}. */
export type DocumentDetails = Api.LibraryUploadMetadata;

export type DocumentStatus = LibraryDocument['status'];
export type SharingLevel = LibraryDocument['sharing'];

/** A library document's statuses (spec 2 §3), in the order the screens offer them. */
export const DOCUMENT_STATUSES = unionValues<DocumentStatus>()(['active', 'draft', 'pending', 'in_review', 'approved', 'rejected', 'expired', 'archived']);

/** Who a document is shared with (spec 2 §3). */
export const SHARING_LEVELS = unionValues<SharingLevel>()(['private', 'team', 'organization', 'public']);
