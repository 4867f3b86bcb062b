import { errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const demoOffice = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'officeType', 'name', 'password', 'users'],
  properties: {
    slug: { type: 'string', description: 'The office’s slug (?tenant=<slug>).' },
    officeType: { type: 'string', description: 'The office type the demo office runs.' },
    name: { type: 'string', description: 'The office’s name, in Hebrew and English.' },
    password: { type: 'string', description: 'The password of every demo user.' },
    users: {
      type: 'array',
      description: 'The office’s demo users.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['email', 'role'],
        properties: {
          email: { type: 'string', description: 'The address to sign in with.' },
          role: { enum: ['admin', 'professional'], description: 'The office’s admin, or one of its professionals.' },
        },
      },
    },
  },
} as const;

/** GET /api/demo/sign-ins: the demo offices and how to sign in to them; outside production only. */
export const demoSignInsSchema = {
  summary: 'Development only: the demo offices and their sign-ins, as printed when the server starts',
  tags: ['demo'],
  response: {
    200: successResponseSchema({ type: 'array', items: demoOffice }),
    404: errorResponseSchema,
  },
} as const;
