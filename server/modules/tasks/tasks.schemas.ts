import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const TAGS = ['tasks'];

const uuid = (description: string) => ({ type: 'string', format: 'uuid', description }) as const;
const nullableUuid = (description: string) => ({ type: ['string', 'null'], format: 'uuid', description }) as const;
const nullableText = (description: string) => ({ type: ['string', 'null'], description }) as const;
const texts = (description: string) =>
  ({ type: ['object', 'null'], description, properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } }) as const;

/** The refusals every call may answer: bad input, no session, no right (a viewer changing, no CSRF token), no such task, a stale version. */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;

const params = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: uuid('The task id.') } } as const;
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: 'The version of the task the caller saw; another answers 409 TASK_CHANGED.' } as const;

/** A task as the calls answer it. */
export const taskSchema = {
  type: 'object',
  required: ['id', 'recordId', 'module', 'recordTitle', 'recordNumber', 'taskType', 'title', 'assignedRole', 'assignedUser', 'assignedUserName', 'dueAt', 'status', 'completedAt', 'completedBy', 'createdAt', 'version'],
  properties: {
    id: uuid('The task id.'),
    recordId: nullableUuid('The record the task is about, if any.'),
    module: nullableText('The module of that record.'),
    recordTitle: nullableText('The record’s title.'),
    recordNumber: nullableText('The record’s number.'),
    taskType: { type: 'string', description: 'What kind of task it is (the workflow action’s task type).' },
    title: texts('The task’s title in every language, as its workflow declares it; null when worded from its type.'),
    assignedRole: nullableText('The role the task is assigned to (a membership or professional role).'),
    assignedUser: nullableUuid('The member the task is assigned to.'),
    assignedUserName: nullableText('That member’s name.'),
    dueAt: { type: ['string', 'null'], format: 'date-time', description: 'When the task is due.' },
    status: { type: 'string', enum: ['open', 'done'], description: 'Open, or done.' },
    completedAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was done.' },
    completedBy: nullableUuid('Who did it.'),
    createdAt: { type: 'string', format: 'date-time', description: 'When the task was made.' },
    version: { type: 'integer', description: 'The task’s version, for optimistic changes.' },
  },
} as const;

/** GET /api/tasks. */
export const listTasksSchema = {
  summary: 'Tasks, a page at a time: mine, my roles’ queue, or (managers and admins) all of the office’s',
  description:
    'mine: assigned to me, or to a role I hold and to no one in particular; role: assigned to a role I hold and to no one in particular; all: every task of the office (admin or manager). Open tasks come by due time (none last), done ones newest first.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      scope: { type: 'string', enum: ['mine', 'role', 'all'], default: 'mine', description: 'Whose tasks (default mine).' },
      status: { type: 'string', enum: ['open', 'done'], default: 'open', description: 'Open or done tasks (default open).' },
      recordId: uuid('Only the tasks of this record.'),
      cursor: { type: 'string', minLength: 1, maxLength: 500, description: 'The nextCursor of the previous page.' },
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 25, description: 'Tasks per page, 1 to 100 (default 25).' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'data', 'nextCursor'],
      properties: { success: { const: true }, data: { type: 'array', items: taskSchema }, nextCursor: { type: ['string', 'null'], description: 'The cursor of the next page; null on the last.' } },
    },
    ...refusals,
  },
} as const;

/** GET /api/tasks/counts. */
export const taskCountsSchema = {
  summary: 'How many open tasks are mine, how many of those are overdue, and how many wait in my roles’ queue',
  tags: TAGS,
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['mine', 'overdue', 'role'],
      properties: {
        mine: { type: 'integer', description: 'Open tasks assigned to me or to a role I hold.' },
        overdue: { type: 'integer', description: 'Of those, the ones past their due time.' },
        role: { type: 'integer', description: 'Open tasks of a role I hold that no one in particular has.' },
      },
    }),
    ...refusals,
  },
} as const;

/** POST /api/tasks/{id}/complete. */
export const completeTaskSchema = {
  summary: 'Mark a task done',
  description: 'By its assignee, a holder of its role, a manager or an admin; audited.',
  tags: TAGS,
  params,
  body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version } },
  response: { 200: changeResponseSchema(taskSchema), ...refusals },
} as const;

/** POST /api/tasks/{id}/reassign. */
export const reassignTaskSchema = {
  summary: 'Give an open task to another member of the office, who is notified',
  description: 'By its assignee, a holder of its role, a manager or an admin; audited.',
  tags: TAGS,
  params,
  body: {
    type: 'object',
    required: ['assignedUser', 'version'],
    additionalProperties: false,
    properties: { assignedUser: uuid('The member to give it to, an active member of the office.'), version },
  },
  response: { 200: changeResponseSchema(taskSchema), ...refusals },
} as const;
