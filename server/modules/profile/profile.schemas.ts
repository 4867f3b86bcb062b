import { changeResponseSchema, errorResponseSchema, successResponseSchema } from '../../http/response-schemas';

const optionalText = (maxLength: number, description: string) => ({ type: ['string', 'null'], maxLength, description }) as const;
const nullableString = (description: string) => ({ type: ['string', 'null'], description }) as const;

/** The profile as the calls answer it (spec 1 §3: the user and the profile form). */
export const profileSchema = {
  type: 'object',
  required: ['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'isMfaEnabled', 'phone', 'company', 'position', 'timezone', 'language', 'avatarUrl', 'bio', 'linkedIn', 'website', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The user id.' },
    email: { type: 'string', description: 'The e-mail address to sign in with; it cannot be changed.' },
    firstName: { type: 'string', description: 'First name.' },
    lastName: { type: 'string', description: 'Last name.' },
    role: { type: ['string', 'null'], enum: ['admin', 'manager', 'user', 'viewer', null], description: 'The role in the office the request acts in; null outside an office.' },
    isActive: { type: 'boolean', description: 'Whether the account may sign in.' },
    isMfaEnabled: { type: 'boolean', description: 'Whether an authenticator is required at sign-in.' },
    phone: nullableString('Phone number.'),
    company: nullableString('Company.'),
    position: nullableString('Position or job title.'),
    timezone: nullableString('IANA time zone (Asia/Jerusalem).'),
    language: { type: 'string', enum: ['he', 'en', 'es'], description: 'The interface language that applies: the chosen one, else the office’s default.' },
    avatarUrl: nullableString('Where to fetch the profile picture, when there is one.'),
    bio: nullableString('A few words about the user.'),
    linkedIn: nullableString('LinkedIn page address.'),
    website: nullableString('Personal or business website address.'),
    createdAt: { type: 'string', format: 'date-time', description: 'When the account was created.' },
    updatedAt: { type: 'string', format: 'date-time', description: 'When the account or profile last changed.' },
  },
} as const;

/** GET /api/users/profile. */
export const getProfileSchema = {
  summary: 'Your profile',
  tags: ['users'],
  response: {
    200: successResponseSchema(profileSchema),
    401: errorResponseSchema,
    404: errorResponseSchema,
  },
} as const;

/** PUT /api/users/profile: the fields it names change; null or an empty string clears an optional one. */
export const updateProfileSchema = {
  summary: 'Change your profile',
  description: 'Only the fields sent change. The e-mail address cannot change: a different one answers 400 EMAIL_CANNOT_CHANGE, the same one is accepted. Spanish only where your office type offers it.',
  tags: ['users'],
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      firstName: { type: 'string', minLength: 1, maxLength: 100, description: 'First name; not blank.' },
      lastName: { type: 'string', minLength: 1, maxLength: 100, description: 'Last name; not blank.' },
      email: { type: 'string', maxLength: 254, description: 'The account’s e-mail address, unchanged (it cannot be changed).' },
      phone: optionalText(32, 'Phone number: 7 to 15 digits, optionally starting with +, with spaces, dashes, dots or brackets.'),
      company: optionalText(200, 'Company.'),
      position: optionalText(200, 'Position or job title.'),
      timezone: optionalText(64, 'IANA time zone name, such as Asia/Jerusalem.'),
      language: { type: ['string', 'null'], enum: ['he', 'en', 'es', null], description: 'Interface language; Spanish only where the office type offers it; null for the office’s default.' },
      bio: optionalText(2000, 'A few words about you.'),
      linkedIn: optionalText(500, 'Your LinkedIn page (on linkedin.com); https:// is added when no scheme is given.'),
      website: optionalText(500, 'Your website (http or https); https:// is added when no scheme is given.'),
    },
  },
  response: {
    200: changeResponseSchema(profileSchema),
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
  },
} as const;
