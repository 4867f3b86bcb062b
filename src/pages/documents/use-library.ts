import useSWR from 'swr';
import type { DocumentDetails, DocumentVersionsAnswer, LibraryDocument, LibraryDocumentAnswer, LibraryDocumentChanged, LibraryPageAnswer, LibraryTagsAnswer } from '../../api/document-answers';
import { saveFile } from '../../app/actions/save-file';
import { api } from '../../app/session';
import type { DocumentFiles } from './document-files';
import { LIBRARY_API, libraryListPath, type LibraryParams } from './library-params';

/** A page of the library as the parameters ask (the search when they carry words); none on the templates tab. */
export function useLibraryPage(params: LibraryParams) {
  return useSWR<LibraryPageAnswer>(params.view === 'templates' ? null : libraryListPath(params), { keepPreviousData: true });
}

/** The tags on the documents the caller sees, most used first. */
export function useLibraryTags() {
  return useSWR<LibraryTagsAnswer>(LIBRARY_API.tags);
}

/** One document. */
export function useLibraryDocument(id: string | undefined) {
  return useSWR<LibraryDocumentAnswer>(id ? LIBRARY_API.document(id) : null);
}

/** Every version of a document's file, newest first. */
export function useDocumentVersions(id: string) {
  return useSWR<DocumentVersionsAnswer>(LIBRARY_API.document(id, 'versions'));
}

/** Changes a document's details (PUT /{id}). */
export function updateLibraryDocument(id: string, details: DocumentDetails): Promise<LibraryDocumentChanged> {
  return api.put<LibraryDocumentChanged>(LIBRARY_API.document(id), details);
}

/** Deletes a document and the files of all its versions. */
export function deleteLibraryDocument(id: string): Promise<unknown> {
  return api.delete(LIBRARY_API.document(id));
}

/** Has the browser save a document's file (its current one, or a version) under its own name. */
export async function downloadLibraryDocument(files: DocumentFiles, document: Pick<LibraryDocument, 'id' | 'name' | 'fileName'>, version?: { version: number; fileName: string }): Promise<void> {
  const file = await files.fetchFile(document.id, version?.version);
  saveFile(file.blob, file.fileName ?? version?.fileName ?? document.fileName ?? document.name);
}
