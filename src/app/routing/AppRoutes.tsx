import { Suspense, type ReactNode } from 'react';
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
import { AREA_ROUTES } from './protected-routes';
import { CONTENT_PAGES, LEGAL_PAGES } from './public-pages';
import { RequireAuth } from './RequireAuth';
import { RouteTransition } from './RouteTransition';

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

/** /compliance: the office's compliance area once signed in; before that, the footer's page about Lishka's compliance. */
function ComplianceRoute() {
  const auth = useAuth();
  const { t } = useTranslation('shell');
  if (auth.phase === 'checking') return <FullPageSpinner label={t('checkingSession')} />;
  if (auth.phase === 'signed-in' || isTestingBypass()) return <Protected><Pages.AreaPage /></Protected>;
  return <Public><Pages.ContentPage slug="compliance" /></Public>;
}

/** Any other path: one of the signed-in office's own areas, or 404. */
function UnknownPath() {
  const auth = useAuth();
  const { runtime, isLoading } = useOffice();
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  if (auth.phase === 'checking' || (auth.phase === 'signed-in' && isLoading && !runtime)) return <FullPageSpinner label={t('loadingOffice')} />;
  if (auth.phase === 'signed-in' && runtime && isOfficePath(runtime, pathname)) return <Protected><Pages.AreaPage /></Protected>;
  return <Navigate to="/404" replace />;
}

/** Every route of spec 1 §2: public, sign-in, protected and feature-gated; every unknown path goes to /404. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<Public><Pages.HomePage /></Public>} />
        {LEGAL_PAGES.map((kind) => (
          <Route key={kind} path={`/${kind}`} element={<Public><Pages.LegalPage kind={kind} /></Public>} />
        ))}
        {CONTENT_PAGES.filter((slug) => slug !== 'compliance').map((slug) => (
          <Route key={slug} path={`/${slug}`} element={<Public><Pages.ContentPage slug={slug} /></Public>} />
        ))}
        <Route path="/demo" element={<Public><Pages.DemoPage /></Public>} />
        <Route path="/office-types" element={<Public><Pages.OfficeTypeExplorer /></Public>} />
        <Route path="/404" element={<Public><Pages.NotFoundPage /></Public>} />
        <Route path="/route-test" element={<Public><Pages.RouteTestPage /></Public>} />
        <Route path="/performance" element={<Public><Pages.PerformancePage /></Public>} />
        <Route path="/sign/:token" element={<Public><Pages.SignPage /></Public>} />

        <Route path="/login" element={<Auth><Pages.LoginPage /></Auth>} />
        <Route path="/register" element={<Auth><Pages.RegisterPage /></Auth>} />
        <Route path="/auth/register-success" element={<Auth><Pages.RegisterSuccessPage /></Auth>} />
        <Route path="/auth/confirm" element={<Auth><Pages.ConfirmEmailPage /></Auth>} />
        <Route path="/forgot-password" element={<Auth><Pages.ForgotPasswordPage /></Auth>} />
        <Route path="/verify-otp" element={<Auth><Pages.VerifyOtpPage /></Auth>} />
        <Route path="/verify-mfa" element={<Auth><Pages.VerifyMfaPage /></Auth>} />
        <Route path="/reset-password" element={<Auth><Pages.ResetPasswordPage /></Auth>} />
        <Route path="/oauth/callback" element={<Auth><Pages.OAuthCallbackPage /></Auth>} />
        <Route path="/auth/google/complete" element={<Auth><Pages.GoogleCompletePage /></Auth>} />

        <Route path="/dashboard" element={<Protected><Pages.DashboardPage /></Protected>} />
        <Route path="/workspace" element={<Protected><Pages.DashboardPage /></Protected>} />
        <Route path="/profile" element={<Protected><Pages.ProfilePage /></Protected>} />
        <Route path="/settings" element={<Protected><Pages.SettingsPage /></Protected>} />
        <Route path="/admin/*" element={<Protected><Pages.AdminPage /></Protected>} />
        <Route path="/compliance/*" element={<ComplianceRoute />} />
        {AREA_ROUTES.filter((path) => !path.startsWith('/compliance')).map((path) => (
          <Route key={path} path={path} element={<Protected><Pages.AreaPage /></Protected>} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
