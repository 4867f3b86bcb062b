import useSWR from 'swr';
import { listQuery, type ClientListParams } from './client-list-params';
import type { ClientListAnswer } from '../../api/client-answers';

/** The client list for these parameters, unless paused (another view shows); the previous page stays on screen while the next one loads. */
export function useClientList(params: ClientListParams, isPaused = false) {
  return useSWR<ClientListAnswer>(isPaused ? null : listQuery(params), { keepPreviousData: true });
}
