import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import * as Pages from './pages';
import { AREA_ROUTES } from './protected-routes';
import { CONTENT_PAGES, LEGAL_PAGES } from './public-pages';

/** The frame a route's page renders in: the public site, the sign-in screens, or the signed-in application. */
export type Shell = 'public' | 'auth' | 'protected';

/** One route of spec 1 §2 with a page of its own. */
export interface AppRoute {
  path: string;
  shell: Shell;
  element: ReactElement;
}

const route = (path: string, shell: Shell, element: ReactElement): AppRoute => ({ path, shell, element });

/** The routes with a fixed page; /compliance/* and unknown paths are decided at run time (AppRoutes). */
export const ROUTES: readonly AppRoute[] = [
  route('/', 'public', <Pages.HomePage />),
  ...LEGAL_PAGES.map((kind) => route(`/${kind}`, 'public', <Pages.LegalPage kind={kind} />)),
  ...CONTENT_PAGES.filter((slug) => slug !== 'compliance').map((slug) => route(`/${slug}`, 'public', <Pages.ContentPage slug={slug} />)),
  route('/demo', 'public', <Pages.DemoPage />),
  route('/office-types', 'public', <Pages.OfficeTypeExplorer />),
  route('/404', 'public', <Pages.NotFoundPage />),
  route('/route-test', 'public', <Pages.RouteTestPage />),
  route('/performance', 'public', <Pages.PerformancePage />),
  route('/sign/:token', 'public', <Pages.SignPage />),

  route('/login', 'auth', <Pages.LoginPage />),
  route('/register', 'auth', <Pages.RegisterPage />),
  route('/auth/register-success', 'auth', <Pages.RegisterSuccessPage />),
  route('/auth/confirm', 'auth', <Pages.ConfirmEmailPage />),
  route('/forgot-password', 'auth', <Pages.ForgotPasswordPage />),
  route('/verify-otp', 'auth', <Pages.VerifyOtpPage />),
  route('/verify-mfa', 'auth', <Pages.VerifyMfaPage />),
  route('/reset-password', 'auth', <Pages.ResetPasswordPage />),
  route('/oauth/callback', 'auth', <Pages.OAuthCallbackPage />),
  route('/auth/google/complete', 'auth', <Pages.GoogleCompletePage />),

  route('/dashboard', 'protected', <Pages.DashboardPage />),
  route('/workspace', 'protected', <Pages.DashboardPage />),
  route('/dashboard/activity', 'protected', <Pages.ActivityPage />),
  route('/profile', 'protected', <Pages.ProfilePage />),
  route('/settings', 'protected', <Pages.SettingsPage />),
  route('/admin/*', 'protected', <Pages.AdminPage />),
  route('/clients', 'protected', <Pages.ClientListPage kind="client" />),
  route('/leads', 'protected', <Pages.ClientListPage kind="lead" />),
  route('/clients/new', 'protected', <Pages.ClientFormPage kind="client" />),
  route('/leads/new', 'protected', <Pages.ClientFormPage kind="lead" />),
  route('/clients/merge', 'protected', <Pages.ClientMergePage kind="client" />),
  route('/leads/merge', 'protected', <Pages.ClientMergePage kind="lead" />),
  route('/clients/:id/edit', 'protected', <Pages.ClientFormPage kind="client" />),
  route('/leads/:id/edit', 'protected', <Pages.ClientFormPage kind="lead" />),
  route('/clients/:id', 'protected', <Pages.ClientDetailPage kind="client" />),
  route('/leads/:id', 'protected', <Pages.ClientDetailPage kind="lead" />),
  route('/opportunities', 'protected', <Pages.OpportunityBoardPage />),
  route('/opportunities/new', 'protected', <Pages.OpportunityFormPage />),
  route('/opportunities/:id/edit', 'protected', <Pages.OpportunityFormPage />),
  route('/opportunities/:id', 'protected', <Pages.OpportunityDetailPage />),
  ...AREA_ROUTES.filter((path) => !path.startsWith('/compliance')).map((path) => route(path, 'protected', <Pages.AreaPage />)),
];

/** The layout each shell renders its page in. */
export const SHELL_LAYOUTS: Record<Shell, { preload(): void }> = {
  public: Pages.PublicLayout,
  auth: Pages.AuthLayout,
  protected: Pages.AppLayout,
};

const MATCHABLE = ROUTES.map((candidate, index) => ({ path: candidate.path, id: String(index) }));

/** The route a path opens, if it has a fixed page, ranked as the router ranks them (/clients/new before /clients/:id). */
export function routeFor(pathname: string): AppRoute | undefined {
  const match = matchRoutes(MATCHABLE, pathname)?.at(-1);
  return match ? ROUTES[Number(match.route.id)] : undefined;
}
