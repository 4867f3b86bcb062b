import type { FeatureModule } from '../generated/config-types';
import { moduleKind } from '../modules/module-kinds';
import { pathOnly } from './route-gating';

/** The client screens under a client list's path, as route patterns relative to it ('' is the list itself). */
export const CLIENT_SCREENS = ['', '/new', '/search', '/merge', '/:id/edit', '/:id'] as const;

/** One of the client screens. */
export type ClientScreen = (typeof CLIENT_SCREENS)[number];

/**
 * The signed-in application's routes that have a page, whatever the office (spec 1 §2): the web app's route
 * table draws exactly these (src/app/routing/route-table.test.tsx keeps them the same). `/*` matches everything
 * under a path.
 */
export const APP_ROUTES: readonly string[] = [
  '/dashboard',
  '/workspace',
  '/dashboard/activity',
  '/profile',
  '/settings',
  '/admin/*',
  ...CLIENT_SCREENS.map((screen) => `/clients${screen}`),
  ...CLIENT_SCREENS.map((screen) => `/leads${screen}`),
  '/opportunities',
  '/opportunities/new',
  '/opportunities/:id/edit',
  '/opportunities/:id',
  '/workflows',
  '/tasks',
  // The editor of the office's own document templates (issue 23), under the library.
  '/documents/templates/new',
  '/documents/templates/:templateId',
  // A stored simulation (issue 26), beside the simulations' history and new simulation (AREA_ROUTES), and 2–3 of them
  // side by side (ranked above /simulations/:id by the router, as fixed segments are).
  '/simulations/compare',
  '/simulations/:id',
];

/**
 * The routes whose areas later issues build; each shows its area's title and empty state until then. An area an
 * office places at a route of its own (the XML intake, the enhanced pension simulation) is a module kind instead
 * (engine/modules/module-kinds.ts).
 */
export const AREA_ROUTES = [
  '/documents',
  '/documents/:id',
  '/documents/workflows',
  '/documents/workflows/:id',
  '/simulations',
  '/simulations/new',
  '/form-builder',
  '/pdf-form-builder',
  '/deadlines',
  '/compliance/*',
  '/monitoring',
  '/reports/*',
  '/design-system',
] as const;

/** The modules whose records are the office's clients (kind "clients", `entity: "clients"`), served by the client screens under their own route. */
export function clientModules(modules: readonly FeatureModule[]): FeatureModule[] {
  return modules.filter((module) => moduleKind(module) === 'clients');
}

/** The path of the office's client list: its own module's whose entity is the clients (medical's /patients), else /clients. */
export function clientListPath(modules: readonly FeatureModule[]): string {
  const [module] = clientModules(modules);
  return module ? pathOnly(module.route) : '/clients';
}

/**
 * A shared link to the client screens (/clients, /clients/new, /clients?status=active) under the office's own
 * client path (/patients, /patients/new, /patients?status=active); any other path stays as it is.
 */
export function officeClientPath(path: string, modules: readonly FeatureModule[]): string {
  const base = clientListPath(modules);
  if (base === '/clients') return path;
  return /^\/clients(?=$|[/?#])/.test(path) ? `${base}${path.slice('/clients'.length)}` : path;
}

/** Whether a path matches a route pattern: `:name` is one segment, a trailing `/*` anything under it (or nothing). */
export function matchesRoute(path: string, pattern: string): boolean {
  const segments = pathOnly(path).split('/').filter(Boolean);
  const parts = pattern.split('/').filter(Boolean);
  if (parts.at(-1) === '*') {
    const head = parts.slice(0, -1);
    return segments.length >= head.length && head.every((part, index) => part.startsWith(':') || part === segments[index]);
  }
  return segments.length === parts.length && parts.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/**
 * Whether a path opens a screen of the office: a route of the application, a client screen under a module whose
 * entity is the clients, or a module's own route or sub-route. A quick action or link must lead to one of these.
 */
export function isKnownRoute(path: string, modules: readonly FeatureModule[]): boolean {
  const clientPatterns = clientModules(modules).flatMap((module) => CLIENT_SCREENS.map((screen) => `${pathOnly(module.route)}${screen}`));
  const modulePaths = modules.flatMap((module) => [module.route, ...(module.subRoutes ?? []).map((sub) => sub.path)]).map(pathOnly);
  return [...APP_ROUTES, ...AREA_ROUTES, ...clientPatterns].some((pattern) => matchesRoute(path, pattern)) || modulePaths.includes(pathOnly(path));
}
