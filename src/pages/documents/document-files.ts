import { createContext, useContext } from 'react';
import type { DownloadedFile } from '../../api/api-client-options';
import type { DocumentDetails, LibraryDocumentChanged } from '../../api/document-answers';
import { api } from '../../app/session';
import { LIBRARY_API } from './library-params';
import { postWithProgress, type OnProgress } from './send-with-progress';

/** How the library's files travel: uploads with their progress, and a file's bytes for preview and download. */
export interface DocumentFiles {
  /** POST /upload: the file with its details as the `metadata` JSON (spec 2 §7). */
  upload(file: File, details: DocumentDetails, onProgress: OnProgress): Promise<LibraryDocumentChanged>;
  /** POST /{id}/versions: a new file for a document, the ones before it kept. */
  addVersion(id: string, file: File, onProgress: OnProgress): Promise<LibraryDocumentChanged>;
  /** GET /{id}/download: the current file, or the version asked for. */
  fetchFile(id: string, version?: number): Promise<DownloadedFile>;
}

/** The server's library, through the session's API client. */
export const serverDocumentFiles: DocumentFiles = {
  upload: (file, details, onProgress) => {
    const body = new FormData();
    body.append('metadata', JSON.stringify(details));
    body.append('file', file, file.name);
    return postWithProgress(LIBRARY_API.upload, body, onProgress);
  },
  addVersion: (id, file, onProgress) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return postWithProgress(LIBRARY_API.document(id, 'versions'), body, onProgress);
  },
  fetchFile: (id, version) => api.get<DownloadedFile>(`${LIBRARY_API.document(id, 'download')}${version ? `?version=${version}` : ''}`, { responseType: 'blob' }),
};

/** The library's files; stories give their own (a file kept in memory, an upload that stays at 40 %). */
export const DocumentFilesContext = createContext<DocumentFiles>(serverDocumentFiles);

/** How this screen's files travel. */
export function useDocumentFiles(): DocumentFiles {
  return useContext(DocumentFilesContext);
}
