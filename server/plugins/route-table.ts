import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { OfficeRole } from '../context/office-context';
import type { ReadOnlyRoles } from './access';

/** One registered route as the conformance suites see it. */
export interface RouteRecord {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: { public?: boolean; csrf?: boolean; tenant?: boolean; idParam?: { name: string; kind: string }; roles?: readonly OfficeRole[]; features?: readonly string[]; readOnly?: ReadOnlyRoles };
}

/** Keeps every route registered from now on, so suites cover new routes without anyone listing them. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteRecord[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      // Read when the suites look, so that what a module's own onRoute hooks declare later (its features, its
      // roles) is there too.
      table.push({
        method,
        url: route.url,
        get schema() {
          return route.schema;
        },
        get config() {
          return (route.config ?? {}) as RouteRecord['config'];
        },
      });
    }
  });
}
