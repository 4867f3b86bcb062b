import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { readMergeBody } from './client-merge.body';
import { mergedBody } from './client-merge.messages';
import { mergeClientsSchema, previewMergeSchema } from './client-merge.schemas';
import { mergeClients, previewMerge } from './client-merge.service';

const tenant = { tenant: true } as const;

/** Merging clients into one (spec 2 §7 POST /merge), and its preview, under `base`. */
export async function clientMergeRoutes(instance: FastifyInstance, options: { base: string }): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // The schema documents the body; readMergeBody answers its problems with this module's messages.
  app.post(`${options.base}/merge/preview`, { schema: previewMergeSchema, config: tenant, attachValidation: true }, async (request) => ({
    success: true as const,
    data: await previewMerge(officeContextOf(request), readMergeBody(request.body, request.validationError?.validation)),
  }));

  app.post(`${options.base}/merge`, { schema: mergeClientsSchema, config: tenant, attachValidation: true }, async (request) =>
    mergedBody(await mergeClients(officeContextOf(request), readMergeBody(request.body, request.validationError?.validation))),
  );
}
