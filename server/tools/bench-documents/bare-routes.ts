import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OfficeContext } from '../../context/office-context';
import { listDocuments } from '../../modules/documents/library.service';

/**
 * The baselines: a Fastify with the library's list calls as the app's routes make them and nothing around them (no
 * session, guards, validation, response schema), acting as the office's admin; and a route that does no work.
 */
export async function bareLibraryRoutes(ctx: OfficeContext, type: string, search: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.get('/hello', async () => ({ status: 'ok' }));
  app.get('/list', async () => listDocuments(ctx, {}));
  app.get('/type', async () => listDocuments(ctx, { documentType: type }));
  app.get('/search', async () => listDocuments(ctx, { q: search }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
