import type { FeatureModule } from '../../generated/config-types';
import { APP_ROUTES, CLIENT_SCREENS, isKnownRoute, matchesRoute } from '../../routing/app-routes';
import { featureForRoute, gatedRouteTable, pathOnly } from '../../routing/route-gating';
import { pointer } from '../load-error';
import { reportDuplicates, type CheckContext, type OfficeTypeCheck } from './check-context';

function requireFlag(context: CheckContext, id: string | undefined, path: string): void {
  if (id !== undefined && !context.flags.has(id)) {
    context.report(path, `unknown feature "${id}": not in the feature catalogue nor in features.customFeatures`);
  }
}

/** Every feature named exists, the office's own flags do not shadow the catalogue, and no dependency loops. */
export const checkFeatures: OfficeTypeCheck = (context) => {
  const { features, integrations } = context.office;
  features.enabled?.forEach((id, index) => requireFlag(context, id, `/features/enabled/${index}`));
  features.disabled?.forEach((id, index) => requireFlag(context, id, `/features/disabled/${index}`));
  for (const id of features.enabled ?? []) {
    if (features.disabled?.includes(id)) context.report('/features/disabled', `feature "${id}" is both enabled and disabled`);
  }
  for (const id of Object.keys(features.fallbackPaths ?? {})) requireFlag(context, id, pointer('/features/fallbackPaths', id));
  checkFallbackPaths(context);
  features.modules.forEach((module, index) => requireFlag(context, module.feature, `/features/modules/${index}/feature`));
  integrations.forEach((integration, index) => requireFlag(context, integration.feature, `/integrations/${index}/feature`));
  features.customFeatures?.forEach((flag, index) => {
    flag.dependencies?.forEach((id, depIndex) => requireFlag(context, id, `/features/customFeatures/${index}/dependencies/${depIndex}`));
  });
  // The flags and integrations are kept by id: a second with the same id would be dropped without a word.
  reportDuplicates(context, features.customFeatures ?? [], '/features/customFeatures', 'custom feature');
  reportDuplicates(context, integrations, '/integrations', 'integration');
  checkClientModules(context, features.modules);
  const moduleIds = new Set<string>();
  features.modules.forEach((module, index) => {
    if (moduleIds.has(module.id)) context.report(`/features/modules/${index}/id`, `duplicate module id "${module.id}"`);
    moduleIds.add(module.id);
  });
};

/**
 * A feature's fallback path leads somewhere: a screen the office serves (an application route, a client screen, a
 * module's route), not one its own feature gates, which would send the user back to where they were refused.
 */
function checkFallbackPaths(context: CheckContext): void {
  const { features } = context.office;
  const table = gatedRouteTable(context.flags.values(), features.modules);
  for (const [feature, path] of Object.entries(features.fallbackPaths ?? {})) {
    const at = pointer('/features/fallbackPaths', feature);
    if (!isKnownRoute(path, features.modules)) context.report(at, `"${path}" is not a screen this office serves: use one of its modules' routes or an application route such as /dashboard`);
    else if (featureForRoute(path, table) === feature) context.report(at, `"${path}" is itself behind the feature "${feature}": the fallback must lead elsewhere`);
  }
}

/**
 * A module whose entity is the clients: only one, on a path of its own (or /clients itself), its sub-routes the
 * client screens, since the client list, form, search and record are what it opens.
 */
function checkClientModules(context: CheckContext, modules: readonly FeatureModule[]): void {
  let first: string | undefined;
  modules.forEach((module, index) => {
    if (module.entity !== 'clients') return;
    const at = `/features/modules/${index}`;
    if (first !== undefined) context.report(`${at}/entity`, `module "${first}" already serves the clients; only one module may`);
    first ??= module.id;
    const route = pathOnly(module.route);
    if (route !== '/clients' && APP_ROUTES.some((pattern) => matchesRoute(route, pattern))) {
      context.report(`${at}/route`, `"${module.route}" is already a screen of the application; a clients module needs a path of its own, or /clients`);
    }
    module.subRoutes?.forEach((sub, subIndex) => {
      if (!CLIENT_SCREENS.some((screen) => matchesRoute(sub.path, `${route}${screen}`))) {
        context.report(`${at}/subRoutes/${subIndex}/path`, `"${sub.path}" is not a client screen of ${route}: ${CLIENT_SCREENS.map((screen) => `${route}${screen}`).join(', ')}`);
      }
    });
  });
}
