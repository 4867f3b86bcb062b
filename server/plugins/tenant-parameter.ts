import type { FastifyInstance, RouteOptions } from 'fastify';

/** The schema of `?tenant=`: an office's slug or id, as the client names the office it acts in. */
export const TENANT_PARAMETER = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  description: 'The office to act in, by slug or id: a choosing hint the server weighs with the host and the session (decision 2), never an authority.',
} as const;

type QuerySchema = { type?: unknown; properties?: Record<string, unknown>; additionalProperties?: unknown };

const isClosedObject = (schema: unknown): schema is QuerySchema =>
  typeof schema === 'object' && schema !== null && (schema as QuerySchema).type === 'object' && (schema as QuerySchema).additionalProperties === false;

/**
 * Spec 1 lets a client send `?tenant=` with any call. A route whose query schema is closed would refuse it with a
 * 400, so every closed query schema learns the parameter as its routes are added (a copy: schemas may be shared).
 */
export function registerTenantParameter(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const query = route.schema?.querystring;
    if (!isClosedObject(query) || query.properties?.tenant) return;
    route.schema = { ...route.schema, querystring: { ...query, properties: { ...query.properties, tenant: TENANT_PARAMETER } } };
  });
}
