import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { pagedResponseSchema, pageQuerySchema } from '../../http/pagination';
import { DEADLINE_KINDS } from './deadline-relation';
import { DEADLINE_RANGES } from './deadline-ranges';

const TAGS = ['deadlines'];

/** The refusals every call may answer: bad input, no session, no right, a feature off. */
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

const texts = (description: string) =>
  ({ type: ['object', 'null'], description, required: ['he', 'en'], properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } }) as const;
const nullableText = (description: string) => ({ type: ['string', 'null'], description }) as const;

// me, all, or a member's id.
const ASSIGNEE_PATTERN = '^(me|all|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';

const whose = {
  assignee: { type: 'string', pattern: ASSIGNEE_PATTERN, default: 'all', description: 'Whose deadlines: me (mine and my roles’ queue), a member’s id, or all I may see (default).' },
  module: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,63}$', description: 'Only the deadlines of this module of the office (its records’ stages and tasks, or its clients’ follow-ups).' },
} as const;

/** A deadline as the calls answer it. */
export const deadlineSchema = {
  type: 'object',
  required: ['key', 'kind', 'id', 'title', 'recordNumber', 'detail', 'taskType', 'stage', 'dueAt', 'isOverdue', 'assignee', 'assignedRole', 'module', 'link'],
  properties: {
    key: { type: 'string', description: 'The deadline’s key: its kind and id.' },
    kind: { type: 'string', enum: DEADLINE_KINDS, description: 'stage: a record’s SLA in its stage; task: an open task with a due time; follow-up: a client’s next follow-up.' },
    id: { type: 'string', format: 'uuid', description: 'The record (stage), task or client (follow-up).' },
    title: nullableText('The record’s title (else its number) or the client’s name.'),
    recordNumber: nullableText('The record’s number.'),
    detail: texts('What is due, in every language: the stage’s name or the task’s title; null when worded from its kind.'),
    taskType: nullableText('The task’s type.'),
    stage: nullableText('The stage whose SLA it is.'),
    dueAt: { type: 'string', format: 'date-time', description: 'When it is due.' },
    isOverdue: { type: 'boolean', description: 'Whether it is past due (a stage’s SLA marked breached, or past its time).' },
    assignee: {
      type: ['object', 'null'],
      required: ['userId', 'name'],
      description: 'The member it is assigned to.',
      properties: { userId: { type: 'string', format: 'uuid' }, name: nullableText('The member’s name.') },
    },
    assignedRole: nullableText('The role a task waits for, when no one in particular has it.'),
    module: {
      type: ['object', 'null'],
      required: ['id', 'route', 'name'],
      description: 'The module it comes from, with its route for linking.',
      properties: { id: { type: 'string' }, route: { type: 'string' }, name: texts('The module’s name.') },
    },
    link: { type: 'string', description: 'The path of the screen it opens: its record, its client, or My tasks.' },
  },
} as const;

/** GET /api/deadlines. */
export const listDeadlinesSchema = {
  summary: 'Deadlines, a page at a time: SLA due times of open records, open tasks with due times and client follow-ups',
  description: 'Only what the caller may see: records of modules their roles may see, tasks by the tasks’ own rule, nothing of a module that is off. Soonest (longest overdue) first; today and the week in the office’s time zone.',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      range: { type: 'string', enum: DEADLINE_RANGES, default: 'today', description: 'today, week (seven days from today), overdue, or all (default today).' },
      ...whose,
      ...pageQuerySchema.properties,
    },
  },
  response: { 200: pagedResponseSchema(deadlineSchema), ...refusals },
} as const;

/** GET /api/deadlines/counts. */
export const deadlineCountsSchema = {
  summary: 'How many deadlines are due today, within the week, and overdue, and per day of the week',
  tags: TAGS,
  querystring: { type: 'object', additionalProperties: false, properties: whose },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['today', 'week', 'overdue', 'days'],
      properties: {
        today: { type: 'integer', description: 'Due today.' },
        week: { type: 'integer', description: 'Due within the seven days from today.' },
        overdue: { type: 'integer', description: 'Past due.' },
        days: {
          type: 'array',
          description: 'The seven days from today, each with how many are due on it.',
          items: { type: 'object', required: ['day', 'count'], properties: { day: { type: 'string', format: 'date' }, count: { type: 'integer' } } },
        },
      },
    }),
    ...refusals,
  },
} as const;
