
/** What a redacted value is replaced with. */
export const REDACTED = '[redacted]';

// Spec 1 §9: names containing password, token, secret, key, session, auth or code. Cookies carry the session too.
const SECRET_NAME = /password|token|secret|key|session|auth|code|cookie/i;

/** Whether a field of this name holds a secret and must not be logged. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function redactValue(value: unknown, ancestors: Set<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) return '[Circular]';
  // Class instances (a request, a reply, a Date, a Buffer) are left to their serializers: walking them would copy
  // sockets and lose their prototypes. Plain data, arrays and errors are copied with their secrets replaced.
  if (!Array.isArray(value) && !isPlainObject(value) && !(value instanceof Error)) return value;
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => redactValue(item, ancestors));
    if (value instanceof Error) return redactError(value, ancestors);
    const copy: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) copy[name] = isSecretName(name) ? REDACTED : redactValue(item, ancestors);
    return copy;
  } finally {
    ancestors.delete(value);
  }
}

// A copy with the error's prototype, so pino's error serializer still sees its type, message and stack.
function redactError(error: Error, ancestors: Set<object>): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  for (const name of Object.getOwnPropertyNames(error)) {
    const descriptor = Object.getOwnPropertyDescriptor(error, name);
    let item: unknown;
    try {
      item = (error as unknown as Record<string, unknown>)[name];
    } catch {
      item = undefined;
    }
    const value = isSecretName(name) ? REDACTED : redactValue(item, ancestors);
    Object.defineProperty(copy, name, { value, enumerable: descriptor?.enumerable ?? true, writable: true, configurable: true });
  }
  return copy;
}

/**
 * A copy of `value` in which every field whose name contains password, token, secret, key, session, auth, code or
 * cookie (any case, any depth, in objects and arrays) reads "[redacted]". The input is not changed; cycles read
 * "[Circular]".
 */
export function redactSecrets<T>(value: T): T {
  return redactValue(value, new Set()) as T;
}

/**
 * Paths that carry a secret of their own: the part matched by the group `secret` is replaced. A link a calendar app
 * polls cannot send a header, so its token is in the path (a member's calendar feed).
 */
const SECRET_PATHS: readonly RegExp[] = [/^\/api\/calendar-feed\/(?<secret>[^/?]+?)(?=\.ics(?:$|\?)|$|\?)/];

function redactPath(path: string): string {
  for (const pattern of SECRET_PATHS) {
    const match = pattern.exec(path);
    const secret = match?.groups?.secret;
    if (match && secret) return `${path.slice(0, match.index + match[0].length - secret.length)}${REDACTED}${path.slice(match.index + match[0].length)}`;
  }
  return path;
}

/** A URL with the values of secret query parameters (`?token=…`, `?code=…`) and the secrets of secret paths replaced. */
export function redactUrl(whole: string): string {
  const url = redactPath(whole);
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as written.
      }
      return isSecretName(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}
