import type { ApiClient, ApiClientOptions, RequestOptions, SessionRefreshAnswer } from './api-client-options';
import { ApiError, fieldErrorsOf } from './api-error';
import { AUTH_PATHS, canRefreshSessionOn, isOfficeConfigPath, isProtectedPath, needsSession } from './api-paths';
import { readCsrfToken, storeCsrfToken } from './csrf-token-store';
import { forbiddenKind } from './forbidden-kind';
import { clientMessage, pickMessage, serverMessage } from './messages';
import { encodeBody, requestHeaders } from './request-headers';
import { sendOnce, type RawAnswer } from './send-once';
import { withRetries } from './with-retries';

export type { ApiClient, ApiClientOptions, AuthLostReason, DownloadedFile, RequestOptions, SessionRefreshAnswer, TenantContext } from './api-client-options';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a call has already tried, so that each cure is tried at most once. */
interface Tried {
  readonly session: boolean;
  readonly csrf: boolean;
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function csrfTokenIn(body: unknown): string | undefined {
  const token = body && typeof body === 'object' ? (body as { csrfToken?: unknown }).csrfToken : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** Shares one pending call among concurrent callers. */
function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= run().finally(() => (pending = undefined)));
}

/** Builds the API client from injectable pieces (see ApiClientOptions); every default suits the browser. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getLanguage = options.getLanguage ?? (() => 'he');
  const getAccessToken = options.getAccessToken ?? (() => undefined);
  const getCsrfToken = options.getCsrfToken ?? readCsrfToken;
  const setCsrfToken = options.setCsrfToken ?? storeCsrfToken;
  const getUsername = options.getUsername ?? (() => undefined);
  const isSignedIn = options.isSignedIn ?? (() => Boolean(getAccessToken()) || Boolean(getCsrfToken() && getUsername()));
  const sleep = options.sleep ?? defaultSleep;
  const timeoutMs = options.timeoutMs ?? 30_000;

  const urlOf = (path: string): string => (/^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`);

  const toError = (answer: RawAnswer, language: string): ApiError => {
    const code = answer.body && typeof answer.body === 'object' ? (answer.body as { code?: unknown }).code : undefined;
    const fieldErrors = fieldErrorsOf(answer.body, (entry) => serverMessage(entry, language));
    return new ApiError(pickMessage(answer.body, language), answer.status, typeof code === 'string' ? code : undefined, fieldErrors, answer.body);
  };

  // One call with its retries; state-changing calls to protected paths first make sure of a CSRF token.
  const exchange = async (method: string, path: string, request: RequestOptions): Promise<RawAnswer> => {
    const language = getLanguage();
    const headers = { ...requestHeaders(language, options.getTenant?.(), getAccessToken()), ...request.headers };
    if (!SAFE_METHODS.has(method) && isProtectedPath(path)) {
      const token = getCsrfToken() || (await refreshCsrfQuietly());
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    const encoded = encodeBody(request.body);
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
    const attempt = { url: urlOf(path), method, headers, body: encoded.body, signal: request.signal, responseType: request.responseType };
    const answer = await withRetries(method, () => sendOnce(fetchImpl, attempt, timeoutMs, language), sleep);
    const csrfToken = csrfTokenIn(answer.body);
    if (csrfToken) setCsrfToken(csrfToken);
    return answer;
  };

  const refreshCsrfToken = singleFlight(async (): Promise<string> => {
    const answer = await exchange('GET', AUTH_PATHS.refreshCsrf, {});
    const token = csrfTokenIn(answer.body);
    if (answer.status >= 400) throw toError(answer, getLanguage());
    if (!token) throw new ApiError(clientMessage('unexpected', getLanguage()), answer.status, 'CSRF_TOKEN_MISSING', [], answer.body);
    return token;
  });

  async function refreshCsrfQuietly(): Promise<string | undefined> {
    try {
      return await refreshCsrfToken();
    } catch {
      return undefined;
    }
  }

  const refreshSession = singleFlight(async (): Promise<boolean> => {
    const username = getUsername();
    if (!username) return false;
    try {
      const answer = await exchange('POST', AUTH_PATHS.refreshToken, { body: { Username: username } });
      if (answer.status >= 400) return false;
      // The refresh route's 200 answer, as its response schema says (the type generated from it).
      if (answer.body) options.onSessionRefreshed?.(answer.body as SessionRefreshAnswer);
      return true;
    } catch {
      return false;
    }
  });

  const run = async (method: string, path: string, request: RequestOptions, tried: Tried): Promise<unknown> => {
    const answer = await exchange(method, path, request);
    if (answer.status < 400) return answer.body;
    const error = toError(answer, getLanguage());
    // A refusal of a sign-in step or a public call (a wrong password, an unconfirmed e-mail) is that call's answer,
    // not the end of a session: no session refresh and no "back to login" for those.
    const isSessionCall = needsSession(path);
    if (answer.status === 401 && isSessionCall && canRefreshSessionOn(path)) {
      if (!tried.session && (await refreshSession())) return run(method, path, request, { ...tried, session: true });
      // Spec 1 §4: the office configuration falls back to the default; its 401 with an access token is no logout.
      if (!(isOfficeConfigPath(path) && getAccessToken())) options.onAuthLost?.('session-expired');
      throw error;
    }
    if (answer.status === 403) {
      const kind = forbiddenKind(answer.body);
      if (kind === 'csrf' && !tried.csrf && (await refreshCsrfQuietly())) return run(method, path, request, { ...tried, csrf: true });
      // A token problem a fresh token did not cure is not the session's end; PASSWORD_EXPIRED goes to change-password.
      if (kind === 'auth-lost' && isSessionCall) options.onAuthLost?.('forbidden');
    }
    throw error;
  };

  const request = async <T>(method: string, path: string, request: RequestOptions = {}): Promise<T> => {
    const verb = method.toUpperCase();
    if (!SAFE_METHODS.has(verb) && needsSession(path) && !isSignedIn()) {
      throw new ApiError(clientMessage('authenticationRequired', getLanguage()), 401, 'AUTHENTICATION_REQUIRED');
    }
    return (await run(verb, path, request, { session: false, csrf: false })) as T;
  };

  return {
    request,
    get: (path, rest) => request('GET', path, { ...rest }),
    post: (path, body, rest) => request('POST', path, { ...rest, body }),
    put: (path, body, rest) => request('PUT', path, { ...rest, body }),
    patch: (path, body, rest) => request('PATCH', path, { ...rest, body }),
    delete: (path, rest) => request('DELETE', path, { ...rest }),
    refreshCsrfToken,
  };
}
