import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OfficeContext } from '../../context/office-context';
import { listRecords } from '../../modules/records/record-list.service';
import { readRecord } from '../../modules/records/records.service';

/**
 * The baselines: a Fastify with the same service calls as the app's record routes and nothing around them (no
 * session, guards, validation, response schema), acting as the office's member: the list's first page, one
 * stage's lane of the board, and one record.
 */
export async function bareRecordRoutes(ctx: OfficeContext, module: string, stage: string, detailId: string): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.get('/list', async () => listRecords(ctx, module));
  app.get('/lane', async () => listRecords(ctx, module, { stage }));
  app.get('/detail', async () => readRecord(ctx, module, detailId));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
