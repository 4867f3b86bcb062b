import { isGuardEntry } from './history-guard';
import { navigateOutside } from './navigate-outside';

/** Asks the person whether to leave the page; calls `proceed` only when they choose to leave. */
export type LeaveAsk = (proceed: () => void) => void;

/** A page's guard: whether it would ask now (unsaved changes), and how it asks. */
export interface LeaveGuard {
  shouldAsk(): boolean;
  ask: LeaveAsk;
}

let current: LeaveGuard | undefined;

/**
 * Lets one page (a builder with unsaved changes) ask before the app navigates away: the app uses BrowserRouter, so
 * react-router's useBlocker is unavailable, and the shell's own navigations (its links, its menus, its shortcuts)
 * consult this guard instead. Answers the function that removes the guard again (when it is still this one).
 */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = undefined;
  };
}

/** Runs a navigation of the app once the page's guard, if any, lets it: at once when no page asks. */
export function leaveThen(proceed: () => void): void {
  if (current?.shouldAsk()) current.ask(proceed);
  else proceed();
}

/** Whether leaving now would ask first. */
export const wouldAskToLeave = (): boolean => current?.shouldAsk() === true;

/**
 * The in-app address a click on a link would go to, when the router would handle it (a plain left click on a link of
 * this origin that opens in the same tab and changes the path or the query); undefined for any other click.
 */
export function inAppTarget(event: Pick<MouseEvent, 'target' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>, here: Location): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While a guard is set, clicks on the app's links (the side menu, the office's name, breadcrumbs) are held in the
 * capture phase, before the router's own handler, and go on only once the guard lets them. Answers the remover.
 */
export function guardLinkClicks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (!wouldAskToLeave()) return;
    const to = inAppTarget(event, doc.location);
    if (!to) return;
    event.preventDefault();
    event.stopPropagation();
    // Over the back button's guard entry (history-guard.ts), which has no page of its own to go back to.
    current?.ask(() => navigateOutside(to, isGuardEntry(doc.defaultView?.history.state) ? { replace: true } : {}));
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
