import { pickText } from '../../engine/i18n/languages';
import { ApiError } from './api-error';

export { ApiError };

/** GETs JSON from the server; a failure becomes an ApiError with the server's localized message. */
export async function fetchJson<T>(path: string, language: string): Promise<T> {
  const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json', 'Accept-Language': language, 'X-Language': language } });
  const body = (await response.json().catch(() => undefined)) as { code?: string; message?: string; messages?: Record<string, string> } | undefined;
  if (!response.ok) {
    const message = pickText(body?.messages, language) || body?.message || `HTTP ${response.status}`;
    throw new ApiError(message, response.status, body?.code);
  }
  return body as T;
}
