/** One problem with an office-type file: which office type, where in the JSON (RFC 6901 pointer), and what. */
export interface LoadError {
  officeType: string;
  path: string;
  message: string;
}

/** Formats problems one per line, as the office-types CLI prints them. */
export function formatLoadErrors(errors: readonly LoadError[]): string {
  return errors.map((error) => `${error.officeType}: ${error.path} ${error.message}`).join('\n');
}

/** Escapes a key for a JSON pointer. */
export function pointerKey(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Joins pointer segments onto a base pointer. */
export function pointer(base: string, ...keys: (string | number)[]): string {
  return `${base === '/' ? '' : base}/${keys.map(pointerKey).join('/')}`;
}
