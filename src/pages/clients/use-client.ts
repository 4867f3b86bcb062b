import useSWR from 'swr';
import type { ClientAnswer } from '../../api/client-answers';

/** The API path of one client, and of what hangs on it: `clientApiPath(id, 'notes')`. */
export function clientApiPath(id: string, part?: string): string {
  return `/clients/client/${encodeURIComponent(id)}${part ? `/${part}` : ''}`;
}

/** One client in full. */
export function useClient(id: string | undefined) {
  return useSWR<ClientAnswer>(id ? clientApiPath(id) : null);
}
