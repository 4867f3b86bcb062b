import { useEffect, useRef } from 'react';
import { guardHistory, type HistoryGuard } from './history-guard';
import type { LeaveAsk } from './leave-guard';
import { useLeaveGuard } from './use-leave-guard';

/** What a page tells the guard. */
export interface UnsavedChanges {
  /** The changes are saved: resolves once the back button's guard is off, before the page replaces its address. */
  saved(): Promise<void>;
}

/**
 * While `isDirty`, every way out of the page asks first: closing or reloading the tab (the browser's own question),
 * the app's links, menus and shortcuts, and the browser's back button (both with `ask`, in the page's language).
 */
export function useUnsavedChanges(isDirty: boolean, ask: LeaveAsk): UnsavedChanges {
  const dirty = useRef(isDirty);
  const latestAsk = useRef(ask);
  useEffect(() => {
    dirty.current = isDirty;
    latestAsk.current = ask;
  });
  useLeaveGuard(() => dirty.current, ask);

  const guard = useRef<HistoryGuard | undefined>(undefined);
  useEffect(() => {
    const made = guardHistory(window, (proceed) => latestAsk.current(proceed));
    guard.current = made;
    return () => {
      made.dispose();
      guard.current = undefined;
    };
  }, []);
  useEffect(() => {
    if (isDirty) guard.current?.arm();
    else void guard.current?.disarm();
  }, [isDirty]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return { saved: () => guard.current?.disarm() ?? Promise.resolve() };
}
