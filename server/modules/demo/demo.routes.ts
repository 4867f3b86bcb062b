import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import type { ServerConfig } from '../../config';
import { seededDemoSignIns } from '../../demo/demo-sign-ins';
import { demoSignInsSchema } from './demo.schemas';

/** Where the /demo page reads the demo sign-ins. */
export const DEMO_SIGN_INS_URL = '/api/demo/sign-ins';

/**
 * The demo offices' sign-ins for the /demo page, as `npm start` prints them; registered only outside production,
 * so in production the route is a 404 and no password is handed out.
 */
export async function demoRoutes(instance: FastifyInstance, { config }: { config: Pick<ServerConfig, 'isProduction'> }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  if (config.isProduction) return;
  app.get(DEMO_SIGN_INS_URL, { schema: demoSignInsSchema, config: { public: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, data: await seededDemoSignIns(request.server.database.db) };
  });
}
