import type { FastifyInstance } from 'fastify';
import { officeContextOf } from '../../context/request-context';
import type { SchemaTypes } from '../../http/schema-types';
import { declareAccess } from '../../plugins/access';
import type { WorkflowChangeResult } from './record-transition.service';
import {
  clientApprovalSchema,
  clientHistorySchema,
  clientTransitionSchema,
  clientWorkflowSchema,
  documentApprovalSchema,
  documentHistorySchema,
  documentTransitionSchema,
  documentWorkflowSchema,
} from './subject-workflow.schemas';
import { decideSubjectApproval, subjectHistory, subjectWorkflow, transitionSubject, type SubjectRef, type SubjectWorkflowView } from './subject-workflow.service';
import { readOnlyRefusal } from './workflow-runtime.messages';

const CLIENT = '/api/clients/client/:id/workflow';
const DOCUMENT = '/api/clients/client/:id/documents/:docId/workflow';
const byId = { tenant: true, idParam: { name: 'id', kind: 'client' } } as const;

const changedBody = (result: WorkflowChangeResult) => ({ success: true as const, message: result.messages.en, messages: result.messages, data: result.record });
const answer = (found: SubjectWorkflowView) => ({ success: true as const, data: found.view, run: found.run });
const clientOf = (params: { id: string }): SubjectRef => ({ kind: 'client', clientId: params.id });
const documentOf = (params: { id: string; docId: string }): SubjectRef => ({ kind: 'document', clientId: params.id, documentId: params.docId });

/**
 * The workflows of clients and their documents (issue 20): each client's run of `workflows.client` and each
 * document's of `workflows.document`, with the record workflow's answers and bodies under the subject's own path.
 */
export async function subjectWorkflowRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  // Clients and their documents belong to every office (no feature takes them away); the workflow's roles decide the rest.
  declareAccess(app, { features: [], readOnly: { roles: ['viewer'], refusal: readOnlyRefusal } });

  app.get(CLIENT, { schema: clientWorkflowSchema, config: byId }, async (request) => answer(await subjectWorkflow(officeContextOf(request), clientOf(request.params))));
  app.post(`${CLIENT}/transition`, { schema: clientTransitionSchema, config: byId }, async (request) => {
    const result = await transitionSubject(officeContextOf(request), clientOf(request.params), request.body);
    return { ...changedBody(result), outcome: result.outcome as 'moved' | 'requested' };
  });
  app.post(`${CLIENT}/approval`, { schema: clientApprovalSchema, config: byId }, async (request) => changedBody(await decideSubjectApproval(officeContextOf(request), clientOf(request.params), request.body)));
  app.get(`${CLIENT}/history`, { schema: clientHistorySchema, config: byId }, async (request) => ({ success: true as const, data: await subjectHistory(officeContextOf(request), clientOf(request.params)) }));

  app.get(DOCUMENT, { schema: documentWorkflowSchema, config: byId }, async (request) => answer(await subjectWorkflow(officeContextOf(request), documentOf(request.params))));
  app.post(`${DOCUMENT}/transition`, { schema: documentTransitionSchema, config: byId }, async (request) => {
    const result = await transitionSubject(officeContextOf(request), documentOf(request.params), request.body);
    return { ...changedBody(result), outcome: result.outcome as 'moved' | 'requested' };
  });
  app.post(`${DOCUMENT}/approval`, { schema: documentApprovalSchema, config: byId }, async (request) => changedBody(await decideSubjectApproval(officeContextOf(request), documentOf(request.params), request.body)));
  app.get(`${DOCUMENT}/history`, { schema: documentHistorySchema, config: byId }, async (request) => ({ success: true as const, data: await subjectHistory(officeContextOf(request), documentOf(request.params)) }));
}
