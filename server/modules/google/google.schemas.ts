import { errorResponseSchema, messagesSchema as messages } from '../../http/response-schemas';
import { signInAnswerSchema } from '../auth/sign-in/sign-in.schemas';

const slug = { type: 'string', pattern: '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$', maxLength: 63, description: 'The office to sign in to (its slug), among those the account belongs to.' } as const;

const returnTo = {
  type: 'string',
  maxLength: 512,
  pattern: "^/([A-Za-z0-9._~!$&'()*+,;=:@%-][A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$",
  description: 'A path of the web app to go to afterwards (same origin only).',
} as const;

const completeAt = {
  enum: ['server', 'client'],
  default: 'server',
  description: 'Where Google sends the browser back: the API callback, which redirects to the web app (server), or the web app’s /oauth/callback, which posts the answer to the API (client).',
} as const;

const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));

const startAnswer = {
  type: 'object',
  required: ['success', 'authorizationUrl', 'expiresIn'],
  properties: {
    success: { const: true },
    authorizationUrl: { type: 'string', description: 'The Google address to navigate to.' },
    expiresIn: { type: 'integer', description: 'Seconds the flow waits for Google to send the browser back.' },
  },
} as const;

/** What Google (or any OpenID provider) sends back to a redirect URI, as query parameters or as the body the web app posts. */
const answerProperties = {
  code: { type: 'string', minLength: 1, maxLength: 2048, description: 'The authorization code.' },
  state: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$', description: 'The flow’s state, as sent.' },
  iss: { type: 'string', maxLength: 512, description: 'The issuer (RFC 9207), when the provider sends it.' },
  scope: { type: 'string', maxLength: 1024 },
  authuser: { type: 'string', maxLength: 16 },
  prompt: { type: 'string', maxLength: 256 },
  hd: { type: 'string', maxLength: 253 },
  session_state: { type: 'string', maxLength: 512 },
} as const;

const callbackQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...answerProperties,
    error: { type: 'string', maxLength: 256, description: 'Why the provider refused (access_denied when the user cancelled).' },
    error_description: { type: 'string', maxLength: 1024 },
    error_uri: { type: 'string', maxLength: 1024 },
  },
} as const;

const callbackBody = { type: 'object', required: ['code', 'state'], additionalProperties: false, properties: answerProperties } as const;

const redirect = { 302: { description: 'To the web app, saying how it went in its query (and, for a pending sign-in, its fragment).', type: 'null' } } as const;

/** The Google link of a user, as the client shows it. */
export const linkViewSchema = {
  type: 'object',
  required: ['email', 'linkedAt'],
  properties: { email: { type: ['string', 'null'] }, linkedAt: { type: 'string', format: 'date-time' } },
} as const;

/** POST /api/auth/google/login. */
export const loginStartSchema = {
  summary: 'Start signing in with Google',
  description: 'Answers the Google address to navigate to. The flow is bound to this browser by an httpOnly cookie and lives 10 minutes.',
  tags: ['auth'],
  body: { type: 'object', additionalProperties: false, properties: { returnTo, tenant: slug, completeAt } },
  response: { 200: startAnswer, ...errors(400, 403, 404, 429, 502) },
} as const;

/** GET /api/auth/google/callback. */
export const loginCallbackSchema = {
  summary: 'Google sends the browser back here to finish signing in',
  description: 'Redirects to /auth/google/complete when signed in, to /verify-mfa (the pending sign-in in the fragment) when the authenticator is needed, or to /login?error=google&code=…&reason=… otherwise.',
  tags: ['auth'],
  querystring: callbackQuery,
  response: { ...redirect, ...errors(400, 429) },
} as const;

/** POST /api/auth/google/callback. */
export const loginCallbackPostSchema = {
  summary: 'Finish signing in with Google from the web app (completeAt client)',
  tags: ['auth'],
  body: callbackBody,
  response: {
    200: {
      ...signInAnswerSchema,
      properties: {
        ...signInAnswerSchema.properties,
        tokens: {
          type: 'object',
          required: ['expiresIn', 'accessToken', 'idToken'],
          description: 'The server’s own tokens (never Google’s), when signed in.',
          properties: { expiresIn: { type: 'integer', description: 'Seconds the tokens live.' }, accessToken: { type: 'string' }, idToken: { type: 'string' } },
        },
      },
    },
    ...errors(400, 401, 403, 404, 423, 429, 502),
  },
} as const;

/** POST /api/auth/google/eligibility. */
export const eligibilitySchema = {
  summary: 'Whether Google sign-in can be offered',
  description: 'canUseGoogleAuth says whether Google sign-in is configured, the same for every address. mfaEnabled is the caller’s own authenticator state when signed in and asking about their own address; false otherwise, so that the call says nothing about other accounts.',
  tags: ['auth'],
  body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' } } },
  response: {
    200: { type: 'object', required: ['success', 'canUseGoogleAuth', 'mfaEnabled'], properties: { success: { const: true }, canUseGoogleAuth: { type: 'boolean' }, mfaEnabled: { type: 'boolean' } } },
    ...errors(400, 403, 429),
  },
} as const;

/** POST /api/auth/google/link and /api/users/auth/google/link. */
export const linkStartSchema = {
  summary: 'Start linking a Google account to yours',
  tags: ['auth'],
  body: { type: 'object', additionalProperties: false, properties: { returnTo, completeAt } },
  response: { 200: startAnswer, ...errors(400, 401, 403, 404, 429, 502) },
} as const;

/** GET /api/auth/google/link/callback. */
export const linkCallbackSchema = {
  summary: 'Google sends the browser back here to finish linking',
  description: 'Redirects to the page the link started from (/profile by default) with google=linked, or google=link-failed&code=…&reason=….',
  tags: ['auth'],
  querystring: callbackQuery,
  response: { ...redirect, ...errors(400, 429) },
} as const;

const linkAnswer = {
  type: 'object',
  required: ['success', 'message', 'messages', 'isGoogleLinked'],
  properties: { success: { const: true }, message: { type: 'string' }, messages, isGoogleLinked: { type: 'boolean' }, google: linkViewSchema },
} as const;

/** POST /api/auth/google/link/callback. */
export const linkCallbackPostSchema = {
  summary: 'Finish linking a Google account from the web app (completeAt client)',
  tags: ['auth'],
  body: callbackBody,
  response: { 200: linkAnswer, ...errors(400, 401, 403, 404, 409, 429, 502) },
} as const;

/** POST /api/auth/google/unlink and DELETE /api/users/auth/google/unlink. */
export const unlinkSchema = {
  summary: 'Unlink your Google account',
  description: 'Refused (409) when Google is the only way to sign in to the account.',
  tags: ['auth'],
  response: { 200: linkAnswer, ...errors(401, 403, 404, 409, 429) },
} as const;

/** GET /api/auth/user/auth-providers. */
export const authProvidersSchema = {
  summary: 'The ways you can sign in',
  tags: ['auth'],
  response: {
    200: {
      type: 'object',
      required: ['success', 'providers', 'isGoogleLinked', 'canUseGoogleAuth'],
      properties: {
        success: { const: true },
        providers: { type: 'array', items: { enum: ['password', 'google'] } },
        isGoogleLinked: { type: 'boolean' },
        canUseGoogleAuth: { type: 'boolean', description: 'Whether Google sign-in is configured on this server.' },
        google: linkViewSchema,
      },
    },
    ...errors(401, 403),
  },
} as const;
