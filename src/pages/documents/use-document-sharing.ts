import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type * as Api from '../../api/generated/api-types';
import { api } from '../../app/session';
import { LIBRARY_API } from './library-params';

/** The members a document is shared with, and whether the caller may change them (GET /api/pdf/docs/{id}/shares). */
export type DocumentSharesAnswer = Api.DocumentSharesAnswer;
export type DocumentShare = DocumentSharesAnswer['data']['shares'][number];
export type SharePermission = DocumentShare['permission'];
/** What replacing a document's shares answers: the list as saved, with the server's words. */
export type DocumentSharesChanged = Api.DocumentSharesChanged;
/** The body of PUT /api/pdf/docs/{id}/shares: the whole list. */
export type DocumentSharesChange = Api.DocumentSharesChange;

/** A page of a document's history, newest first (GET /api/pdf/docs/{id}/history). */
export type DocumentHistoryAnswer = Api.DocumentHistoryAnswer;
export type DocumentHistoryEntry = DocumentHistoryAnswer['data']['entries'][number];

/** What a share may allow, in the order the screens offer them (spec 2 §3). */
export const SHARE_PERMISSIONS: readonly SharePermission[] = ['view', 'edit', 'sign', 'manage'];

/** The path of a document's history, its newest `limit` entries. */
export const historyPath = (id: string, limit: number): string => `${LIBRARY_API.document(id, 'history')}?limit=${limit}`;

/** The members a document is shared with. */
export function useDocumentShares(id: string) {
  return useSWR<DocumentSharesAnswer>(LIBRARY_API.document(id, 'shares'));
}

/** A document's newest history entries, `limit` of them. */
export function useDocumentHistory(id: string, limit: number) {
  return useSWR<DocumentHistoryAnswer>(historyPath(id, limit), { keepPreviousData: true });
}

/** Replaces the members a document is shared with (PUT /{id}/shares). */
export function saveDocumentShares(id: string, change: DocumentSharesChange): Promise<DocumentSharesChanged> {
  return api.put<DocumentSharesChanged>(LIBRARY_API.document(id, 'shares'), change);
}

/** Reads a document's history again, every page of it shown (after a change the page made). */
export function useRefreshHistory(id: string): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => typeof key === 'string' && key.startsWith(LIBRARY_API.document(id, 'history'))), [id, mutate]);
}
