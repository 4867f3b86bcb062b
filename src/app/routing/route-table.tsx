import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { CLIENT_SCREENS, type ClientScreen } from '../../../engine/routing/app-routes';
import { titled, type PageTitle } from './page-title';
import * as Pages from './pages';
import { AREA_ROUTES } from './protected-routes';
import { CONTENT_PAGES, LEGAL_PAGES } from './public-pages';

/** The frame a route's page renders in: the public site, the sign-in screens, or the signed-in application. */
export type Shell = 'public' | 'auth' | 'protected';

/** One route of spec 1 §2 with a page of its own, and how it names its page. */
export interface AppRoute {
  path: string;
  shell: Shell;
  element: ReactElement;
  title: PageTitle;
}

const route = (path: string, shell: Shell, element: ReactElement, title: PageTitle): AppRoute => ({ path, shell, element, title });

/** The names of the areas still to come, when the office's navigation does not name them (as /design-system). */
const AREA_TITLES: Record<(typeof AREA_ROUTES)[number], string> = {
  '/documents': 'areas.documents',
  '/documents/:id': 'areas.document',
  '/documents/workflows': 'areas.documentWorkflows',
  '/documents/workflows/:id': 'areas.documentWorkflow',
  '/simulations': 'areas.simulations',
  '/simulations/new': 'areas.newSimulation',
  '/form-builder': 'areas.formBuilder',
  '/pdf-form-builder': 'areas.pdfFormBuilder',
  '/deadlines': 'areas.deadlines',
  '/compliance/*': 'areas.compliance',
  '/monitoring': 'areas.monitoring',
  '/reports/*': 'areas.reports',
  '/design-system': 'areas.designSystem',
};

/** The title of an area still to come, by its route. */
export const AREA_ROUTE_TITLES: readonly { path: string; title: PageTitle }[] = AREA_ROUTES.map((path) => ({ path, title: titled(AREA_TITLES[path]) }));

type ClientKind = 'client' | 'lead';
const byKind = (client: PageTitle, lead: PageTitle): ((kind: ClientKind) => PageTitle) => (kind) => (kind === 'lead' ? lead : client);
const CLIENT_TITLES: Record<ClientScreen, (kind: ClientKind) => PageTitle> = {
  '': byKind(({ term }) => term('clients'), titled('leads')),
  '/new': byKind(({ title, term }) => title('newRecord', { record: term('client') }), titled('newLead')),
  '/search': byKind(({ title, term }) => title('searchRecords', { records: term('clients') }), titled('searchLeads')),
  '/merge': () => titled('merge'),
  '/:id/edit': byKind(({ title, term }) => title('editRecord', { record: term('client') }), titled('editLead')),
  '/:id': byKind(({ term }) => term('client'), titled('lead')),
};

function clientElement(screen: ClientScreen, kind: ClientKind): ReactElement {
  if (screen === '' || screen === '/search') return <Pages.ClientListPage kind={kind} {...(screen === '/search' ? { isSearch: true } : {})} />;
  if (screen === '/merge') return <Pages.ClientMergePage kind={kind} />;
  if (screen === '/:id') return <Pages.ClientDetailPage kind={kind} />;
  return <Pages.ClientFormPage kind={kind} />;
}

/** The client screens (list, new, search, merge, record, edit) under a path: /clients, /leads, or an office's own (/patients). */
export function clientRoutes(base: string, kind: ClientKind): AppRoute[] {
  return CLIENT_SCREENS.map((screen) => route(`${base}${screen}`, 'protected', clientElement(screen, kind), CLIENT_TITLES[screen](kind)));
}

/** The form builder's path (issue 25), gated by the form-builder feature. */
export const FORM_BUILDER_ROUTE = '/form-builder';

/** The deadlines screen's own path, for every office (the shared quick action "today's deadlines" opens it). */
export const DEADLINES_ROUTE = '/deadlines';

/** The library's own path, for every office (the menus' and statistics' links to /documents?…); a documents module elsewhere gets its own. */
export const DOCUMENTS_ROUTE = '/documents';

/** The simulations' own path (issue 26), for every office with the feature; a simulations module elsewhere gets its own. */
export const SIMULATIONS_ROUTE = '/simulations';

// The built screens among the areas: the route table draws them, not the area page.
const BUILT_AREAS: readonly string[] = [
  FORM_BUILDER_ROUTE,
  '/pdf-form-builder',
  DEADLINES_ROUTE,
  DOCUMENTS_ROUTE,
  `${DOCUMENTS_ROUTE}/:id`,
  `${DOCUMENTS_ROUTE}/workflows`,
  `${DOCUMENTS_ROUTE}/workflows/:id`,
  SIMULATIONS_ROUTE,
  `${SIMULATIONS_ROUTE}/new`,
];

/** The routes with a fixed page; /compliance/* and unknown paths are decided at run time (AppRoutes). */
export const ROUTES: readonly AppRoute[] = [
  route('/', 'public', <Pages.HomePage />, titled('home')),
  ...LEGAL_PAGES.map((kind) => route(`/${kind}`, 'public', <Pages.LegalPage kind={kind} />, ({ link }) => link(kind))),
  ...CONTENT_PAGES.filter((slug) => slug !== 'compliance').map((slug) => route(`/${slug}`, 'public', <Pages.ContentPage slug={slug} />, ({ link }) => link(slug.replace('products/', '')))),
  route('/demo', 'public', <Pages.DemoPage />, titled('demo')),
  route('/office-types', 'public', <Pages.OfficeTypeExplorer />, titled('officeTypes')),
  route('/404', 'public', <Pages.NotFoundPage />, titled('notFound')),
  route('/route-test', 'public', <Pages.RouteTestPage />, titled('routeTest')),
  route('/performance', 'public', <Pages.PerformancePage />, titled('performance')),
  route('/sign/:token', 'public', <Pages.SignPage />, titled('sign')),
  route('/verify', 'public', <Pages.VerifyPage />, titled('verify')),
  route('/public-form/:token', 'public', <Pages.PublicFormPage />, titled('publicForm')),

  route('/login', 'auth', <Pages.LoginPage />, titled('login')),
  route('/register', 'auth', <Pages.RegisterPage />, titled('register')),
  route('/auth/register-success', 'auth', <Pages.RegisterSuccessPage />, titled('registerSuccess')),
  route('/auth/confirm', 'auth', <Pages.ConfirmEmailPage />, titled('confirmEmail')),
  route('/forgot-password', 'auth', <Pages.ForgotPasswordPage />, titled('forgotPassword')),
  route('/verify-otp', 'auth', <Pages.VerifyOtpPage />, titled('verifyOtp')),
  route('/verify-mfa', 'auth', <Pages.VerifyMfaPage />, titled('verifyMfa')),
  route('/reset-password', 'auth', <Pages.ResetPasswordPage />, titled('resetPassword')),
  route('/oauth/callback', 'auth', <Pages.OAuthCallbackPage />, titled('googleSignIn')),
  route('/auth/google/complete', 'auth', <Pages.GoogleCompletePage />, titled('googleSignIn')),

  route('/dashboard', 'protected', <Pages.DashboardPage />, titled('dashboard')),
  route('/workspace', 'protected', <Pages.DashboardPage />, titled('workspace')),
  route('/dashboard/activity', 'protected', <Pages.ActivityPage />, titled('activity')),
  route('/profile', 'protected', <Pages.ProfilePage />, titled('profile')),
  route('/settings', 'protected', <Pages.SettingsPage />, titled('settings')),
  route('/admin/*', 'protected', <Pages.AdminPage />, titled('admin')),
  ...clientRoutes('/clients', 'client'),
  ...clientRoutes('/leads', 'lead'),
  route('/opportunities', 'protected', <Pages.OpportunityBoardPage />, titled('opportunities')),
  route('/opportunities/new', 'protected', <Pages.OpportunityFormPage />, titled('newOpportunity')),
  route('/opportunities/:id/edit', 'protected', <Pages.OpportunityFormPage />, titled('editOpportunity')),
  route('/opportunities/:id', 'protected', <Pages.OpportunityDetailPage />, titled('opportunity')),
  route('/workflows', 'protected', <Pages.WorkflowsPage />, titled('areas.workflows')),
  route('/tasks', 'protected', <Pages.MyTasksPage />, titled('myTasks')),
  route(DEADLINES_ROUTE, 'protected', <Pages.DeadlinesPage />, titled('areas.deadlines')),
  route(FORM_BUILDER_ROUTE, 'protected', <Pages.FormBuilderPage />, titled('areas.formBuilder')),
  route(DOCUMENTS_ROUTE, 'protected', <Pages.DocumentLibraryPage />, ({ term }) => term('documents')),
  route(`${DOCUMENTS_ROUTE}/:id`, 'protected', <Pages.DocumentPage />, ({ term }) => term('document')),
  // The signing workflows (issue 24): ranked above /documents/:id by the router, as fixed segments are.
  route(`${DOCUMENTS_ROUTE}/workflows`, 'protected', <Pages.SigningListPage />, titled('areas.documentWorkflows')),
  route(`${DOCUMENTS_ROUTE}/workflows/:id`, 'protected', <Pages.SigningWorkflowPage />, titled('areas.documentWorkflow')),
  route('/pdf-form-builder', 'protected', <Pages.PdfFormBuilderPage />, titled('areas.pdfFormBuilder')),
  route(`${DOCUMENTS_ROUTE}/templates/new`, 'protected', <Pages.TemplateEditorPage />, titled('newDocumentTemplate')),
  route(`${DOCUMENTS_ROUTE}/templates/:templateId`, 'protected', <Pages.TemplateEditorPage />, titled('documentTemplate')),
  route(SIMULATIONS_ROUTE, 'protected', <Pages.SimulationHistoryPage basePath={SIMULATIONS_ROUTE} />, titled('areas.simulations')),
  route(`${SIMULATIONS_ROUTE}/new`, 'protected', <Pages.SimulationPage basePath={SIMULATIONS_ROUTE} />, titled('areas.newSimulation')),
  // 2–3 stored simulations side by side (?ids=a,b,c); ranked above /simulations/:id by the router.
  route(`${SIMULATIONS_ROUTE}/compare`, 'protected', <Pages.SimulationComparePage basePath={SIMULATIONS_ROUTE} />, titled('areas.compareSimulations')),
  // A stored simulation; the router ranks /simulations/new and an office's /simulations/enhanced-pension above it.
  route(`${SIMULATIONS_ROUTE}/:id`, 'protected', <Pages.SimulationPage basePath={SIMULATIONS_ROUTE} />, titled('areas.simulations')),
  ...AREA_ROUTE_TITLES.filter(({ path }) => !path.startsWith('/compliance') && !BUILT_AREAS.includes(path)).map(({ path, title }) => route(path, 'protected', <Pages.AreaPage />, title)),
];

/** The layout each shell renders its page in. */
export const SHELL_LAYOUTS: Record<Shell, { preload(): void }> = {
  public: Pages.PublicLayout,
  auth: Pages.AuthLayout,
  protected: Pages.AppLayout,
};

/** The route a path opens, if it has a page of its own, ranked as the router ranks them (/clients/new before /clients/:id). */
export function routeFor(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  const match = matchRoutes(routes.map((candidate, index) => ({ path: candidate.path, id: String(index) })), pathname)?.at(-1);
  return match ? routes[Number(match.route.id)] : undefined;
}
