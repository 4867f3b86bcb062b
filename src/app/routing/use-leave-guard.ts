import { useEffect, useRef } from 'react';
import { guardLinkClicks, setLeaveGuard, type LeaveAsk } from './leave-guard';

/**
 * While the page is shown, leaving it through the app (a link, the side menu, a shortcut, the user menu) first asks
 * with `ask` whenever `shouldAsk()` says so (unsaved changes); otherwise the navigation goes on at once.
 */
export function useLeaveGuard(shouldAsk: () => boolean, ask: LeaveAsk): void {
  const latest = useRef({ shouldAsk, ask });
  useEffect(() => {
    latest.current = { shouldAsk, ask };
  });
  useEffect(() => {
    const removeGuard = setLeaveGuard({ shouldAsk: () => latest.current.shouldAsk(), ask: (proceed) => latest.current.ask(proceed) });
    const removeClicks = guardLinkClicks();
    return () => {
      removeClicks();
      removeGuard();
    };
  }, []);
}
