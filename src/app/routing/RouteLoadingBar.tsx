import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long the route loading bar runs on a route change (spec 1 §2). */
export const LOADING_BAR_MS = 300;

/** A thin bar across the top for 300 ms on every route change. */
export function RouteLoadingBar() {
  const { pathname } = useLocation();
  const [runs, setRuns] = useState<{ path: string; isRunning: boolean }>({ path: pathname, isRunning: false });
  if (runs.path !== pathname) setRuns({ path: pathname, isRunning: true });
  useEffect(() => {
    if (!runs.isRunning) return;
    const timer = setTimeout(() => setRuns((current) => ({ ...current, isRunning: false })), LOADING_BAR_MS);
    return () => clearTimeout(timer);
  }, [runs]);
  return runs.isRunning ? <div className="route-loading-bar" role="progressbar" aria-hidden="true" data-testid="route-loading-bar" /> : null;
}
