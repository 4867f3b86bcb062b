import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const TAGS = ['forms'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } as const;
const publicRefusals = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema } as const;

const text = {
  type: 'object',
  required: ['he', 'en'],
  additionalProperties: false,
  properties: { he: { type: 'string', maxLength: 2000 }, en: { type: 'string', maxLength: 2000 }, es: { type: 'string', maxLength: 2000 } },
  description: 'A text by language: Hebrew and English, and Spanish where the office offers it.',
} as const;

const consent = {
  anyOf: [text, { type: 'null' }],
  description: 'The consent checkbox’s text by language, which a person must tick to send the form; null for no checkbox.',
} as const;

const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid', description: 'The stored form’s id.' } } } as const;

/** A form's public link as its admins see it (never its token, which only a publish answers). */
export const publicLinkSchema = {
  type: 'object',
  required: ['formId', 'isActive', 'consent', 'submissionCount', 'lastSubmittedAt', 'createdAt', 'updatedAt'],
  properties: {
    formId: { type: 'string', format: 'uuid', description: 'The stored form the link opens (its newest version).' },
    isActive: { type: 'boolean', description: 'Whether the link takes submissions; a link turned off answers 404.' },
    consent: { ...consent, description: 'The consent checkbox’s text, or null.' },
    submissionCount: { type: 'integer', description: 'How many submissions arrived through it (each a new lead).' },
    lastSubmittedAt: { type: ['string', 'null'], format: 'date-time', description: 'When the last one arrived, or null.' },
    createdAt: { type: 'string', format: 'date-time', description: 'When the form was first published.' },
    updatedAt: { type: 'string', format: 'date-time', description: 'When the link last changed.' },
  },
} as const;

/** What a publish answers: the link, with its token and address this once. */
export const publishedLinkSchema = {
  type: 'object',
  required: [...publicLinkSchema.required, 'token', 'path', 'url'],
  properties: {
    ...publicLinkSchema.properties,
    token: { type: 'string', description: 'The link’s token: only its hash is kept, so it is shown this once.' },
    path: { type: 'string', description: 'The public page’s path (/public-form/<token>).' },
    url: { type: 'string', description: 'The public page’s full address, to share.' },
  },
} as const;

/** GET /api/forms/{id}/public-link. */
export const getPublicLinkSchema = {
  summary: 'A form’s public link (null when it was never published)',
  tags: TAGS,
  params: idParams,
  response: { 200: successResponseSchema({ anyOf: [publicLinkSchema, { type: 'null' }] }), ...refusals },
} as const;

/** POST /api/forms/{id}/public-link. */
export const publishFormSchema = {
  summary: 'Publish a form as a public link whose submissions arrive as new leads (a form published before gets a new token; the old link stops)',
  description: '400 PUBLIC_FORM_NEEDS_NAME when the form has no required full-name field, or first- and last-name fields, linked to the client’s fields (clientField).',
  tags: TAGS,
  params: idParams,
  body: { type: 'object', additionalProperties: false, properties: { consent } },
  response: { 201: changeResponseSchema(publishedLinkSchema), ...refusals },
} as const;

/** PATCH /api/forms/{id}/public-link. */
export const changePublicLinkSchema = {
  summary: 'Turn a form’s public link off or on, or change its consent text',
  tags: TAGS,
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { isActive: { type: 'boolean', description: 'false turns the link off (it answers 404), true on again.' }, consent },
  },
  response: { 200: changeResponseSchema(publicLinkSchema), ...refusals },
} as const;

const token = { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'The link’s token, from its address.' } as const;

/** What the public page draws. */
export const publicFormPageSchema = {
  type: 'object',
  required: ['officeName', 'languages', 'defaultLanguage', 'form', 'consent'],
  properties: {
    officeName: { type: 'string', description: 'The office the form is sent to.' },
    languages: { type: 'array', items: { enum: ['he', 'en', 'es'] }, description: 'The languages the office offers (the form’s texts are in each).' },
    defaultLanguage: { enum: ['he', 'en', 'es'], description: 'The office’s own language.' },
    form: { type: 'object', additionalProperties: true, description: 'The FormDefinition (schemas/form.schema.json) to fill.' },
    consent: { ...consent, description: 'The consent checkbox’s text, or null for none.' },
  },
} as const;

/** GET /api/public-forms?token=. */
export const publicFormRouteSchema = {
  summary: 'What a public form link opens (no account)',
  description: '404 PUBLIC_FORM_UNKNOWN for a token that is not a link, a link turned off, or an office without the form builder. Rate limited per address.',
  tags: TAGS,
  querystring: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: { 200: successResponseSchema(publicFormPageSchema), ...publicRefusals },
} as const;

/** POST /api/public-forms/submissions. */
export const submitPublicFormSchema = {
  summary: 'Send a public form: a new lead of the office (no account)',
  description:
    'The answers are checked by the form itself (400 PUBLIC_FORM_INVALID with each problem at answers.<field>); the consent must be given where the link asks for it (400 PUBLIC_FORM_CONSENT_REQUIRED). Rate limited per address and per link (429).',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['token', 'answers'],
    additionalProperties: false,
    properties: {
      token,
      answers: { type: 'object', additionalProperties: true, maxProperties: 200, description: 'The form’s answers, by field.' },
      consent: { type: 'boolean', description: 'Whether the consent checkbox was ticked.' },
    },
  },
  response: { 201: changeResponseSchema({ type: 'object', required: ['received'], properties: { received: { const: true } } }), ...publicRefusals },
} as const;
