import { successResponseSchema } from '../../http/response-schemas';

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
    200: successResponseSchema({
      type: 'object',
      additionalProperties: true,
      description: 'A resolved office configuration (schemas/office-type.schema.json plus type, tenantId, isFallback, featureFlags, enabledFeatures); before sign-in only id, type, name, description, terminology, localization, ui.homepage, ui.theme, ui.branding, enabledFeatures, isPublic and tenant.',
    }),
  },
} as const;
