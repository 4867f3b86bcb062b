import { successResponseSchema } from '../../http/response-schemas';

/** One read of the batch: the call as the browser would have made it, and that call's own answer. */
const part = {
  type: 'object',
  required: ['path', 'status', 'body'],
  properties: {
    path: { type: 'string', description: 'The call, relative to /api (the browser’s key for it), such as /dashboard/statistics?period=month.' },
    status: { type: 'integer', description: 'The HTTP status that call answered with.' },
    body: {
      type: 'object',
      additionalProperties: true,
      description: 'That call’s answer, as its own route writes it under its own response schema (an error body when the status says so).',
    },
  },
} as const;

/** GET /api/dashboard/batch (issue 19). */
export const dashboardBatchSchema = {
  summary: 'Everything the member’s dashboard reads when it is first drawn, in one answer',
  description:
    'The layout, then each read a visible widget of the office’s dashboard makes when first drawn (widgets/widget-reads.ts), each path once, answered in that order. ' +
    'Each part is the call itself, made with the caller’s session and headers through its own route: its guards, the office’s features and the caller’s roles apply to it as to a separate call, and a read of a feature the office has off is not made.',
  tags: ['dashboard'],
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['parts'],
      properties: { parts: { type: 'array', items: part, description: 'The reads, in order.' } },
    }),
  },
} as const;
