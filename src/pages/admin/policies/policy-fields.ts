import policies from '../../../../schemas/policies.schema.json';

/** The groups the policies panel shows its fields in. */
export const POLICY_GROUPS = ['password', 'session', 'uploads'] as const;
export type PolicyGroup = (typeof POLICY_GROUPS)[number];

/** The bounds a number may take, both ends included unless `isMinExclusive`. */
export interface PolicyBounds {
  min: number;
  max: number;
  isMinExclusive?: boolean;
}

/** One policy the admin can change: where it lives (the same path in the office configuration and in its overrides) and what it takes. */
export interface PolicyField {
  /** Its words under `policies.fields` in the admin namespace. */
  key: string;
  group: PolicyGroup;
  path: readonly string[];
  kind: 'integer' | 'number' | 'boolean' | 'file-types';
  bounds?: PolicyBounds;
  /** Whether the office type may have no value (left empty, the office type's value applies). */
  isOptional?: boolean;
}

// The bounds come from the schemas the server checks against, so the form never allows what the server refuses.
const { password, security, uploads } = policies.definitions;
const range = (property: { minimum: number; maximum: number }): PolicyBounds => ({ min: property.minimum, max: property.maximum });

/** The upload types' syntax (policies.schema.json: a dot and 1–8 lower-case letters or digits). */
export const FILE_TYPE_PATTERN = new RegExp(uploads.properties.allowedTypes.items.pattern);

/** Every policy of the panel, in the order shown (spec 3 §9: passwords, session time-out, MFA, uploads). */
export const POLICY_FIELDS: readonly PolicyField[] = [
  { key: 'minLength', group: 'password', path: ['security', 'password', 'minLength'], kind: 'integer', bounds: range(password.properties.minLength) },
  { key: 'requireUppercase', group: 'password', path: ['security', 'password', 'requireUppercase'], kind: 'boolean' },
  { key: 'requireLowercase', group: 'password', path: ['security', 'password', 'requireLowercase'], kind: 'boolean' },
  { key: 'requireDigit', group: 'password', path: ['security', 'password', 'requireDigit'], kind: 'boolean' },
  { key: 'requireSpecial', group: 'password', path: ['security', 'password', 'requireSpecial'], kind: 'boolean' },
  { key: 'expiryDays', group: 'password', path: ['security', 'password', 'expiryDays'], kind: 'integer', bounds: range(password.properties.expiryDays), isOptional: true },
  { key: 'preventReuse', group: 'password', path: ['security', 'password', 'preventReuse'], kind: 'integer', bounds: range(password.properties.preventReuse), isOptional: true },
  { key: 'sessionTimeoutMinutes', group: 'session', path: ['security', 'sessionTimeoutMinutes'], kind: 'integer', bounds: range(security.properties.sessionTimeoutMinutes) },
  { key: 'mfaRequired', group: 'session', path: ['security', 'mfaRequired'], kind: 'boolean' },
  {
    key: 'maxSizeMb',
    group: 'uploads',
    path: ['settings', 'uploads', 'maxSizeMb'],
    kind: 'number',
    bounds: { min: uploads.properties.maxSizeMb.exclusiveMinimum, max: uploads.properties.maxSizeMb.maximum, isMinExclusive: true },
  },
  { key: 'allowedTypes', group: 'uploads', path: ['settings', 'uploads', 'allowedTypes'], kind: 'file-types' },
];

/** Whether a number lies within a field's bounds. */
export function isWithin(bounds: PolicyBounds, value: number): boolean {
  return (bounds.isMinExclusive ? value > bounds.min : value >= bounds.min) && value <= bounds.max;
}
