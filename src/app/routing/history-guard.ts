import type { LeaveAsk } from './leave-guard';

// Marks the history entry the guard adds: the same address as the page, one step ahead of it.
const MARK = 'lishkaUnsaved';

/** Whether the history's current entry is the one a guard added. */
export const isGuardEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;

/** A guard of the browser's back button: armed while there are unsaved changes. */
export interface HistoryGuard {
  /** Unsaved changes: adds the guard's entry, so the back button stays on the page and asks. */
  arm(): void;
  /**
   * Nothing unsaved any more: takes the guard's entry back off, so the back button leaves at once again. Resolves
   * once it is off (the browser's back step is asynchronous): a page that then replaces its address waits for it.
   */
  disarm(): Promise<void>;
  /** Stops listening (the page is gone). */
  dispose(): void;
}

/**
 * The app's router (BrowserRouter) cannot block the browser's back button, so while a page has unsaved changes the
 * guard adds an entry of the same address ahead of it. Back then only takes that entry off: the page stays, the
 * guard asks with `ask`, and leaving goes back past the page (two steps); staying puts the entry back.
 */
export function guardHistory(win: Pick<Window, 'history' | 'location' | 'addEventListener' | 'removeEventListener'>, ask: LeaveAsk): HistoryGuard {
  let isArmed = false;
  // The back steps the guard takes itself, each with what waits for it.
  const ownPops: (() => void)[] = [];
  const arm = () => {
    if (isArmed) return;
    const state: unknown = win.history.state;
    win.history.pushState({ ...(typeof state === 'object' && state !== null ? state : {}), [MARK]: true }, '', win.location.href);
    isArmed = true;
  };
  const onPopState = () => {
    const own = ownPops.shift();
    if (own) {
      own();
      return;
    }
    if (!isArmed || isGuardEntry(win.history.state)) return;
    // Back took the guard's entry off: the page is where it was. Put it back, then ask.
    isArmed = false;
    arm();
    ask(() => {
      isArmed = false;
      win.history.go(-2);
    });
  };
  win.addEventListener('popstate', onPopState);
  return {
    arm,
    disarm() {
      if (!isArmed) return Promise.resolve();
      isArmed = false;
      if (!isGuardEntry(win.history.state)) return Promise.resolve();
      const gone = new Promise<void>((resolve) => ownPops.push(resolve));
      win.history.back();
      return gone;
    },
    dispose() {
      win.removeEventListener('popstate', onPopState);
      ownPops.splice(0).forEach((resolve) => resolve());
    },
  };
}
