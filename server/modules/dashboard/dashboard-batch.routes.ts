import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dashboardReads } from '../../../widgets/widget-reads';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { dashboardBatchSchema } from './dashboard-batch.schemas';

// What describes the caller's call but not a body: everything else goes with each part, so each is the call the
// browser would have made (session cookie or token, office, language). A conditional header would answer 304 empty.
const NOT_FORWARDED = new Set(['content-length', 'content-type', 'transfer-encoding', 'connection', 'accept-encoding', 'if-none-match', 'if-modified-since']);

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers).flatMap(([name, value]) => (NOT_FORWARDED.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]])));
}

/**
 * GET <base>/batch: the dashboard's first reads in one call (issue 19). Each read goes through its own route with the
 * caller's headers, so its guards, features, roles, validation, response schema and audit are that route's: the
 * batch saves the browser its round trips and its wait for the office configuration, not any check.
 */
export function dashboardBatchRoute(instance: FastifyInstance, base: string): void {
  const app = instance.withTypeProvider<SchemaTypes>();
  app.get(`${base}/batch`, { schema: dashboardBatchSchema, config: { tenant: true } }, async (request) => {
    const { office } = officeContextOf(request);
    const headers = forwardedHeaders(request);
    const parts = await Promise.all(
      dashboardReads(office.ui.dashboard, office.enabledFeatures).map(async (path) => {
        const answer = await app.inject({ method: 'GET', url: `/api${path}`, headers, remoteAddress: request.ip });
        return { path, status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
      }),
    );
    return { success: true as const, data: { parts } };
  });
}
