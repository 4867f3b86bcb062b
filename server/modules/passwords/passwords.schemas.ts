import { errorResponseSchema, messageResponseSchema } from '../../http/response-schemas';



const email = { type: 'string', minLength: 3, maxLength: 254, format: 'email' } as const;
const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
// A reset code is newSecretId()'s 256 bits in base64url (43 characters); a shorter one is simply not found.
const code = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** The body of POST /api/auth/forgot-password. */
export interface ForgotPasswordBody {
  Username?: string;
  email?: string;
}

/** The body of POST /api/auth/reset-password: each field in either casing (spec 1 §7 sends both). */
export interface ResetPasswordBody {
  Username?: string;
  Code?: string;
  NewPassword?: string;
  username?: string;
  code?: string;
  newPassword?: string;
}

/** The body of POST /api/users/auth/change-password. */
export interface ChangePasswordBody {
  PreviousPassword?: string;
  ProposedPassword: string;
}

/** POST /api/auth/forgot-password (spec 1 §7: Username and email, both the account's address; either will do). */
export const forgotPasswordSchema = {
  summary: 'Mail a password-reset link; answers the same whether or not the account exists',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    anyOf: [{ required: ['Username'] }, { required: ['email'] }],
    properties: {
      Username: { ...email, description: 'The e-mail address of the account.' },
      email: { ...email, description: 'The e-mail address of the account (the same as Username when both are sent).' },
    },
  },
  response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
} as const;

/** POST /api/auth/reset-password (spec 1 §7: Username, Code, NewPassword, plus their lower-case duplicates). */
export const resetPasswordSchema = {
  summary: 'Set a new password with the code of a reset link; every session of the account ends',
  tags: ['auth'],
  body: {
    type: 'object',
    additionalProperties: false,
    anyOf: [{ required: ['Username', 'Code', 'NewPassword'] }, { required: ['username', 'code', 'newPassword'] }],
    properties: {
      Username: { ...email, description: 'The e-mail address of the account the link was sent to.' },
      Code: { ...code, description: 'The token of the reset link.' },
      NewPassword: { ...password, description: 'The new password: the strictest policy of the offices the account belongs to.' },
      username: { ...email, description: 'Username, in lower case (the same value when both are sent).' },
      code: { ...code, description: 'Code, in lower case (the same value when both are sent).' },
      newPassword: { ...password, description: 'NewPassword, in lower case (the same value when both are sent).' },
    },
  },
  response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
} as const;

/** POST /api/users/auth/change-password (spec 1 §5, §7). */
export const changePasswordSchema = {
  summary: 'Change the password: the current one is checked; every other session of the account ends',
  tags: ['auth'],
  body: {
    type: 'object',
    required: ['ProposedPassword'],
    additionalProperties: false,
    properties: {
      // Not required here, so that its absence answers CURRENT_PASSWORD_REQUIRED (spec 1 §5).
      PreviousPassword: { type: 'string', maxLength: 1024, description: 'The current password.' },
      ProposedPassword: { ...password, description: 'The new password: the strictest policy of the offices the account belongs to.' },
    },
  },
  response: { 200: messageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 423: errorResponseSchema, 429: errorResponseSchema },
} as const;
