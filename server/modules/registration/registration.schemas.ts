import { errorResponseSchema } from '../../http/response-schemas';

const messages = { type: 'object', properties: { he: { type: 'string' }, en: { type: 'string' } } } as const;

const successSchema = {
  type: 'object',
  required: ['success', 'message', 'messages'],
  properties: { success: { const: true }, message: { type: 'string' }, messages },
} as const;

// As tenants.slug allows: lower-case letters, digits and inner hyphens, at most 63 characters.
const slug = { type: 'string', pattern: '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$', maxLength: 63, description: 'The office address (its subdomain).' } as const;
const email = { type: 'string', minLength: 3, maxLength: 254, format: 'email' } as const;
const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
// A token is newSecretId()'s 256 bits in base64url (43 characters); a shorter one is simply not found.
const token = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'The token of the confirmation link.' } as const;

/** POST /api/auth/register (spec 1 §5, §7; issue 4): a new account and its new office. */
export function registerSchema(officeTypes: readonly string[]) {
  return {
    summary: 'Register an account and its new office; the e-mail address must then be confirmed',
    tags: ['auth'],
    body: {
      type: 'object',
      required: ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'officeName', 'officeType', 'slug', 'acceptTerms'],
      additionalProperties: false,
      properties: {
        email: { ...email, description: 'The e-mail address to sign in with.' },
        password: { ...password, description: 'Spec 1 §5 baseline and the office type’s password policy.' },
        confirmPassword: { ...password, description: 'The password again.' },
        firstName: { type: 'string', minLength: 1, maxLength: 100, description: 'The registrant’s first name.' },
        lastName: { type: 'string', minLength: 1, maxLength: 100, description: 'The registrant’s last name.' },
        officeName: { type: 'string', minLength: 1, maxLength: 200, description: 'The new office’s name.' },
        officeType: { type: 'string', enum: [...officeTypes], description: 'One of the installed office types.' },
        slug,
        acceptTerms: { type: 'boolean', description: 'Whether the terms of use are accepted (must be true).' },
      },
    },
    response: {
      201: {
        type: 'object',
        required: ['success', 'confirmationRequired', 'message', 'messages'],
        properties: { success: { const: true }, confirmationRequired: { const: true }, message: { type: 'string' }, messages },
      },
      400: errorResponseSchema,
      403: errorResponseSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
    },
  } as const;
}

/** POST /api/auth/confirm-email: the token of the confirmation link. */
export const confirmEmailSchema = {
  summary: 'Confirm an e-mail address with the token of the confirmation link',
  tags: ['auth'],
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: { 200: successSchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
} as const;

/** POST /api/auth/resend-confirmation (spec 1 §7: Username is the e-mail address). */
export const resendConfirmationSchema = {
  summary: 'Send a new confirmation link; answers the same whether or not the account exists',
  tags: ['auth'],
  body: { type: 'object', required: ['Username'], additionalProperties: false, properties: { Username: { ...email, description: 'The e-mail address of the account.' } } },
  response: { 200: successSchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
} as const;
