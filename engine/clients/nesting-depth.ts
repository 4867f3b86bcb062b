/** How deep client data may nest: its groups and lists go three levels down, an intake form's answers a few more. */
export const MAX_CLIENT_DEPTH = 32;

/**
 * The first top-level field of `data` whose value nests deeper than `maxDepth` objects and lists, or undefined.
 * Walks with a stack of its own, never by recursion, so data nested thousands deep cannot overflow the call stack.
 */
export function fieldNestedTooDeep(data: Record<string, unknown>, maxDepth: number = MAX_CLIENT_DEPTH): string | undefined {
  for (const [field, value] of Object.entries(data)) {
    const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (next.value === null || typeof next.value !== 'object') continue;
      if (next.depth > maxDepth) return field;
      for (const child of Object.values(next.value)) stack.push({ value: child, depth: next.depth + 1 });
    }
  }
  return undefined;
}
