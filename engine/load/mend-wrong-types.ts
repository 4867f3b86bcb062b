const EMPTY: Readonly<Record<string, () => unknown>> = {
  object: () => ({}),
  array: () => [],
  string: () => '',
  number: () => 0,
  integer: () => 0,
  boolean: () => false,
  null: () => null,
};

function unescape(key: string): string {
  return key.replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * A copy of a schema-invalid document with each value of the wrong JSON type replaced by an empty one of the
 * right type (a string where a list belongs becomes []), so that the reference checks can read the rest of the
 * document instead of stumbling at that value. Paths are unchanged: nothing is removed.
 */
export function mendWrongTypes<T>(document: T, wrongTypes: readonly { path: string; expected: string }[]): T {
  if (!wrongTypes.length) return document;
  const copy = structuredClone(document);
  for (const { path, expected } of wrongTypes) {
    const empty = EMPTY[expected];
    const keys = path.split('/').slice(1).map(unescape);
    const last = keys.pop();
    if (!empty || last === undefined) continue;
    let parent: unknown = copy;
    for (const key of keys) parent = parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined;
    if (parent !== null && typeof parent === 'object') (parent as Record<string, unknown>)[last] = empty();
  }
  return copy;
}
