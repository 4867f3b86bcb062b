import type { SWRConfiguration } from 'swr';
import { ApiError } from '../api/api-error';
import type { SwrKey } from '../api/swr';

const PENDING = Symbol('pending');
const FAILING = Symbol('failing');

interface Failing {
  [FAILING]: ApiError;
}

/** What the memory answers for a key: a body, a function of the key and its query, a failure or a never-ending wait. */
export type MemoryAnswer = unknown;

/** The routes a story or test serves: keys are API paths with or without their query (an exact key wins over its path). */
export type MemoryRoutes = Record<string, MemoryAnswer>;

/** The success envelope the API wraps data in. */
export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({ success: true as const, data, ...extra });

/** An answer that fails the way the API client fails (an ApiError with status and code). */
export const failing = (message = 'The server could not answer', status = 500, code = 'INTERNAL_ERROR'): Failing => ({ [FAILING]: new ApiError(message, status, code) });

/** An answer that never arrives, for loading states. */
export const pending = (): typeof PENDING => PENDING;

const isFailing = (answer: unknown): answer is Failing => typeof answer === 'object' && answer !== null && FAILING in answer;

/** An SWR fetcher answering from memory, recording every key it was asked for in `calls`. An unknown key fails loudly. */
export function inMemoryFetcher(routes: MemoryRoutes) {
  const calls: string[] = [];
  const fetcher = async <T>(key: SwrKey): Promise<T> => {
    const full = typeof key === 'string' ? key : key[0];
    calls.push(full);
    const [path = full, search = ''] = full.split('?');
    const answer = full in routes ? routes[full] : routes[path];
    if (answer === undefined) throw new ApiError(`No in-memory answer for ${full}`, 404, 'NOT_FOUND');
    const resolved = typeof answer === 'function' ? await (answer as (path: string, query: URLSearchParams) => unknown)(path, new URLSearchParams(search)) : answer;
    if (resolved === PENDING) return new Promise<T>(() => undefined);
    if (isFailing(resolved)) throw resolved[FAILING];
    return structuredClone(resolved) as T;
  };
  return Object.assign(fetcher, { calls });
}

/** An SWRConfig value for a story or test: the in-memory fetcher, a fresh cache, no retries and no deduping. */
export function inMemorySwrConfig(routes: MemoryRoutes): SWRConfiguration & { fetcher: ReturnType<typeof inMemoryFetcher> } {
  return { fetcher: inMemoryFetcher(routes), provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false };
}
