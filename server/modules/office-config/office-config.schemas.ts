import { successResponseSchema } from '../../http/response-schemas';

// A part of the resolved configuration, answered whole: its shape is the engine's (schemas/office-type.schema.json).
const configPart = (description: string) => ({ type: 'object', additionalProperties: true, description }) as const;

const tenant = {
  type: 'object',
  required: ['slug', 'name'],
  description: 'The office: its address and name.',
  properties: { slug: { type: 'string', description: 'The office’s address.' }, name: { type: 'string', description: 'The office’s name.' } },
} as const;

/** What anyone may see of an office before signing in: home page, vocabulary, theme and languages. */
const publicOffice = {
  type: 'object',
  required: ['id', 'type', 'name', 'description', 'terminology', 'localization', 'ui', 'enabledFeatures', 'isPublic'],
  properties: {
    id: { type: 'string', description: 'The office type’s id.' },
    type: { type: 'string', description: 'The office type.' },
    name: configPart('The office type’s name in every language.'),
    description: configPart('Its description in every language.'),
    terminology: configPart('The office’s vocabulary in every language.'),
    localization: configPart('Its languages and formats.'),
    ui: {
      type: 'object',
      required: ['homepage', 'theme', 'branding'],
      properties: { homepage: configPart('The public home page.'), theme: configPart('The theme.'), branding: configPart('The logo and names.') },
    },
    enabledFeatures: { type: 'array', items: { type: 'string' }, description: 'The features the office has on.' },
    isPublic: { const: true, description: 'The public part only: nobody is signed in to this office.' },
    tenant: { ...tenant, description: 'The office the address or choice named; absent for the default office type.' },
  },
} as const;

/** The whole resolved configuration of the signed-in member's office. */
const privateOffice = {
  type: 'object',
  additionalProperties: true,
  description: 'A resolved office configuration: schemas/office-type.schema.json plus type, tenantId, isFallback, featureFlags and enabledFeatures.',
  required: ['isPublic', 'tenant'],
  properties: {
    isPublic: { const: false, description: 'The whole configuration, for a signed-in member.' },
    tenant,
  },
} as const;

/** GET /api/users/office-config (spec 3 §7). */
export const officeConfigSchema = {
  summary: "The office's configuration: all of it for a signed-in member, the public part before sign-in",
  tags: ['office'],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { tenant: { type: 'string', pattern: '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$', maxLength: 63, description: 'Which office to show before sign-in (decision 2).' } },
  },
  response: {
    200: successResponseSchema({ anyOf: [publicOffice, privateOffice] }),
  },
} as const;
