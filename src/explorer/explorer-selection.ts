import { useSyncExternalStore } from 'react';

// The office type the explorer shows, kept outside the page: switching the language can draw the page afresh (its
// state with it), and the explorer must still show the office type the user chose.
let selected: string | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The office type the user chose in the explorer in this tab, and how to choose another. */
export function useExplorerSelection(): [string | undefined, (id: string) => void] {
  const current = useSyncExternalStore(subscribe, () => selected);
  const choose = (id: string) => {
    selected = id;
    for (const listener of listeners) listener();
  };
  return [current, choose];
}
