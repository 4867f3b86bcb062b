import { approvalSchema, historySchema, recordWorkflowSchema, transitionSchema } from './record-workflow.schemas';

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const TAGS = ['clients'];

const clientParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid('The client id.') } } as const;
const documentParams = { type: 'object', required: ['id', 'docId'], additionalProperties: false, properties: { id: uuid('The client id.'), docId: uuid('The document id.') } } as const;

// A record route's schema for a subject's run: the same bodies and answers, the subject's path.
function forSubject<T extends { summary: string; params: unknown }, P>(schema: T, params: P, whose: string): Omit<T, 'params'> & { summary: string; tags: string[]; params: P } {
  const { params: _record, ...rest } = schema;
  return { ...rest, summary: `${schema.summary} (${whose})`, tags: TAGS, params };
}

const viewAnswer = recordWorkflowSchema.response[200];
const run = {
  type: ['object', 'null'],
  description: 'The subject’s run: its id and the version a move or a decision names; null where none runs.',
  required: ['id', 'version'],
  properties: { id: uuid('The run’s id (the subject’s).'), version: { type: 'integer', minimum: 1 } },
} as const;
// The record's answer, and the run whose version the subject's moves name.
const subjectView = { ...recordWorkflowSchema, response: { ...recordWorkflowSchema.response, 200: { ...viewAnswer, required: [...viewAnswer.required, 'run'], properties: { ...viewAnswer.properties, run } } } } as const;

/** GET /api/clients/client/{id}/workflow: the client's run of the office's client workflow (data and run null where none runs). */
export const clientWorkflowSchema = forSubject(subjectView, clientParams, 'a client’s run of the office’s client workflow');
/** POST /api/clients/client/{id}/workflow/transition. */
export const clientTransitionSchema = forSubject(transitionSchema, clientParams, 'a client’s run of the office’s client workflow');
/** POST /api/clients/client/{id}/workflow/approval. */
export const clientApprovalSchema = forSubject(approvalSchema, clientParams, 'a client’s run of the office’s client workflow');
/** GET /api/clients/client/{id}/workflow/history. */
export const clientHistorySchema = forSubject(historySchema, clientParams, 'a client’s run of the office’s client workflow');

/** GET /api/clients/client/{id}/documents/{docId}/workflow. */
export const documentWorkflowSchema = forSubject(subjectView, documentParams, 'a document’s run of the office’s document workflow');
/** POST /api/clients/client/{id}/documents/{docId}/workflow/transition. */
export const documentTransitionSchema = forSubject(transitionSchema, documentParams, 'a document’s run of the office’s document workflow');
/** POST /api/clients/client/{id}/documents/{docId}/workflow/approval. */
export const documentApprovalSchema = forSubject(approvalSchema, documentParams, 'a document’s run of the office’s document workflow');
/** GET /api/clients/client/{id}/documents/{docId}/workflow/history. */
export const documentHistorySchema = forSubject(historySchema, documentParams, 'a document’s run of the office’s document workflow');
