const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]))
      : value;

/** Whether two JSON values are equal whatever the order of their keys (PostgreSQL's jsonb keeps its own order). */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(sortedKeys(a ?? null)) === JSON.stringify(sortedKeys(b ?? null));

/** The parts an override edit touches: top-level keys, and ui's sections (ui.theme, ui.branding…), sorted. */
export function changedParts(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const differs = (a: unknown, b: unknown) => !sameJson(a, b);
  const parts = new Set<string>();
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!differs(before[key], after[key])) continue;
    if (key !== 'ui') {
      parts.add(key);
      continue;
    }
    const [beforeUi, afterUi] = [before.ui, after.ui].map((ui) => (ui && typeof ui === 'object' ? (ui as Record<string, unknown>) : {})) as [Record<string, unknown>, Record<string, unknown>];
    for (const section of new Set([...Object.keys(beforeUi), ...Object.keys(afterUi)])) {
      if (differs(beforeUi[section], afterUi[section])) parts.add(`ui.${section}`);
    }
  }
  return [...parts].sort();
}
