import { ApiError } from './api-error';
import { fileNameOf } from './content-disposition';
import { clientMessage } from './messages';

/** An answer as it came: its status and its body (parsed JSON, text, or undefined when empty). */
export interface RawAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** One HTTP call, not yet retried. */
export interface Attempt {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body?: BodyInit;
  readonly signal?: AbortSignal;
  readonly responseType?: 'json' | 'blob';
}

async function readBody(response: Response, responseType: Attempt['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) {
    const fileName = fileNameOf(response.headers.get('content-disposition'));
    return { blob: await response.blob(), ...(fileName ? { fileName } : {}) };
  }
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends one call with credentials and a time-out; the time-out and an unreachable server both become an
 * ApiError of status 0 with the network message. A caller's own abort is rethrown as it came.
 */
export async function sendOnce(fetchImpl: typeof fetch, attempt: Attempt, timeoutMs: number, language: string): Promise<RawAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = (): void => controller.abort(attempt.signal?.reason);
  attempt.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    if (attempt.signal?.aborted) throw attempt.signal.reason;
    const response = await fetchImpl(attempt.url, { method: attempt.method, headers: attempt.headers, body: attempt.body, credentials: 'include', signal: controller.signal });
    return { status: response.status, body: await readBody(response, attempt.responseType) };
  } catch (error) {
    if (attempt.signal?.aborted && !timedOut) throw error;
    throw new ApiError(clientMessage('network', language), 0, timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    attempt.signal?.removeEventListener('abort', onCallerAbort);
  }
}
