import { ApiError } from './api-error';
import type { RawAnswer } from './send-once';

/** The first wait before a retry; each next wait doubles (spec 1 §7). */
export const FIRST_RETRY_DELAY_MS = 1000;

const CREATE_OR_UPDATE = new Set(['POST', 'PUT', 'PATCH']);

/** How many times a method may be retried: three, but twice for create and update, which may not be idempotent. */
export function maxRetries(method: string): number {
  return CREATE_OR_UPDATE.has(method.toUpperCase()) ? 2 : 3;
}

function isRetryable(outcome: { answer?: RawAnswer; error?: unknown }): boolean {
  if (outcome.answer) return outcome.answer.status >= 500;
  return outcome.error instanceof ApiError && outcome.error.isNetworkError;
}

/** Runs a call, retrying network failures, time-outs and 5xx answers with doubling waits; never a 4xx. */
export async function withRetries(method: string, send: () => Promise<RawAnswer>, sleep: (ms: number) => Promise<void>): Promise<RawAnswer> {
  const retries = maxRetries(method);
  for (let attempt = 0; ; attempt += 1) {
    let outcome: { answer?: RawAnswer; error?: unknown };
    try {
      outcome = { answer: await send() };
    } catch (error) {
      outcome = { error };
    }
    if (attempt >= retries || !isRetryable(outcome)) {
      if (outcome.answer) return outcome.answer;
      throw outcome.error;
    }
    await sleep(FIRST_RETRY_DELAY_MS * 2 ** attempt);
  }
}
