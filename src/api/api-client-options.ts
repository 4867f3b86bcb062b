import type * as Api from './generated/api-types';

/** The tenant a call is made for, sent as X-Tenant-Id and X-Tenant-Subdomain when known. */
export interface TenantContext {
  readonly id?: string | null;
  readonly subdomain?: string | null;
}

/** Why the client gave up the session: a 401 that a refresh could not cure, or a 403 that is not a token problem. */
export type AuthLostReason = 'session-expired' | 'forbidden';

/** What POST /auth/refresh-token answers (generated from server/modules/auth/sign-in/sign-in.schemas.ts). */
export type SessionRefreshAnswer = Api.SessionRefreshAnswer;

/** The pieces the client is built from; each has a browser default, and tests inject their own. */
export interface ApiClientOptions {
  /** Where the API lives; default '/api'. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** The current language, sent as Accept-Language and X-Language; default 'he'. */
  readonly getLanguage?: () => string;
  readonly getTenant?: () => TenantContext | null | undefined;
  readonly getAccessToken?: () => string | null | undefined;
  /** Default: the XSRF-TOKEN cookie, falling back to local storage. */
  readonly getCsrfToken?: () => string | null | undefined;
  /** Keeps a CSRF token an answer carried; default: local storage. */
  readonly setCsrfToken?: (token: string | undefined) => void;
  /** The signed-in user's e-mail, sent as Username to refresh the session. */
  readonly getUsername?: () => string | null | undefined;
  /** Whether a user is signed in (spec 1 §4); default: an access token, or a CSRF token together with a username. */
  readonly isSignedIn?: () => boolean;
  /** Clears auth and navigates to /login unless already there; the app supplies it. */
  readonly onAuthLost?: (reason: AuthLostReason) => void;
  /** Told the answer of a successful session refresh, to keep the new tokens. */
  readonly onSessionRefreshed?: (answer: SessionRefreshAnswer) => void;
  /** Waits between retries; tests inject one that records the delays. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Time-out of one attempt; default 30000 ms. */
  readonly timeoutMs?: number;
}

/** What one call may carry besides its method and path. */
export interface RequestOptions {
  /** JSON-encoded unless it is already a body fetch understands (FormData, Blob, URLSearchParams, string). */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** 'blob': a successful answer resolves to a DownloadedFile instead of parsed JSON; a refusal still reads as JSON. */
  readonly responseType?: 'json' | 'blob';
}

/** A file the server sent (responseType 'blob'): its content and the name its Content-Disposition gave, if any. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName?: string;
}

/** A browser API client: the headers, CSRF, session refresh, retries and error messages of spec 1 §4, §7 and §8. */
export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Asks the server for a fresh CSRF token, keeps it and returns it; concurrent callers share one call. */
  refreshCsrfToken(): Promise<string>;
}
