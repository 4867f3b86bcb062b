import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routeMotion } from './route-motion';

/**
 * Plays the route's entrance (spec 1 §2): 300 ms, or a 150 ms fade on narrow screens, none when the user asks
 * for reduced motion (shell.css). Keyed by path, so each page change replays it.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={`route-transition route-transition--${routeMotion(pathname)}`}>
      {children}
    </div>
  );
}
