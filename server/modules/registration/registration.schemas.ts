import type { FromSchema } from 'json-schema-to-ts';
import { errorResponseSchema, messagesSchema as messages, messageResponseSchema } from '../../http/response-schemas';



// As tenants.slug allows: lower-case letters, digits and inner hyphens, at most 63 characters.
const slug = { type: 'string', pattern: '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$', maxLength: 63, description: 'The office address (its subdomain).' } as const;
const email = { type: 'string', minLength: 3, maxLength: 254, format: 'email' } as const;
const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
// A token is newSecretId()'s 256 bits in base64url (43 characters); a shorter one is simply not found.
const token = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'The token of the confirmation link.' } as const;

// What every registration gives; a new office adds its name, type and slug, an invitation its token instead.
const ACCOUNT_FIELDS = ['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'acceptTerms'] as const;

/** POST /api/auth/register (spec 1 §5, §7; issue 4): a new account with its new office, or joining the office that invited it. */
export function registerSchema(officeTypes: readonly string[]) {
  return {
    summary: 'Register an account and its new office (the e-mail address must then be confirmed), or, with an invitation token, join the inviting office',
    tags: ['auth'],
    body: {
      type: 'object',
      required: [...ACCOUNT_FIELDS],
      // Exactly one of: a new office (officeName, officeType, slug), or an invitation (invitationToken).
      oneOf: [{ required: [...ACCOUNT_FIELDS, 'officeName', 'officeType', 'slug'] }, { required: [...ACCOUNT_FIELDS, 'invitationToken'] }],
      additionalProperties: false,
      properties: {
        email: { ...email, description: 'The e-mail address to sign in with.' },
        password: { ...password, description: 'Spec 1 §5 baseline and the office type’s password policy.' },
        confirmPassword: { ...password, description: 'The password again.' },
        firstName: { type: 'string', minLength: 1, maxLength: 100, description: 'The registrant’s first name.' },
        lastName: { type: 'string', minLength: 1, maxLength: 100, description: 'The registrant’s last name.' },
        officeName: { type: 'string', minLength: 1, maxLength: 200, description: 'The new office’s name (not with invitationToken).' },
        officeType: { type: 'string', enum: [...officeTypes], description: 'One of the installed office types (not with invitationToken).' },
        slug: { ...slug, description: 'The new office’s address, its subdomain (not with invitationToken).' },
        acceptTerms: { type: 'boolean', description: 'Whether the terms of use are accepted (must be true).' },
        invitationToken: {
          ...token,
          description: 'The token of an invitation link: the account joins the inviting office with the invited role instead of opening one; the e-mail must be the invited address.',
        },
      },
    },
    response: {
      201: {
        type: 'object',
        required: ['success', 'confirmationRequired', 'message', 'messages'],
        properties: {
          success: { const: true },
          confirmationRequired: { type: 'boolean', description: 'True for a new office; false when an invitation link proved the address.' },
          message: { type: 'string' },
          messages,
          tenant: {
            type: 'object',
            description: 'The office joined, with an invitation.',
            required: ['tenantId', 'tenantName', 'tenantSubdomain', 'officeType'],
            properties: { tenantId: { type: 'string' }, tenantName: { type: 'string' }, tenantSubdomain: { type: 'string' }, officeType: { type: 'string' } },
          },
        },
      },
      400: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      410: errorResponseSchema,
      429: errorResponseSchema,
    },
  } as const;
}

/** A registration's body as its schema lets it through: a new office's, or an invitation's. */
export type RegistrationBody = FromSchema<ReturnType<typeof registerSchema>['body']>;

/** POST /api/auth/confirm-email: the token of the confirmation link. */
export const confirmEmailSchema = {
  summary: 'Confirm an e-mail address with the token of the confirmation link',
  tags: ['auth'],
  // Any text is looked up: a link a mail client mangled ("…token=abc>") is a link that is not valid, not a malformed request.
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', minLength: 1, maxLength: 200, description: token.description } } },
  response: { 200: messageResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
} as const;

/** POST /api/auth/resend-confirmation (spec 1 §7: Username is the e-mail address). */
export const resendConfirmationSchema = {
  summary: 'Send a new confirmation link; answers the same whether or not the account exists',
  tags: ['auth'],
  body: { type: 'object', required: ['Username'], additionalProperties: false, properties: { Username: { ...email, description: 'The e-mail address of the account.' } } },
  response: { 200: messageResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
} as const;
