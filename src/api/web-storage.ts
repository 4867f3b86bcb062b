/** Which of the browser's stores: kept across visits, or for this tab only. */
export type StoreKind = 'local' | 'session';

function store(kind: StoreKind): Storage | undefined {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? undefined : localStorage;
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** A stored value; none when it is absent or the browser refuses storage (private browsing, blocked cookies). */
export function readStored(kind: StoreKind, key: string): string | undefined {
  try {
    return store(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores a value, or with none removes it; a refusal by the browser leaves the choice to this page alone. */
export function writeStored(kind: StoreKind, key: string, value: string | undefined): void {
  try {
    if (value === undefined) store(kind)?.removeItem(key);
    else store(kind)?.setItem(key, value);
  } catch {
    // Storage refused: what was chosen still holds until the page reloads.
  }
}
