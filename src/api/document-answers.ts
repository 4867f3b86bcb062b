// TODO(#23): switch to the generated types (LibraryPageAnswer, LibraryDocumentAnswer…) once the library's schemas
// are registered in server/tools/api-type-roots.ts and `npm run gen:types` has run; until then these follow
// server/modules/documents/library.schemas.ts by hand.

/** A library document's statuses (spec 2 §3), as server/modules/documents/library-types.ts lists them. */
export const DOCUMENT_STATUSES = ['active', 'draft', 'archived', 'expired', 'pending', 'approved', 'rejected', 'in_review'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Who a document is shared with (spec 2 §3). */
export const SHARING_LEVELS = ['private', 'team', 'organization', 'public'] as const;
export type SharingLevel = (typeof SHARING_LEVELS)[number];

/** A library document as GET /api/pdf/docs/{id} answers it. */
export interface LibraryDocument {
  id: string;
  name: string;
  /** Null for a draft without a file. */
  fileName: string | null;
  type: string;
  status: DocumentStatus;
  tags: string[];
  description: string;
  clientId: string | null;
  recordId: string | null;
  /** What its content showed, never the uploader's claim; null for a draft. */
  contentType: string | null;
  size: number;
  checksum: string | null;
  sharing: SharingLevel;
  ownerId: string | null;
  ownerName: string | null;
  /** Its current file's version; 0 for a draft without a file. */
  version: number;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
  updatedAt: string;
}

/** A version of a document's file (GET /api/pdf/docs/{id}/versions, newest first). */
export interface DocumentVersion {
  version: number;
  fileName: string;
  contentType: string;
  size: number;
  checksum: string | null;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
}

/** A page of the library (GET /api/pdf/docs and /search). */
export interface LibraryPageAnswer {
  success: true;
  data: { documents: LibraryDocument[]; total: number; page: number; limit: number; isTotalExact: boolean };
}

/** One document (GET /api/pdf/docs/{id}). */
export interface LibraryDocumentAnswer {
  success: true;
  data: LibraryDocument;
}

/** What creating, uploading, changing a document or adding a version answers: the document as saved. */
export interface LibraryDocumentChanged {
  success: true;
  message?: string;
  data: LibraryDocument;
}

/** The tags on the documents the caller sees, most used first (GET /api/pdf/docs/tags). */
export interface LibraryTagsAnswer {
  success: true;
  data: { tag: string; count: number }[];
}

/** Every version of a document's file (GET /api/pdf/docs/{id}/versions). */
export interface DocumentVersionsAnswer {
  success: true;
  data: DocumentVersion[];
}

/** The details a caller writes: an upload's `metadata` JSON, or the body of PUT /api/pdf/docs/{id}. */
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
