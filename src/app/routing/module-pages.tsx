import type { FeatureModule } from '../../../engine/generated/config-types';
import { moduleKind, type ModuleKindId } from '../../../engine/modules/module-kinds';
import { pathOnly } from '../../../engine/routing/route-gating';
import type { PageTitle } from './page-title';
import * as Pages from './pages';
import { clientRoutes, DEADLINES_ROUTE, DOCUMENTS_ROUTE, SIMULATIONS_ROUTE, type AppRoute } from './route-table';

/** The routes a module of the office draws under its own path, from the module as its office type declares it. */
type ModulePages = (module: FeatureModule, modules: readonly FeatureModule[]) => AppRoute[];

const protectedRoute = (path: string, element: AppRoute['element'], title: PageTitle): AppRoute => ({ path, shell: 'protected', element, title });

/**
 * A records module's screens: its list, a new record (at /new and at any sub-route its menu names, legal's
 * /conflicts/check), a record and its edit form, each named by the collection's words.
 */
function recordRoutes(module: FeatureModule, modules: readonly FeatureModule[]): AppRoute[] {
  const base = pathOnly(module.route);
  // A view's words are those of the module whose records it shows.
  const viewed = module.collection?.viewOf ? modules.find((candidate) => candidate.id === module.collection?.viewOf?.module) : module;
  const terms = viewed?.collection?.terms;
  const plural: PageTitle = ({ term }) => (terms ? term(terms.plural) : '');
  const singular = (words: Parameters<PageTitle>[0]) => (terms ? words.term(terms.singular) : '');
  const newTitle: PageTitle = (words) => words.title('newRecord', { record: singular(words) });
  const entries = [...new Set([`${base}/new`, ...(module.subRoutes ?? []).map((sub) => pathOnly(sub.path)).filter((path) => path.startsWith(`${base}/`))])];
  return [
    protectedRoute(base, <Pages.RecordListPage moduleId={module.id} />, plural),
    ...entries.map((path) => protectedRoute(path, <Pages.RecordFormPage moduleId={module.id} />, newTitle)),
    protectedRoute(`${base}/:id/edit`, <Pages.RecordFormPage moduleId={module.id} />, (words) => words.title('editRecord', { record: singular(words) })),
    protectedRoute(`${base}/:id`, <Pages.RecordPage moduleId={module.id} />, singular),
  ];
}

/** A calendar module's screen at its path, and at its "new" sub-routes with the booking dialog open; titled by the office's word for its entries. */
function calendarRoutes(module: FeatureModule): AppRoute[] {
  const base = pathOnly(module.route);
  const title: PageTitle = ({ term }) => term('appointments');
  const entries = (module.subRoutes ?? []).map((sub) => pathOnly(sub.path)).filter((path) => path.startsWith(`${base}/`));
  return [protectedRoute(base, <Pages.CalendarPage moduleId={module.id} />, title), ...entries.map((path) => protectedRoute(path, <Pages.CalendarPage moduleId={module.id} isBooking />, title))];
}

/** The client screens under an office's own client path (/patients); /clients has them already. */
function clientPages(module: FeatureModule): AppRoute[] {
  const base = pathOnly(module.route);
  return base === '/clients' ? [] : clientRoutes(base, 'client');
}

/** A deadlines module's screen at its route, named by the module; /deadlines has it already (route-table.tsx). */
function deadlineRoutes(module: FeatureModule): AppRoute[] {
  const base = pathOnly(module.route);
  return base === DEADLINES_ROUTE ? [] : [protectedRoute(base, <Pages.DeadlinesPage moduleId={module.id} />, ({ title }) => title('areas.deadlines'))];
}

/** A documents module's library and document pages at its route; /documents has them already (route-table.tsx). */
function documentRoutes(module: FeatureModule): AppRoute[] {
  const base = pathOnly(module.route);
  if (base === DOCUMENTS_ROUTE) return [];
  return [protectedRoute(base, <Pages.DocumentLibraryPage />, ({ term }) => term('documents')), protectedRoute(`${base}/:id`, <Pages.DocumentPage />, ({ term }) => term('document'))];
}

/**
 * A simulations module's screens: the history at its path, a new simulation at /new (and any sub-route its menu
 * names), 2–3 side by side at /compare, and a stored one at /:id; /simulations has them already (route-table.tsx).
 */
function simulationRoutes(module: FeatureModule): AppRoute[] {
  const base = pathOnly(module.route);
  if (base === SIMULATIONS_ROUTE) return [];
  const entries = [...new Set([`${base}/new`, ...(module.subRoutes ?? []).map((sub) => pathOnly(sub.path)).filter((path) => path.startsWith(`${base}/`))])];
  return [
    protectedRoute(base, <Pages.SimulationHistoryPage basePath={base} />, ({ title }) => title('areas.simulations')),
    ...entries.map((path) => protectedRoute(path, <Pages.SimulationPage basePath={base} />, ({ title }) => title('areas.newSimulation'))),
    protectedRoute(`${base}/compare`, <Pages.SimulationComparePage basePath={base} />, ({ title }) => title('areas.compareSimulations')),
    protectedRoute(`${base}/:id`, <Pages.SimulationPage basePath={base} />, ({ title }) => title('areas.simulations')),
  ];
}

/**
 * The enhanced pension simulation at its module's route; a saved one opens under the office's simulations history
 * (the module of kind simulations, else /simulations).
 */
function pensionSimulationRoutes(module: FeatureModule, modules: readonly FeatureModule[]): AppRoute[] {
  const history = modules.find((candidate) => moduleKind(candidate) === 'simulations');
  const basePath = history ? pathOnly(history.route) : SIMULATIONS_ROUTE;
  return [protectedRoute(pathOnly(module.route), <Pages.EnhancedPensionPage moduleId={module.id} basePath={basePath} />, ({ title }) => title('areas.pensionSimulation'))];
}

/**
 * The XML intake's screens at whatever route the office gives it (insurance's /xml, another office's /intake): the
 * files and analytics at its path (tabs and the upload by query), and one file at /documents/:id under it.
 */
function xmlRoutes(module: FeatureModule): AppRoute[] {
  const base = pathOnly(module.route);
  const title: PageTitle = ({ title: shell }) => shell('areas.xml');
  return [protectedRoute(base, <Pages.XmlIntakePage moduleId={module.id} basePath={base} />, title), protectedRoute(`${base}/documents/:id`, <Pages.XmlDocumentPage basePath={base} />, title)];
}

/** No routes of its own: the path shows its area page (AppRoutes' UnknownPath) until its kind's issue builds it. */
const areaPage: ModulePages = () => [];

/**
 * What each module kind's route draws (engine/modules/module-kinds.ts): the records screens, the client screens, or
 * the area page of a kind still to come. A module's route renders what its kind names; no screen asks for an office
 * type or a module id.
 */
export const MODULE_PAGES: Record<ModuleKindId, ModulePages> = {
  records: recordRoutes,
  clients: clientPages,
  // /leads has its fixed routes (route-table.tsx).
  leads: areaPage,
  calendar: calendarRoutes,
  deadlines: deadlineRoutes,
  documents: documentRoutes,
  simulations: simulationRoutes,
  'pension-simulation': pensionSimulationRoutes,
  'xml-intake': xmlRoutes,
  reports: areaPage,
  portal: areaPage,
  area: areaPage,
};

/** The office's own routes: each module's, as its kind draws them. */
export function officeRoutes(modules: readonly FeatureModule[]): AppRoute[] {
  return modules.flatMap((module) => MODULE_PAGES[moduleKind(module)](module, modules));
}
