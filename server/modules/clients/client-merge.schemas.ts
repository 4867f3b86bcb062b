import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { clientSchema } from './client-shapes.schemas';
import { MERGE_MAX } from './client-merge.body';
import { refusals } from './clients.schemas';

const TAGS = ['clients'];

const mergeBody = {
  type: 'object',
  required: ['survivorId', 'mergedIds'],
  additionalProperties: false,
  properties: {
    survivorId: { type: 'string', format: 'uuid', description: 'The client that stays and receives the others.' },
    mergedIds: {
      type: 'array',
      minItems: 1,
      maxItems: MERGE_MAX,
      uniqueItems: true,
      items: { type: 'string', format: 'uuid' },
      description: 'The clients merged into the survivor and then deleted (1 to 10, distinct, not the survivor).',
    },
  },
} as const;

const count = (what: string) => ({ type: 'integer', description: `${what} that move to the survivor.` }) as const;

const moves = {
  type: 'object',
  required: ['notes', 'activities', 'documents', 'communications', 'opportunities', 'records'],
  properties: { notes: count('Notes'), activities: count('Activities'), documents: count('Documents'), communications: count('Communications'), opportunities: count('Opportunities'), records: count("Records of the office's own modules (matters, policies…)") },
} as const;

const conflicts = {
  type: 'array',
  description: 'Fields whose values differ, where the survivor’s value wins.',
  items: {
    type: 'object',
    required: ['field', 'survivor', 'others'],
    properties: { field: { type: 'string', description: 'The dotted path of the field.' }, survivor: { description: 'The value kept.' }, others: { type: 'array', items: {}, description: 'The merged clients’ differing values.' } },
  },
} as const;

const description =
  'Empty fields of the survivor are filled from the merged clients in order; tags are united (at most 10, the survivor’s first); the earliest created date, the latest last contact and the earliest upcoming follow-up are kept.';

/** POST /api/clients/client/merge/preview. */
export const previewMergeSchema = {
  summary: 'Show what merging clients into one would do, without doing it',
  description,
  tags: TAGS,
  body: mergeBody,
  response: { 200: successResponseSchema({ type: 'object', required: ['survivor', 'moves', 'conflicts'], properties: { survivor: clientSchema, moves, conflicts } }), ...refusals },
} as const;

/** POST /api/clients/client/merge. */
export const mergeClientsSchema = {
  summary: 'Merge clients into one',
  description: `${description} Notes, activities, documents, communications and opportunities move to the survivor; the merged clients are deleted, each audited with its full record and the ids of the rows that moved, so it can be recovered.`,
  tags: TAGS,
  body: mergeBody,
  response: { 200: changeResponseSchema({ type: 'object', required: ['survivor', 'mergedIds'], properties: { survivor: clientSchema, mergedIds: { type: 'array', items: { type: 'string' } } } }), ...refusals, 409: errorResponseSchema },
} as const;
