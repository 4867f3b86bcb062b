import type { DocumentStatus, SharingLevel } from '../../db/column-types';
import type { LibraryRow, VersionRow } from './library.queries';

/** A library document as the API answers it (its storage keys stay on the server). */
export interface LibraryDocumentView {
  id: string;
  name: string;
  fileName: string | null;
  type: string;
  status: DocumentStatus;
  tags: string[];
  description: string;
  clientId: string | null;
  recordId: string | null;
  contentType: string | null;
  size: number;
  checksum: string | null;
  sharing: SharingLevel;
  ownerId: string | null;
  ownerName: string | null;
  version: number;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
  updatedAt: string;
}

/** A version of a document's file as the API answers it. */
export interface VersionView {
  version: number;
  fileName: string;
  contentType: string;
  size: number;
  checksum: string | null;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The API view of a library row. */
export function libraryDocumentView(row: LibraryRow): LibraryDocumentView {
  return {
    id: row.id,
    name: row.name,
    fileName: row.file_name,
    type: row.type,
    status: row.status,
    tags: row.tags,
    description: row.description,
    clientId: row.client_id,
    recordId: row.record_id,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    checksum: row.checksum,
    sharing: row.sharing,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    version: row.version,
    uploadedBy: row.uploaded_by,
    uploadedByName: row.uploaded_by_name,
    uploadedAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The API view of a version. */
export function versionView(row: VersionRow): VersionView {
  return {
    version: row.version,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size_bytes),
    checksum: row.checksum,
    uploadedBy: row.uploaded_by,
    uploadedByName: row.uploaded_by_name,
    uploadedAt: iso(row.uploaded_at),
  };
}
