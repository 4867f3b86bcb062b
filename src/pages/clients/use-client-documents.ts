import useSWR from 'swr';
import type { DownloadedFile } from '../../api/api-client-options';
import type * as Api from '../../api/generated/api-types';
import { api } from '../../app/session';
import { saveFile } from '../../app/actions/save-file';
import { clientApiPath } from './use-client';

/** What GET /api/clients/client/{id}/documents answers (generated from server/modules/documents). */
export type ClientDocumentsAnswer = Api.ClientDocumentsAnswer;

/** A document filed with a client, as the server lists it. */
export type ClientDocument = ClientDocumentsAnswer['data'][number];

/** A client's documents, newest first. */
export function useClientDocuments(clientId: string) {
  return useSWR<ClientDocumentsAnswer>(clientApiPath(clientId, 'documents'));
}

/** Uploads a file with its type (multipart: document, type; spec 2 §7). */
export function uploadClientDocument(clientId: string, file: File, type: string): Promise<Api.AddedDocument> {
  const body = new FormData();
  body.append('type', type);
  body.append('document', file, file.name);
  return api.post<Api.AddedDocument>(clientApiPath(clientId, 'documents'), body);
}

/** Deletes a document and its file. */
export function deleteClientDocument(clientId: string, documentId: string): Promise<unknown> {
  return api.delete(`${clientApiPath(clientId, 'documents')}/${encodeURIComponent(documentId)}`);
}

/** Fetches a document (with the session's headers) and has the browser save it under its own name. */
export async function downloadClientDocument(clientId: string, document: ClientDocument): Promise<void> {
  const file = await api.get<DownloadedFile>(`${clientApiPath(clientId, 'documents')}/${encodeURIComponent(document.id)}/download`, { responseType: 'blob' });
  saveFile(file.blob, file.fileName ?? document.fileName);
}
