import { PLATFORM_ROLES } from '../../../engine/roles';
import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const role = { type: 'string', enum: [...PLATFORM_ROLES], description: 'The team role in the office (spec 1 §3): admin, manager, user or viewer.' } as const;
const roleId = { type: 'string', pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$', maxLength: 63 } as const;
const professionalRole = { type: ['string', 'null'], pattern: roleId.pattern, maxLength: roleId.maxLength, description: "One of the office type's professional roles (security.roles), or null for none." } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const localized = {
  type: 'object',
  required: ['he', 'en'],
  properties: { he: { type: 'string' }, en: { type: 'string' }, es: { type: 'string' } },
  description: 'The name in every language the office offers.',
} as const;

/** A member of the office as the admin sees them. */
export const memberSchema = {
  type: 'object',
  required: ['userId', 'avatarUrl', 'email', 'firstName', 'lastName', 'role', 'professionalRole', 'isActive', 'joinedAt', 'lastSeenAt', 'mfaEnabled', 'deactivatedAt', 'isCurrentUser'],
  properties: {
    userId: { type: 'string', format: 'uuid' },
    avatarUrl: { type: ['string', 'null'], description: 'Where to fetch their profile picture; null when they have none (in a list; a change answers null).' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    role,
    professionalRole,
    isActive: { type: 'boolean', description: 'Whether the membership is active; a deactivated member cannot act in the office.' },
    joinedAt: { ...dateTime, description: 'When they became a member.' },
    lastSeenAt: { ...nullableDateTime, description: 'Their latest session activity in this office, if any.' },
    mfaEnabled: { type: 'boolean', description: 'Whether they sign in with an authenticator app.' },
    deactivatedAt: { ...nullableDateTime, description: 'When the membership was deactivated; null while active.' },
    isCurrentUser: { type: 'boolean', description: 'Whether this member is the admin asking.' },
  },
} as const;

const offeredRole = (id: object) => ({ type: 'object', required: ['id', 'name'], properties: { id, name: localized } }) as const;

const teamSchema = {
  type: 'object',
  required: ['members', 'roles', 'pendingInvitations'],
  properties: {
    members: { type: 'array', items: memberSchema },
    roles: {
      type: 'object',
      required: ['platform', 'professional', 'defaultProfessionalRole'],
      description: 'The roles the office offers: the platform roles and its office type’s professional roles.',
      properties: {
        platform: { type: 'array', items: offeredRole(role) },
        professional: { type: 'array', items: offeredRole(roleId) },
        defaultProfessionalRole: roleId,
      },
    },
    pendingInvitations: { type: 'integer', minimum: 0, description: 'How many invitations are still waiting for an answer (see /api/users/invitations).' },
  },
} as const;

const params = {
  type: 'object',
  required: ['userId'],
  additionalProperties: false,
  properties: { userId: { type: 'string', format: 'uuid', description: 'The member (their user id).' } },
} as const;

const changeErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;

/** GET /api/admin/team. */
export const listTeamSchema = {
  summary: "The office's members with their roles and status, the roles it offers, and how many invitations are pending (admins only)",
  tags: ['admin'],
  response: { 200: successResponseSchema(teamSchema), 401: errorResponseSchema, 403: errorResponseSchema },
} as const;

/** PATCH /api/admin/team/:userId. */
export const changeMemberSchema = {
  summary: "Change a member's role or professional role (admins only); the office's last active admin cannot be demoted (409 LAST_ADMIN)",
  tags: ['admin'],
  params,
  body: {
    type: 'object',
    additionalProperties: false,
    description: 'What to change; a field left out stays as it is.',
    properties: { role, professionalRole: { ...professionalRole, description: "One of the office type's professional roles; null clears it." } },
  },
  response: { 200: changeResponseSchema(memberSchema), ...changeErrors },
} as const;

/** POST /api/admin/team/:userId/deactivate. */
export const deactivateMemberSchema = {
  summary: "Deactivate a member: every session they signed in to this office with ends at once (admins only); not the office's last active admin (409 LAST_ADMIN)",
  tags: ['admin'],
  params,
  response: {
    200: changeResponseSchema({
      ...memberSchema,
      required: [...memberSchema.required, 'sessionsEnded'],
      properties: { ...memberSchema.properties, sessionsEnded: { type: 'integer', minimum: 0, description: 'How many of their sessions in this office ended.' } },
    }),
    ...changeErrors,
  },
} as const;

/** POST /api/admin/team/:userId/reactivate. */
export const reactivateMemberSchema = {
  summary: 'Reactivate a deactivated member: they can sign in to the office again (admins only)',
  tags: ['admin'],
  params,
  response: { 200: changeResponseSchema(memberSchema), ...changeErrors },
} as const;
