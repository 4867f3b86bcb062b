import useSWR from 'swr';
import { ApiError } from '../../../api/api-error';
import { api } from '../../../app/session';
import type { Client, ClientAnswer } from '../../../api/client-answers';
import { clientApiPath } from '../use-client';

/** The records chosen for a merge that were found, and the ids of those that were not (deleted or merged meanwhile). */
export interface MergeCandidates {
  clients: Client[];
  missing: string[];
}

async function loadCandidates(ids: readonly string[]): Promise<MergeCandidates> {
  const answers = await Promise.allSettled(ids.map((id) => api.get<ClientAnswer>(clientApiPath(id))));
  const candidates: MergeCandidates = { clients: [], missing: [] };
  answers.forEach((answer, index) => {
    if (answer.status === 'fulfilled') candidates.clients.push(answer.value.data);
    else if (answer.reason instanceof ApiError && answer.reason.status === 404) candidates.missing.push(ids[index]!);
    else throw answer.reason;
  });
  return candidates;
}

/** The records a merge joins, each read in full; nothing is read for fewer than two ids. */
export function useMergeClients(ids: readonly string[]) {
  return useSWR<MergeCandidates>(ids.length >= 2 ? ['merge-candidates', ...ids] : null, () => loadCandidates(ids), { revalidateOnFocus: false });
}
