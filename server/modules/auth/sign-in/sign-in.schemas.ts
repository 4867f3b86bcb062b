import { errorResponseSchema, messagesSchema as messages } from '../../../http/response-schemas';
import { membershipSchema, tenantContextSchema, userSchema } from '../auth.schemas';


/**
 * The answer of every sign-in step (spec 1 §4): either signed in (csrfToken, accessToken, idToken, user,
 * tenant) or waiting for another step (session with otpRequired/requiresOtp, mfaRequired, mfaSetupRequired).
 */
export const signInAnswerSchema = {
  type: 'object',
  required: ['success', 'message', 'messages'],
  properties: {
    success: { const: true },
    message: { type: 'string' },
    messages,
    // Waiting for a step
    session: { type: 'string', description: 'The pending sign-in, to send with the next step; short-lived.' },
    sessionExpiresIn: { type: 'integer', description: 'Seconds the pending sign-in waits.' },
    otpRequired: { type: 'boolean' },
    requiresOtp: { type: 'boolean' },
    deliveryMedium: { const: 'EMAIL' },
    destination: { type: 'string', description: 'The masked address the code went to.' },
    mfaRequired: { type: 'boolean' },
    mfaSetupRequired: { type: 'boolean', description: 'The office requires an authenticator and the user has none: set one up to continue.' },
    office: {
      type: 'object',
      description: 'The office the user is signing in to, named once the password (or Google) proved who they are, so that the code steps show its brand.',
      required: ['slug', 'name'],
      properties: { slug: { type: 'string', description: 'The office’s address.' }, name: { type: 'string', description: 'The office’s name.' } },
    },
    // Signed in
    csrfToken: { type: 'string' },
    accessToken: { type: 'string', description: 'A short-lived signed token for Bearer calls.' },
    idToken: { type: 'string', description: 'A short-lived signed token with the user, the tenant and isSuperAdmin.' },
    tokenExpiresIn: { type: 'integer', description: 'Seconds the access and id tokens live.' },
    expiresIn: { type: 'integer', description: 'Seconds of inactivity before the session ends.' },
    passwordChangeRequired: { type: 'boolean', description: 'The password expired under the office policy: change it before anything else.' },
    user: userSchema,
    tenant: tenantContextSchema,
    tenants: { type: 'array', items: membershipSchema },
    // verify-otp (spec 1 §7)
    isValid: { type: 'boolean' },
    userId: { type: 'string' },
    email: { type: 'string' },
  },
} as const;

/** The error answers a sign-in step may give. */
export const signInErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 423: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema } as const;

/** POST /api/auth/verify-otp (spec 1 §7: Email, OtpCode, optional Session). */
export const verifyOtpSchema = {
  summary: 'Give the one-time code of a pending sign-in',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      Email: { type: 'string', maxLength: 254 },
      OtpCode: { type: 'string', maxLength: 32 },
      Session: { type: 'string', maxLength: 128 },
      session: { type: 'string', maxLength: 128 },
    },
  },
  response: { 200: signInAnswerSchema, ...signInErrors },
} as const;

/** POST /api/auth/send-otp (spec 1 §7: destinationType, default email). */
export const sendOtpSchema = {
  summary: 'Send a new one-time code for a pending sign-in',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      destinationType: { enum: ['email'], default: 'email' },
      Email: { type: 'string', maxLength: 254 },
      Session: { type: 'string', maxLength: 128 },
      session: { type: 'string', maxLength: 128 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'message', 'messages', 'deliveryMedium', 'destination'],
      properties: { success: { const: true }, message: { type: 'string' }, messages, deliveryMedium: { const: 'EMAIL' }, destination: { type: 'string' } },
    },
    ...signInErrors,
  },
} as const;

/** POST /api/auth/refresh-token (spec 1 §7: Username; answers expiresIn). */
export const refreshTokenSchema = {
  summary: 'Extend the session and get fresh access and id tokens',
  tags: ['auth'],
  body: { type: 'object', additionalProperties: false, properties: { Username: { type: 'string', maxLength: 254 } } },
  response: {
    200: {
      type: 'object',
      required: ['success', 'message', 'messages', 'expiresIn', 'accessToken', 'idToken', 'tokenExpiresIn'],
      properties: { success: { const: true }, message: { type: 'string' }, messages, expiresIn: { type: 'integer' }, accessToken: { type: 'string' }, idToken: { type: 'string' }, tokenExpiresIn: { type: 'integer' } },
    },
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
  },
} as const;
