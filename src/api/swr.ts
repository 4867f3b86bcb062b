import type { ApiClient } from './api-client-options';

/** An SWR key: the API path, or [path, ...] with the path first; null skips the call. */
export type SwrKey = string | readonly [string, ...unknown[]];

/** An SWR fetcher that GETs the key's path through the client; a failure is the ApiError, never invented data. */
export function swrFetcher(client: ApiClient): <T>(key: SwrKey) => Promise<T> {
  return <T>(key: SwrKey) => client.get<T>(typeof key === 'string' ? key : key[0]);
}
