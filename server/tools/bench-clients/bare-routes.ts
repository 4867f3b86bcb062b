import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OfficeContext } from '../../context/office-context';
import { listClients, type ClientListRequest } from '../../modules/clients/client-list.service';
import { readOneClient } from '../../modules/clients/clients.service';

/** The first page of the list as the app's route asks for it with no parameters: 20 newest first. */
export const FIRST_PAGE: ClientListRequest = { page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc', filters: {} };

/**
 * The baselines: a Fastify with the same service calls as the app's routes and nothing around them (no session,
 * guards, validation, response schema or audit), acting as the office's admin; and a route that does no work, the
 * baseline of the app's own work on every request.
 */
export async function bareRoutes(ctx: OfficeContext, detailId: string, search: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.get('/hello', async () => ({ status: 'ok' }));
  app.get('/list', async () => listClients(ctx, FIRST_PAGE));
  app.get('/search', async () => listClients(ctx, { ...FIRST_PAGE, filters: { search } }));
  app.get('/detail', async () => readOneClient(ctx, detailId));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
