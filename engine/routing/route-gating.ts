import type { OfficeConfiguration } from '../resolve/resolve-office';

/** Routes no feature can take away: dashboard, clients and settings (spec 1 §2, spec 3 §2). */
export const ALWAYS_AVAILABLE_ROUTES = ['/dashboard', '/workspace', '/clients', '/profile'] as const;

/** What the feature guard does with a route. */
export type RouteGate =
  | { kind: 'allow' }
  | { kind: 'feature-unavailable'; feature: string }
  | { kind: 'redirect'; feature: string; to: string };

/** One gated route: the path (and everything under it) and the feature it needs. */
export interface GatedRoute {
  route: string;
  feature: string;
}

type GatingConfig = Pick<OfficeConfiguration, 'features' | 'featureFlags'>;

/** A path without its query, hash or trailing slash: /clients?status=active reads /clients. */
export const pathOnly = (path: string): string => {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

const isUnder = (path: string, route: string): boolean => path === route || path.startsWith(`${route}/`);

/** Every gated route of an office: each flag's routes, and the routes of modules that belong to a feature. */
export function gatedRoutes(config: GatingConfig): GatedRoute[] {
  return gatedRouteTable(Object.values(config.featureFlags.features), config.features.modules);
}

/** The gated routes of these flags and modules (the loader's, before any office resolves). */
export function gatedRouteTable(flags: Iterable<{ id: string; routes?: readonly string[] }>, modules: GatingConfig['features']['modules']): GatedRoute[] {
  const table: GatedRoute[] = [];
  for (const flag of flags) {
    for (const route of flag.routes ?? []) table.push({ route: pathOnly(route), feature: flag.id });
  }
  for (const module of modules) {
    if (!module.feature) continue;
    for (const route of [module.route, ...(module.subRoutes ?? []).map((sub) => sub.path)]) {
      table.push({ route: pathOnly(route), feature: module.feature });
    }
  }
  return table;
}

/**
 * The feature that gates a path: the gated route that is the longest prefix of it, by whole segments;
 * none for the always-available routes.
 */
export function featureForRoute(path: string, table: readonly GatedRoute[]): string | undefined {
  const bare = pathOnly(path);
  if (ALWAYS_AVAILABLE_ROUTES.some((route) => isUnder(bare, route))) return undefined;
  let best: GatedRoute | undefined;
  for (const entry of table) {
    if (isUnder(bare, entry.route) && (!best || entry.route.length > best.route.length)) best = entry;
  }
  return best?.feature;
}

/**
 * Decides a route for an office (spec 1 §2, decision 4): allow it, show Feature Not Available, or redirect
 * silently to the fallback path the office names for that feature.
 */
export function gateRoute(path: string, config: GatingConfig, table: readonly GatedRoute[] = gatedRoutes(config)): RouteGate {
  const feature = featureForRoute(path, table);
  if (!feature || config.featureFlags.features[feature]?.enabled) return { kind: 'allow' };
  const fallback = config.features.fallbackPaths?.[feature];
  return fallback ? { kind: 'redirect', feature, to: fallback } : { kind: 'feature-unavailable', feature };
}
