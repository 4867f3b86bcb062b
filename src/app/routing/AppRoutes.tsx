import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../chrome/FullPageSpinner';
import { useAuth } from '../auth/use-auth';
import { useOffice } from '../office/office-context';
import { isTestingBypass } from '../session';
import { FeatureGate } from './FeatureGate';
import { preloadElement } from './lazy-page';
import { isOfficePath } from './office-paths';
import * as Pages from './pages';
import { RequireAuth } from './RequireAuth';
import { type Shell } from './route-table';
import { RouteTransition } from './RouteTransition';
import { useOfficeRoutes } from './use-office-routes';

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<FullPageSpinner label={t('loading')} />}>
      <RouteTransition>{children}</RouteTransition>
    </Suspense>
  );
}

/** A signed-in page: the guard, the application layout, the feature guard. */
function Protected({ children }: { children: ReactNode }) {
  preloadElement(children);
  return (
    <RequireAuth>
      <Pages.AppLayout>
        <FeatureGate>
          <Lazy>{children}</Lazy>
        </FeatureGate>
      </Pages.AppLayout>
    </RequireAuth>
  );
}

function Public({ children }: { children: ReactNode }) {
  preloadElement(children);
  return (
    <Pages.PublicLayout>
      <Lazy>{children}</Lazy>
    </Pages.PublicLayout>
  );
}

function Auth({ children }: { children: ReactNode }) {
  preloadElement(children);
  return (
    <Pages.AuthLayout>
      <Lazy>{children}</Lazy>
    </Pages.AuthLayout>
  );
}

/** The frame each shell puts its page in. */
const SHELLS: Record<Shell, ComponentType<{ children: ReactNode }>> = { public: Public, auth: Auth, protected: Protected };

/** /compliance: the office's compliance area once signed in; before that, the footer's page about Lishka's compliance. */
function ComplianceRoute() {
  const auth = useAuth();
  const { t } = useTranslation('shell');
  if (auth.phase === 'checking') return <FullPageSpinner label={t('checkingSession')} />;
  if (auth.phase === 'signed-in' || isTestingBypass()) return <Protected><Pages.CompliancePage /></Protected>;
  return <Public><Pages.ContentPage slug="compliance" /></Public>;
}

/**
 * Any other path: one of the signed-in office's own areas, a path a feature of the office gates (the feature guard
 * then shows Feature Not Available or sends to the office's fallback path: /telemedicine to /appointments), or 404.
 */
function UnknownPath() {
  const auth = useAuth();
  const { runtime, isLoading } = useOffice();
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  if (auth.phase === 'checking' || (auth.phase === 'signed-in' && isLoading && !runtime)) return <FullPageSpinner label={t('loadingOffice')} />;
  if (auth.phase === 'signed-in' && runtime && (isOfficePath(runtime, pathname) || runtime.routes.gate(pathname).kind !== 'allow')) return <Protected><Pages.AreaPage /></Protected>;
  return <Navigate to="/404" replace />;
}

/**
 * Every route of spec 1 §2: public, sign-in, protected and feature-gated, and the office's own client screens
 * (medical's /patients) once its configuration is loaded; every unknown path goes to /404.
 */
export function AppRoutes() {
  const routes = useOfficeRoutes();
  return (
    <Suspense fallback={null}>
      <Routes>
        {routes.map(({ path, shell, element }) => {
          const Frame = SHELLS[shell];
          return <Route key={path} path={path} element={<Frame>{element}</Frame>} />;
        })}
        <Route path="/compliance/*" element={<ComplianceRoute />} />
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
