import { changeResponseSchema, errorResponseSchema, messagesSchema, successResponseSchema } from '../../http/response-schemas';
import { pagedResponseSchema } from '../../http/pagination';

const TAGS = ['office administration'];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema } as const;

const overridesSchema = {
  type: 'object',
  additionalProperties: true,
  description: 'The office’s changes to its office type (schemas/tenant-overrides.schema.json), merged deeply over it; checked whole against the office-type schemas before they are saved.',
} as const;

const settingsProperties = {
  officeType: { type: 'string', description: 'The office type the overrides change.' },
  version: { type: 'integer', minimum: 0, description: 'The newest saved version; 0 before the first save.' },
  overrides: overridesSchema,
} as const;

const fieldProblems = {
  type: 'array',
  items: { type: 'object', required: ['field', 'message', 'messages'], properties: { field: { type: 'string' }, message: { type: 'string' }, messages: messagesSchema } },
} as const;

/** The answer of a saved change of the office's settings: the overrides saved, what changed, and advice. */
export const savedSchema = changeResponseSchema({
  type: 'object',
  required: ['officeType', 'version', 'overrides', 'changed', 'warnings'],
  properties: {
    ...settingsProperties,
    changed: { type: 'array', items: { type: 'string' }, description: 'The parts that changed (terminology, features, ui.theme…); empty when nothing did and no version was made.' },
    warnings: { ...fieldProblems, description: 'Advice that does not block saving (spec 3 §5: a base font size outside 10–20 px, a company name over 50 characters).' },
  },
});

const versionSchema = {
  type: 'object',
  required: ['id', 'version', 'overrides', 'changed', 'revertedFrom', 'createdBy', 'createdByName', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The version’s id, which the calls name it by.' },
    version: { type: 'integer', minimum: 1, description: 'The version’s number, counted per office from 1.' },
    overrides: overridesSchema,
    changed: { type: 'array', items: { type: 'string' }, description: 'What this version changed against the one before.' },
    revertedFrom: { type: ['integer', 'null'], description: 'The earlier version this one brought back, if it was a revert.' },
    createdBy: { type: ['string', 'null'], format: 'uuid' },
    createdByName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const versionParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } } as const;

/** GET /api/admin/office. */
export const readSettingsSchema = {
  summary: 'The office’s customisation: its office type, its overrides and their version (admins)',
  tags: TAGS,
  response: { 200: successResponseSchema({ type: 'object', required: ['officeType', 'version', 'overrides'], properties: settingsProperties }), ...refusals },
} as const;

/** PUT /api/admin/office. */
export const saveSettingsSchema = {
  summary: 'Saves the office’s overrides as a new version, after checking them as the engine resolves them (admins)',
  description:
    'Each problem comes back at its field (400), theme colours with the messages of spec 3 §5. A changed branding needs custom branding or white label (403 “Custom branding is not enabled for this tenant”). baseVersion must be the newest version (409 otherwise). Every member’s next request runs on the saved overrides.',
  tags: TAGS,
  body: {
    type: 'object',
    required: ['overrides', 'baseVersion'],
    additionalProperties: false,
    properties: { overrides: overridesSchema, baseVersion: { type: 'integer', minimum: 0, maximum: 2_147_483_647, description: 'The version the edit started from (GET’s version).' } },
  },
  response: { 200: savedSchema, ...refusals, 409: errorResponseSchema },
} as const;

/** GET /api/admin/office/versions. */
export const listVersionsSchema = {
  summary: 'Every saved version of the office’s customisation, newest first (admins)',
  tags: TAGS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
  },
  response: {
    200: pagedResponseSchema(versionSchema),
    ...refusals,
  },
} as const;

/** GET /api/admin/office/versions/:id. */
export const readVersionSchema = {
  summary: 'One saved version of the office’s customisation (admins)',
  tags: TAGS,
  params: versionParams,
  response: { 200: successResponseSchema(versionSchema), ...refusals, 404: errorResponseSchema },
} as const;

/** POST /api/admin/office/versions/:id/revert. */
export const revertSchema = {
  summary: 'Brings back an earlier version as a new version; nothing in between is lost (admins)',
  tags: TAGS,
  params: versionParams,
  response: { 200: savedSchema, ...refusals, 404: errorResponseSchema },
} as const;
