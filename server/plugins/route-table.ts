import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered route as the conformance suites see it. */
export interface RouteRecord {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: { public?: boolean; csrf?: boolean; tenant?: boolean; idParam?: { name: string; kind: string } };
}

/** Keeps every route registered from now on, so suites cover new routes without anyone listing them. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteRecord[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, schema: route.schema, config: (route.config ?? {}) as RouteRecord['config'] });
    }
  });
}
