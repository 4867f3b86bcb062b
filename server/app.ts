import Fastify, { type FastifyInstance } from 'fastify';
import type { OfficeTypeCatalog } from '../engine/load/office-type-catalog';
import type { ServerConfig } from './config';
import { officeTypesRoutes } from './modules/office-types/office-types.routes';
import { registerErrorHandling } from './plugins/errors';
import { registerWebApp } from './plugins/web-app';

/** What the app is built from. */
export interface AppDependencies {
  config: ServerConfig;
  catalog: OfficeTypeCatalog;
  logger?: boolean;
}

/** Builds the server: error handling, then one module per area, then the web app for every other path. */
export async function buildApp({ config, catalog, logger = false }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' } } : false,
    // Same answers as the form validator: report unknown fields instead of dropping them, never coerce bodies.
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false } },
  });
  registerErrorHandling(app);
  app.get('/api/health', { schema: { response: { 200: { type: 'object', properties: { status: { const: 'ok' } } } } } }, async () => ({ status: 'ok' as const }));
  await app.register(officeTypesRoutes, { catalog });
  await registerWebApp(app, config.webRoot);
  return app;
}
