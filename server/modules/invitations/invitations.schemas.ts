import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const role = { type: 'string', enum: ['admin', 'manager', 'user', 'viewer'], description: 'The team role in the office (spec 1 §3).' } as const;
const professionalRole = { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', maxLength: 63, description: "One of the office type's professional roles (security.roles)." } as const;
// A token is newSecretId()'s 256 bits in base64url (43 characters); a shorter one is simply not found.
const token = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'The token of the invitation link.' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

/** An invitation as the admin sees it: never its token. */
export const invitationSchema = {
  type: 'object',
  required: ['id', 'email', 'role', 'professionalRole', 'status', 'invitedBy', 'createdAt', 'sentAt', 'expiresAt', 'acceptedAt', 'revokedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string', description: 'The invited address (lower case).' },
    role,
    professionalRole,
    status: { type: 'string', enum: ['pending', 'accepted', 'revoked', 'expired'], description: 'Expired is computed from expiresAt.' },
    invitedBy: {
      type: ['object', 'null'],
      required: ['id', 'name'],
      properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string', description: 'Their name, or their address when they have none.' } },
    },
    createdAt: dateTime,
    sentAt: { ...dateTime, description: 'When the last link was sent.' },
    expiresAt: { ...dateTime, description: 'When the current link stops working.' },
    acceptedAt: { type: ['string', 'null'], format: 'date-time' },
    revokedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const mailedInvitationSchema = {
  ...invitationSchema,
  required: [...invitationSchema.required, 'isMailSent'],
  properties: { ...invitationSchema.properties, isMailSent: { type: 'boolean', description: 'Whether the mail left; when not, resend it.' } },
} as const;

const idParams = {
  type: 'object',
  required: ['invitationId'],
  additionalProperties: false,
  properties: { invitationId: { type: 'string', format: 'uuid', description: 'The invitation.' } },
} as const;

const adminErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;

/** POST /api/users/invitations. */
export const createInvitationSchema = {
  summary: 'Invite an e-mail address to the current office with a role; the mail carries a single-use link (admins only)',
  tags: ['users'],
  body: {
    type: 'object',
    required: ['email', 'role'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', minLength: 3, maxLength: 254, format: 'email', description: 'The address to invite.' },
      role,
      professionalRole: { ...professionalRole, description: "One of the office type's professional roles; its default professional role when absent." },
    },
  },
  response: { 201: changeResponseSchema(mailedInvitationSchema), ...adminErrors },
} as const;

/** GET /api/users/invitations. */
export const listInvitationsSchema = {
  summary: "The current office's invitations, newest first (admins only)",
  tags: ['users'],
  response: { 200: successResponseSchema({ type: 'array', items: invitationSchema }), 401: errorResponseSchema, 403: errorResponseSchema },
} as const;

/** DELETE /api/users/invitations/:invitationId. */
export const revokeInvitationSchema = {
  summary: 'Revoke an invitation: its link stops working (admins only)',
  tags: ['users'],
  params: idParams,
  response: { 200: changeResponseSchema(invitationSchema), ...adminErrors },
} as const;

/** POST /api/users/invitations/:invitationId/resend. */
export const resendInvitationSchema = {
  summary: 'Send a pending or expired invitation again with a new link; the old link stops working (admins only)',
  tags: ['users'],
  params: idParams,
  response: { 200: changeResponseSchema(mailedInvitationSchema), ...adminErrors },
} as const;

const joinErrors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 410: errorResponseSchema, 429: errorResponseSchema } as const;

/** GET /api/auth/invitations/details?token=… */
export const invitationDetailsSchema = {
  summary: "What an invitation link's join screen shows; 404 for an unknown link, 410 for a used, revoked or expired one",
  tags: ['auth'],
  querystring: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['officeName', 'officeSlug', 'officeType', 'email', 'role', 'professionalRole', 'expiresAt', 'hasAccount'],
      properties: {
        officeName: { type: 'string' },
        officeSlug: { type: 'string' },
        officeType: { type: 'string' },
        email: { type: 'string', description: 'The invited address: the account must use it.' },
        role,
        professionalRole,
        expiresAt: dateTime,
        hasAccount: { type: 'boolean', description: 'Whether the address has an account: then sign in and accept, rather than register.' },
      },
    }),
    ...joinErrors,
  },
} as const;

const joinedSchema = {
  type: 'object',
  required: ['tenant', 'role', 'professionalRole'],
  properties: {
    tenant: {
      type: 'object',
      required: ['tenantId', 'tenantName', 'tenantSubdomain', 'officeType'],
      properties: { tenantId: { type: 'string', format: 'uuid' }, tenantName: { type: 'string' }, tenantSubdomain: { type: 'string' }, officeType: { type: 'string' } },
    },
    role,
    professionalRole,
  },
} as const;

/** POST /api/auth/invitations/accept. */
export const acceptInvitationSchema = {
  summary: 'Accept an invitation sent to the address you are signed in with: join its office with the invited role',
  tags: ['auth'],
  body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token } },
  response: { 200: changeResponseSchema(joinedSchema), 401: errorResponseSchema, ...joinErrors },
} as const;
