import i18next from 'i18next';
import { ApiError, fieldErrorsOf } from '../../api/api-error';
import { readCsrfToken } from '../../api/csrf-token-store';
import { clientMessage, pickMessage, serverMessage } from '../../api/messages';
import { requestHeaders } from '../../api/request-headers';
import { readTenantHint } from '../../app/auth/tenant-hint';
import { api, authStore } from '../../app/session';

/** How far a file has gone up, from 0 to 1. */
export type OnProgress = (fraction: number) => void;

// The tenant as the session's client sends it (src/app/session.ts).
function tenant() {
  const { tenant: current, pending } = authStore.getSnapshot();
  if (current) return { id: current.tenantId, subdomain: current.tenantSubdomain };
  if (pending?.office) return { subdomain: pending.office.slug };
  const hint = readTenantHint();
  return hint ? { subdomain: hint } : null;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form with the session's headers through XMLHttpRequest, whose upload reports its progress (fetch
 * does not). A 401 or 403 (an expired session, a stale CSRF token) goes again through the API client, which cures
 * those and says what failed; any other refusal is the same ApiError the client would throw.
 */
export async function postWithProgress<T>(path: string, body: FormData, onProgress: OnProgress, signal?: AbortSignal): Promise<T> {
  const language = i18next.language || 'he';
  const csrf = readCsrfToken() || (await api.refreshCsrfToken().catch(() => undefined));
  const headers: Record<string, string> = { ...requestHeaders(language, tenant(), authStore.accessToken()), ...(csrf ? { 'X-XSRF-TOKEN': csrf } : {}) };
  const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parse(request.responseText) });
    request.onerror = () => reject(new ApiError(clientMessage('network', language), 0, 'NETWORK_ERROR'));
    request.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
  if (answer.status === 401 || answer.status === 403) return api.post<T>(path, body, { signal });
  if (answer.status >= 400) {
    const code = answer.body && typeof answer.body === 'object' ? (answer.body as { code?: unknown }).code : undefined;
    throw new ApiError(pickMessage(answer.body, language), answer.status, typeof code === 'string' ? code : undefined, fieldErrorsOf(answer.body, (entry) => serverMessage(entry, language)), answer.body);
  }
  onProgress(1);
  return answer.body as T;
}
