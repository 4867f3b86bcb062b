import { PLATFORM_ROLES } from '../../../engine/roles';
import { errorResponseSchema, messageResponseSchema } from '../../http/response-schemas';

const slug = { type: 'string', pattern: '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$', maxLength: 63 } as const;
const platformRole = { type: 'string', enum: [...PLATFORM_ROLES], description: 'The team role in the office (spec 1 §3).' } as const;

/** The user as the client keeps it (spec 1 §3). */
export const userSchema = {
  type: 'object',
  required: ['id', 'email', 'firstName', 'lastName', 'role', 'professionalRole', 'isActive', 'isMfaEnabled', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    role: platformRole,
    professionalRole: { type: ['string', 'null'], description: 'The professional role in the current office, if any.' },
    isActive: { type: 'boolean' },
    isMfaEnabled: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** The tenant context (spec 1 §3), plus the office type. */
export const tenantContextSchema = {
  type: 'object',
  required: ['tenantId', 'tenantName', 'tenantSubdomain', 'isSuperAdmin', 'officeType'],
  properties: {
    tenantId: { type: 'string', format: 'uuid' },
    tenantName: { type: 'string' },
    tenantSubdomain: { type: 'string' },
    isSuperAdmin: { type: 'boolean' },
    officeType: { type: 'string' },
  },
} as const;

const membershipSchema = {
  type: 'object',
  required: ['tenantId', 'slug', 'name', 'officeType', 'role', 'professionalRole'],
  properties: {
    tenantId: { type: 'string' },
    slug: { type: 'string' },
    name: { type: 'string' },
    officeType: { type: 'string' },
    role: platformRole,
    professionalRole: { type: ['string', 'null'], description: 'The professional role in this office, if any.' },
  },
} as const;


/** POST /api/auth/login (spec 1 §7: Email, Password; the tenant may be chosen at sign-in). */
export const loginSchema = {
  summary: 'Sign in with e-mail and password',
  tags: ['auth'],
  body: {
    type: 'object',
    required: ['Email', 'Password'],
    additionalProperties: false,
    properties: {
      Email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' },
      Password: { type: 'string', minLength: 1, maxLength: 1024 },
      tenant: slug,
    },
  },
  // The answer's schema is the sign-in steps' (sign-in/sign-in.schemas.ts), attached where the route is declared.
} as const;

/** POST /api/auth/logout. */
export const logoutSchema = {
  summary: 'Sign out: the session ends on the server',
  tags: ['auth'],
  response: { 200: messageResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
} as const;

/** GET /api/auth/status. */
export const statusSchema = {
  summary: 'Whether the caller is signed in, with a CSRF token',
  tags: ['auth'],
  response: {
    200: {
      type: 'object',
      required: ['success', 'isAuthenticated', 'csrfToken'],
      properties: {
        success: { const: true },
        isAuthenticated: { type: 'boolean' },
        csrfToken: { type: 'string' },
        expiresIn: { type: 'integer' },
        user: userSchema,
        tenant: tenantContextSchema,
        tenants: { type: 'array', items: membershipSchema },
        passwordChangeRequired: { type: 'boolean', description: 'The session may only change the expired password.' },
        testingBypassAllowed: { type: 'boolean', description: 'Whether the testing=true guard bypass may be used (never in production).' },
      },
    },
  },
} as const;

/** GET /api/auth/refresh-csrf. */
export const refreshCsrfSchema = {
  summary: 'A fresh CSRF token, also set in the XSRF-TOKEN cookie',
  tags: ['auth'],
  response: { 200: { type: 'object', required: ['success', 'csrfToken'], properties: { success: { const: true }, csrfToken: { type: 'string' } } } },
} as const;

/** GET /api/auth/health. */
export const healthSchema = {
  summary: 'Whether the server and its database answer',
  tags: ['auth'],
  response: {
    200: { type: 'object', required: ['status', 'database'], properties: { status: { const: 'ok' }, database: { type: 'string' } } },
    503: { type: 'object', required: ['status', 'database'], properties: { status: { const: 'unavailable' }, database: { type: 'string' } } },
  },
} as const;

export { membershipSchema };
