/** Text in every language the server speaks (`Messages`). */
export const messagesSchema = { type: 'object', required: ['he', 'en'], properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } } } as const;

/** An answer that only says it went well: `{ success: true, message, messages }`. */
export const messageResponseSchema = {
  type: 'object',
  required: ['success', 'message', 'messages'],
  properties: { success: { const: true }, message: { type: 'string' }, messages: messagesSchema },
} as const;

/** The schema of every error body (plugins/errors.ts). */
export const errorResponseSchema = {
  type: 'object',
  required: ['success', 'code', 'message', 'messages'],
  properties: {
    success: { const: false },
    code: { type: 'string' },
    message: { type: 'string' },
    messages: messagesSchema,
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' }, messages: messagesSchema },
      },
    },
  },
} as const;

/** The schema of a successful answer: `{ success: true, data }` with data of the given schema. */
export function successResponseSchema<const Data extends object>(data: Data) {
  return { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data } } as const;
}

/** The schema of a change's answer: `{ success: true, message, messages, data }`, what it made in data. */
export function changeResponseSchema<const Data extends object>(data: Data) {
  return { type: 'object', required: ['success', 'message', 'messages', 'data'], properties: { success: { const: true }, message: { type: 'string' }, messages: messagesSchema, data } } as const;
}
