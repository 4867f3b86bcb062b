import type { DownloadedFile } from '../../api/api-client-options';
import type { DocumentVersion, LibraryDocument, LibraryPageAnswer } from '../../api/document-answers';
import { ok } from '../../dashboard/in-memory-fetcher';

const CLIENT = '7d1e0000-0000-4000-8000-000000000004';

/** A legal office's document, as the API answers it. */
export function libraryDocument(overrides: Partial<LibraryDocument> = {}): LibraryDocument {
  return {
    id: '3c9d0000-0000-4000-8000-000000000001',
    name: 'כתב תביעה – לוי נ׳ כהן',
    fileName: 'statement-of-claim.pdf',
    type: 'pleading',
    status: 'in_review',
    tags: ['דחוף', 'litigation'],
    description: 'Draft for the partner’s review.',
    clientId: CLIENT,
    recordId: null,
    contentType: 'application/pdf',
    size: 182_340,
    checksum: 'a'.repeat(64),
    sharing: 'team',
    ownerId: '11110000-0000-4000-8000-000000000001',
    ownerName: 'Noa Ben-David',
    version: 2,
    uploadedBy: '11110000-0000-4000-8000-000000000001',
    uploadedByName: 'Noa Ben-David',
    uploadedAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-24T14:05:00.000Z',
    ...overrides,
  };
}

/** Three documents of different types, statuses and kinds of file. */
export function libraryRows(): LibraryDocument[] {
  return [
    libraryDocument(),
    libraryDocument({ id: '3c9d0000-0000-4000-8000-000000000002', name: 'Engagement letter – Dana Mizrahi', fileName: 'engagement.docx', type: 'contract', status: 'approved', tags: ['signed'], contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 24_100, version: 1, sharing: 'organization' }),
    libraryDocument({ id: '3c9d0000-0000-4000-8000-000000000003', name: 'Site photo', fileName: 'site.png', type: 'evidence', status: 'active', tags: [], clientId: null, contentType: 'image/png', size: 640, version: 1 }),
  ];
}

/** A page of the library. */
export function libraryPage(documents: LibraryDocument[] = libraryRows(), extra: Partial<LibraryPageAnswer['data']> = {}): LibraryPageAnswer {
  return ok({ documents, total: documents.length, page: 1, limit: 10, isTotalExact: true, ...extra });
}

/** A document's versions, newest first. */
export function versionRows(document: LibraryDocument): DocumentVersion[] {
  return Array.from({ length: document.version }, (_, index) => {
    const version = document.version - index;
    return { version, fileName: document.fileName ?? 'file', contentType: document.contentType ?? 'application/octet-stream', size: document.size - index * 1000, checksum: null, uploadedBy: null, uploadedByName: 'Noa Ben-David', uploadedAt: `2026-11-2${version}T10:00:00.000Z` };
  });
}

// A 48×32 PNG: a chequerboard in two colours.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAR0lEQVR42mP4sEUDK5KrOIEV0Vo9w6iDRh006qAR56CBshiX+lEHjTpo1EEjz0GjJfWog0YdNOqg0fbQaNUx6qBRB41wBwEAVsV+iDrBqM4AAAAASUVORK5CYII=';

/** The PNG fixture as the download answers it. */
export const pngFile = (): DownloadedFile => ({ blob: new Blob([Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0))], { type: 'image/png' }), fileName: 'site.png' });
