import { errorResponseSchema, messagesSchema, successResponseSchema } from '../../http/response-schemas';
import { recordSchema } from '../records/records.schemas';

const TAGS = ['records'];

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const texts = (description: string) => ({ type: 'object', description, properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } }) as const;
const nullableTexts = (description: string) => ({ type: ['object', 'null'], description, properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } }) as const;
const stageId = { type: 'string', minLength: 1, maxLength: 64, description: 'A stage id of the collection’s workflow.' } as const;
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The version of the record the caller read; another version is 409 RECORD_CHANGED.' } as const;

/** The refusals every call may answer: bad input, no session, no right (no feature, a viewer, a role the workflow refuses), no such module or record, a changed record or a move the graph refuses. */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;

const params = {
  type: 'object',
  required: ['module', 'id'],
  additionalProperties: false,
  properties: {
    module: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,63}$', description: 'A module of kind "records" of the office (features.modules).' },
    id: uuid('The record id.'),
  },
} as const;

const changed = (outcome: boolean) =>
  ({
    type: 'object',
    required: ['success', 'message', 'messages', 'data', ...(outcome ? ['outcome'] : [])],
    properties: {
      success: { const: true },
      message: { type: 'string' },
      messages: messagesSchema,
      data: recordSchema,
      ...(outcome ? { outcome: { type: 'string', enum: ['moved', 'requested'], description: 'moved: the record moved now; requested: the move waits for an approver.' } } : {}),
    },
  }) as const;

const moveInput = {
  type: 'object',
  required: ['name', 'type', 'label', 'required'],
  properties: {
    name: { type: 'string', description: 'The input’s key, sent in `inputs`.' },
    type: { type: 'string', enum: ['text', 'number', 'date'], description: 'What it takes: text, a number or a date (YYYY-MM-DD).' },
    label: texts('The input’s label in every language.'),
    required: { type: 'boolean', description: 'Whether the move needs it (always true today).' },
    pattern: { type: 'string', description: 'A pattern a text must match, when the workflow gives one.' },
  },
} as const;

const workflowView = {
  type: ['object', 'null'],
  description: 'Where the record stands in its workflow; null for a module whose records move through no stages.',
  required: ['workflowId', 'stage', 'stageName', 'stages', 'pending', 'canDecide', 'moves', 'refused', 'sla'],
  properties: {
    workflowId: { type: 'string', description: 'The workflow’s id.' },
    stage: { type: 'string', description: 'The current stage.' },
    stageName: texts('The current stage’s name.'),
    stages: {
      type: 'array',
      description: 'Every stage in the graph’s order.',
      items: { type: 'object', required: ['id', 'name', 'final'], properties: { id: { type: 'string' }, name: texts('The stage’s name.'), final: { type: 'boolean', description: 'Nothing moves out of a final stage.' } } },
    },
    pending: {
      type: ['object', 'null'],
      description: 'The move waiting for an approver, if any.',
      properties: {
        to: { type: 'string' },
        toName: texts('The target stage’s name.'),
        requestedBy: { type: 'string', description: 'Who asked for it.' },
        requestedByName: { type: ['string', 'null'] },
        requestedAt: { type: 'string', format: 'date-time' },
        inputs: { type: 'object', additionalProperties: true, description: 'The inputs given with the request, kept when it is approved.' },
      },
    },
    canDecide: { type: 'boolean', description: 'Whether the caller may approve or reject the waiting move.' },
    moves: {
      type: 'array',
      description: 'The moves the caller may make now.',
      items: {
        type: 'object',
        required: ['to', 'label', 'mode', 'requiresApproval', 'requiredInputs'],
        properties: {
          to: { type: 'string' },
          label: texts('The move’s label, else the target stage’s name.'),
          mode: { type: 'string', enum: ['move', 'request'], description: 'move: it happens at once; request: it waits for an approver.' },
          requiresApproval: { type: 'boolean' },
          requiredInputs: { type: 'array', items: moveInput },
        },
      },
    },
    refused: {
      type: 'array',
      description: 'The graph’s moves from here that the caller may not make now, and why.',
      items: { type: 'object', required: ['to', 'label', 'code', 'message'], properties: { to: { type: 'string' }, label: texts('The move’s label.'), code: { type: 'string' }, message: texts('Why, in every language.') } },
    },
    sla: {
      type: ['object', 'null'],
      description: 'The current stage’s SLA, when it has one.',
      required: ['deadline', 'hoursLeft', 'breached'],
      properties: { deadline: { type: 'string', format: 'date-time' }, hoursLeft: { type: 'number', description: 'Negative once breached.' }, breached: { type: 'boolean' } },
    },
  },
} as const;

const historyEntry = {
  type: 'object',
  required: ['id', 'kind', 'from', 'to', 'actorId', 'at'],
  properties: {
    id: uuid('The line’s id.'),
    kind: { type: 'string', enum: ['created', 'moved', 'requested', 'approved', 'rejected', 'action'], description: 'What happened.' },
    from: { type: ['string', 'null'] },
    to: { type: ['string', 'null'] },
    fromName: nullableTexts('The source stage’s name.'),
    toName: nullableTexts('The target stage’s name.'),
    actorId: { type: ['string', 'null'], description: 'Who acted; null for the system’s own work.' },
    actorName: { type: ['string', 'null'] },
    approvedBy: { type: ['string', 'null'], description: 'Who approved a move that needed approval.' },
    approvedByName: { type: ['string', 'null'] },
    inputs: { type: ['object', 'null'], additionalProperties: true, description: 'The inputs given with a move.' },
    reason: { type: ['string', 'null'], description: 'Why a move was turned down, when the approver said.' },
    detail: { type: ['object', 'null'], additionalProperties: true, description: 'For an action: { type, outcome, … }.' },
    at: { type: 'string', format: 'date-time' },
  },
} as const;

/** GET /api/records/{module}/{id}/workflow. */
export const recordWorkflowSchema = {
  summary: 'Where a record stands in its workflow: stages, the waiting move, the moves the caller may make now and why not the others, SLA',
  tags: TAGS,
  params,
  response: { 200: successResponseSchema(workflowView), ...refusals },
} as const;

/** POST /api/records/{module}/{id}/transition. */
export const transitionSchema = {
  summary: 'Move a record to a stage, or ask for the move when it needs an approver',
  description:
    'The engine’s workflow machine decides: 403 TRANSITION_ROLE_REFUSED when the caller’s role may not leave or enter, 409 TRANSITION_NOT_ALLOWED when the graph has no such move (or the record waits for an approval, or is in a final stage), 400 TRANSITION_INPUTS_MISSING with one error per missing input, 409 RECORD_CHANGED for a stale version.',
  tags: TAGS,
  params,
  body: {
    type: 'object',
    required: ['to', 'version'],
    additionalProperties: false,
    properties: {
      to: stageId,
      inputs: { type: 'object', maxProperties: 50, additionalProperties: { type: ['string', 'number'], maxLength: 1000 }, description: 'The target stage’s required inputs, by key.' },
      version,
    },
  },
  response: { 200: changed(true), ...refusals },
} as const;

/** POST /api/records/{module}/{id}/approval. */
export const approvalSchema = {
  summary: 'Approve or reject the move waiting on a record',
  description: 'Only an approver of the transition (its approverRoles, else the workflow’s approvers, else admin) may decide: 403 otherwise; 409 when nothing waits.',
  tags: TAGS,
  params,
  body: {
    type: 'object',
    required: ['decision', 'version'],
    additionalProperties: false,
    properties: {
      decision: { type: 'string', enum: ['approve', 'reject'], description: 'approve moves the record; reject leaves it where it is.' },
      reason: { type: 'string', minLength: 1, maxLength: 1000, description: 'Why, optional; kept in the history.' },
      version,
    },
  },
  response: { 200: changed(false), ...refusals },
} as const;

/** GET /api/records/{module}/{id}/history. */
export const historySchema = {
  summary: 'A record’s history: every stage change with who, when, inputs and approver, approvals asked and decided, actions and their outcome',
  tags: TAGS,
  params,
  response: { 200: successResponseSchema({ type: 'array', items: historyEntry }), ...refusals },
} as const;
