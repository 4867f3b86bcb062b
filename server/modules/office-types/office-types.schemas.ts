import type { JSONSchema } from 'json-schema-to-ts';
import localizedText from '../../../schemas/localized-text.schema.json';
import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

// A JSON file has no literal type: to the handler's types, a text is any JSON. Without its title, the browser's
// generated types write it in place rather than declaring a type of that name per use.
const { $id: _id, $schema: _schema, title: _title, ...textSchema } = localizedText;
const text = textSchema as JSONSchema;

/** GET /api/office-types: the office types a new office can be. */
export const listOfficeTypesSchema = {
  summary: 'The office types installed, for choosing one at registration',
  response: {
    200: successResponseSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'description', 'languages'],
        properties: {
          id: { type: 'string' },
          name: text,
          description: text,
          icon: { type: 'string' },
          languages: { type: 'array', items: { type: 'string' } },
        },
      },
    }),
  },
} as const;

/** GET /api/office-types/:id: one office type's configuration as the engine resolves it. */
export const getOfficeTypeSchema = {
  summary: 'One office type resolved by the engine: vocabulary, features, navigation, forms, workflows, theme',
  params: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', maxLength: 40 } },
  },
  response: {
    200: successResponseSchema({
      type: 'object',
      additionalProperties: true,
      description: 'The resolved office configuration (schemas/office-type.schema.json plus type, isFallback, featureFlags, enabledFeatures).',
    }),
    400: errorResponseSchema,
    404: errorResponseSchema,
  },
} as const;
