/** The fields whose value differs between two views of a record, each side holding only those fields (an audit entry's before and after). */
export function changedFields<T extends object>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | undefined {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const keys = Object.keys(now).filter((key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(now[key] ?? null));
  if (keys.length === 0) return undefined;
  const pick = (record: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Partial<T>;
  return { before: pick(old), after: pick(now) };
}
