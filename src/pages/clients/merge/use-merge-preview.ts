import useSWR from 'swr';
import { api } from '../../../app/session';
import type * as Api from '../../../api/generated/api-types';

/** What POST /api/clients/client/merge/preview answers (generated from server/modules/clients). */
export type MergePreviewAnswer = Api.MergePreviewAnswer;

/** What a merge would do: the record as it would be, what moves to it, where values differ. */
export type MergePreview = MergePreviewAnswer['data'];

/** How many rows of each kind move to the record that stays. */
export type MergeMoves = MergePreview['moves'];

/** A field whose values differ: its dotted path, the value kept and the others'. */
export type MergeConflict = MergePreview['conflicts'][number];

/** The API path of a merge, and of its preview: `mergeApiPath('preview')`. */
export function mergeApiPath(part?: 'preview'): string {
  return `/clients/client/merge${part ? `/${part}` : ''}`;
}

/** The preview of merging `mergedIds` into `survivorId`, asked again when the choice changes; the last one stays on screen meanwhile. */
export function useMergePreview(survivorId: string | undefined, mergedIds: readonly string[]) {
  const key = survivorId && mergedIds.length > 0 ? ([mergeApiPath('preview'), survivorId, ...mergedIds] as const) : null;
  return useSWR<MergePreviewAnswer>(key, ([path, survivor, ...merged]: readonly string[]) => api.post<MergePreviewAnswer>(path!, { survivorId: survivor, mergedIds: merged }), { keepPreviousData: true, revalidateOnFocus: false });
}
