import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const mailboxQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: { type: 'string', maxLength: 254, description: 'Only messages to this address (case-insensitive); empty means all.' },
  },
} as const;

const nullableString = (description: string) => ({ type: ['string', 'null'], description }) as const;

const mailboxMessage = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'to', 'subject', 'text', 'html', 'template', 'transport', 'createdAt', 'sentAt', 'error'],
  properties: {
    id: { type: 'string', description: 'The outbox row id.' },
    to: { type: 'string', description: 'The recipient address.' },
    subject: { type: 'string', description: 'The subject line.' },
    text: { type: 'string', description: 'The plain-text body.' },
    html: nullableString('The HTML body, when the message has one.'),
    template: nullableString('The template that produced the message (e.g. confirm-email).'),
    transport: { enum: ['outbox', 'smtp'], description: 'Kept in the outbox, or sent over SMTP.' },
    createdAt: { type: 'string', description: 'When the message was created (ISO 8601).' },
    sentAt: nullableString('When the SMTP server accepted it (ISO 8601); null in the outbox or after a failure.'),
    error: nullableString('Why sending failed, when it did.'),
  },
} as const;

/** GET /api/dev/mailbox: the newest 100 messages of the development outbox. */
export const listMailboxSchema = {
  summary: 'Development only: the newest 100 messages of the mail outbox, newest first',
  querystring: mailboxQuery,
  response: {
    200: successResponseSchema({ type: 'array', items: mailboxMessage }),
    400: errorResponseSchema,
  },
} as const;

/** GET /dev/mailbox: the same messages as a page for reading in a browser. */
export const mailboxPageSchema = {
  summary: 'Development only: the mail outbox as an HTML page, links clickable',
  querystring: mailboxQuery,
  response: {
    200: { description: 'A self-contained HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
    400: errorResponseSchema,
  },
} as const;
