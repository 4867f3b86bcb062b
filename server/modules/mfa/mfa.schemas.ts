import { errorResponseSchema, messagesSchema as messages, successResponseSchema } from '../../http/response-schemas';
import { signInAnswerSchema, signInErrors } from '../auth/sign-in/sign-in.schemas';


// The code's format (exactly 6 digits, spec 1 §5) is checked by the handler, which answers MFA_CODE_FORMAT_INVALID.
const code = { type: 'string', maxLength: 32, description: 'The 6-digit code the authenticator app shows now.' } as const;
const username = { type: 'string', maxLength: 254, description: 'The account’s e-mail address; when given, it must be the pending sign-in’s.' } as const;
const session = (description: string) => ({ type: 'string', maxLength: 128, description }) as const;

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 423: errorResponseSchema, 429: errorResponseSchema } as const;

/** The body of POST /api/users/auth/mfa/setup. */
export interface SetupBody {
  username?: string;
  session?: string;
}

/** The body of POST /api/users/auth/mfa/confirm. */
export interface ConfirmBody {
  username?: string;
  session?: string;
  code?: string;
}

/** The body of POST /api/users/auth/mfa/verify. */
export interface VerifyBody {
  username?: string;
  session?: string;
  code?: string;
  password?: string;
}

/** The body of POST /api/users/auth/mfa/disable and DELETE /api/users/auth/mfa. */
export interface DisableBody {
  password: string;
  code: string;
}

/** POST /api/users/auth/mfa/setup (spec 1 §7: username; returns session). */
export const setupSchema = {
  summary: 'Start setting up an authenticator',
  description:
    'With the session of a sign-in waiting for set-up (mfaSetupRequired), or signed in without one: answers a new shared secret, ' +
    'as text, as an otpauth:// URI and as a QR code, and the session to confirm it with. Signed in with an authenticator already: 409 MFA_ALREADY_ENABLED.',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { username, session: session('The pending sign-in (mfaSetupRequired); absent when signed in.') },
  },
  response: {
    200: {
      type: 'object',
      required: ['success', 'message', 'messages', 'session', 'sessionExpiresIn', 'secret', 'otpauthUri', 'qrCode'],
      properties: {
        success: { const: true },
        message: { type: 'string' },
        messages,
        session: { type: 'string', description: 'The set-up to confirm, to send with the code; short-lived.' },
        sessionExpiresIn: { type: 'integer', description: 'Seconds the set-up waits for its confirmation.' },
        secret: { type: 'string', description: 'The shared secret in base32, for typing into the app by hand.' },
        otpauthUri: { type: 'string', description: 'otpauth://totp/Lishka:<e-mail>?secret=…&issuer=Lishka: what the QR code holds.' },
        qrCode: { type: 'string', description: 'The otpauth URI as a QR code: a data:image/png;base64 URL.' },
      },
    },
    ...errors,
  },
} as const;

/** POST /api/users/auth/mfa/confirm (spec 1 §7: username, session, code). */
export const confirmSchema = {
  summary: 'Confirm an authenticator with its first code, turning multi-factor on',
  description:
    'During sign-in, answers as a completed sign-in (cookies, tokens, user, tenant); signed in, answers mfaEnabled. ' +
    'A wrong code spends one of 5 tries (400 MFA_CODE_INVALID, then 429 MFA_TOO_MANY_ATTEMPTS).',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { username, session: session('The set-up session that setup answered.'), code },
  },
  response: {
    200: {
      ...signInAnswerSchema,
      properties: { ...signInAnswerSchema.properties, mfaEnabled: { const: true, description: 'Present when a signed-in user turned multi-factor on.' } },
    },
    ...signInErrors,
    409: errorResponseSchema,
  },
} as const;

/** POST /api/users/auth/mfa/verify (spec 1 §7: username, code, password, session). */
export const verifySchema = {
  summary: 'Give the authenticator code of a pending sign-in (mfaRequired)',
  description:
    'Each code is accepted once. A wrong code spends one of 5 tries and counts towards the account lock (400 MFA_CODE_INVALID, 429 MFA_TOO_MANY_ATTEMPTS, 423 ACCOUNT_LOCKED).',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      username,
      session: session('The pending sign-in that login answered with mfaRequired.'),
      code,
      password: { type: 'string', maxLength: 1024, description: 'Accepted for the clients that send it; the password was checked at login and is not checked again.' },
    },
  },
  response: { 200: signInAnswerSchema, ...signInErrors },
} as const;

/** POST /api/users/auth/mfa/disable and DELETE /api/users/auth/mfa. */
export const disableSchema = {
  summary: 'Turn multi-factor off',
  description:
    'Needs the password and a current code; a wrong one counts towards the account lock. Refused (409 MFA_REQUIRED_BY_OFFICE) while an office of the user requires multi-factor.',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['password', 'code'],
    properties: { password: { type: 'string', maxLength: 1024, description: 'The account’s password.' }, code },
  },
  response: {
    200: { type: 'object', required: ['success', 'message', 'messages', 'mfaEnabled'], properties: { success: { const: true }, message: { type: 'string' }, messages, mfaEnabled: { const: false } } },
    ...errors,
  },
} as const;

/** GET /api/users/auth/mfa. */
export const statusSchema = {
  summary: 'Whether your multi-factor is on, and whether your office requires it',
  tags: ['auth'],
  response: {
    200: successResponseSchema({
      type: 'object',
      required: ['enabled', 'required', 'enabledAt'],
      properties: {
        enabled: { type: 'boolean', description: 'Whether an authenticator code is asked at sign-in.' },
        required: { type: 'boolean', description: 'Whether an office of the user requires multi-factor (then it cannot be turned off).' },
        enabledAt: { type: ['string', 'null'], format: 'date-time', description: 'When it was turned on.' },
      },
    }),
    401: errorResponseSchema,
  },
} as const;
