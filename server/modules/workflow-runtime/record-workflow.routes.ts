import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import { recordHistory } from './record-history.service';
import { decideApproval, transitionRecord, type WorkflowChangeResult } from './record-transition.service';
import { recordWorkflow } from './record-workflow.service';
import { approvalSchema, historySchema, recordWorkflowSchema, transitionSchema } from './record-workflow.schemas';
import { readOnlyRefusal } from './workflow-runtime.messages';

const BASE = '/api/records/:module/:id';
const byId = { tenant: true, idParam: { name: 'id', kind: 'record' } } as const;

const changedBody = (result: WorkflowChangeResult) => ({ success: true as const, message: result.messages.en, messages: result.messages, data: result.record });

/** The workflow of a module's records: where a record stands, its moves and approvals, and its history. */
export async function recordWorkflowRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Each module's feature is checked by the records services (a module of a feature the office has off is 403).
  declareAccess(app, { features: [], readOnly: { roles: ['viewer'], refusal: readOnlyRefusal } });

  app.get(`${BASE}/workflow`, { schema: recordWorkflowSchema, config: byId }, async (request) => ({
    success: true as const,
    data: await recordWorkflow(officeContextOf(request), request.params.module, request.params.id),
  }));

  app.post(`${BASE}/transition`, { schema: transitionSchema, config: byId }, async (request) => {
    const result = await transitionRecord(officeContextOf(request), request.params.module, request.params.id, request.body);
    return { ...changedBody(result), outcome: result.outcome as 'moved' | 'requested' };
  });

  app.post(`${BASE}/approval`, { schema: approvalSchema, config: byId }, async (request) =>
    changedBody(await decideApproval(officeContextOf(request), request.params.module, request.params.id, request.body)),
  );

  app.get(`${BASE}/history`, { schema: historySchema, config: byId }, async (request) => ({
    success: true as const,
    data: await recordHistory(officeContextOf(request), request.params.module, request.params.id),
  }));
}
