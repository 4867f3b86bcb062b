import { pointer } from '../load-error';

/**
 * Calls `visit` with every string an office type holds under `key`, at any depth, with its JSON path; the parts
 * under `skipped` keys (a form's embedded JSON Schema, say) are not entered.
 */
export function forEachStringAtKey(root: unknown, key: string, skipped: ReadonlySet<string>, visit: (value: string, path: string) => void): void {
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, pointer(path, index)));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      if (skipped.has(name)) continue;
      const at = pointer(path, name);
      if (name === key && typeof child === 'string') visit(child, at);
      else walk(child, at);
    }
  };
  walk(root, '/');
}
