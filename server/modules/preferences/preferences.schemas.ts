import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';
import { PREFERENCES_BODY_SCHEMA } from '../../users/user-preferences';


// Every preference has a value in an answer: what was never set reads as its default.
const preferences = {
  ...PREFERENCES_BODY_SCHEMA,
  description: 'The user’s preferences, every one with a value: what was never set reads as its default.',
  required: Object.keys(PREFERENCES_BODY_SCHEMA.properties),
} as const;

/** GET /api/users/preferences. */
export const getPreferencesSchema = {
  summary: 'Your preferences; those never set read as their defaults',
  tags: ['users'],
  response: {
    200: successResponseSchema(preferences),
    401: errorResponseSchema,
  },
} as const;

/** PUT /api/users/preferences: any subset of schemas/user-preferences.schema.json. */
export const updatePreferencesSchema = {
  summary: 'Change some of your preferences; the others stay as they were',
  description: 'The body is schemas/user-preferences.schema.json. Spanish only where your office type offers it.',
  tags: ['users'],
  body: PREFERENCES_BODY_SCHEMA,
  response: {
    200: changeResponseSchema(preferences),
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
  },
} as const;
