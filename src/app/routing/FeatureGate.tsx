import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useOffice } from '../office/office-context';
import { lazyPage } from './lazy-page';

// Its own chunk: most page loads never show it.
const FeatureNotAvailable = lazyPage(() => import('./FeatureNotAvailable'), 'FeatureNotAvailable');

/**
 * The feature guard (spec 1 §2, decision 4): the engine's route gating decides; a feature that is off shows
 * Feature Not Available, or sends silently to the fallback path the office names. With no runtime (the
 * configuration failed to load and a warning was logged) the page renders, and the server still refuses.
 */
export function FeatureGate({ children }: { children: ReactNode }) {
  const { runtime } = useOffice();
  const location = useLocation();
  const gate = runtime?.routes.gate(location.pathname) ?? { kind: 'allow' as const };
  if (gate.kind === 'redirect') return <Navigate to={gate.to} replace />;
  if (gate.kind === 'feature-unavailable') return (
      <Suspense fallback={null}>
        <FeatureNotAvailable feature={gate.feature} />
      </Suspense>
    );
  return <>{children}</>;
}
