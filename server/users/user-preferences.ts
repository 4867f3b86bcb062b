import schemaFile from '../../schemas/user-preferences.schema.json';
import type { UserPreferences as PreferencesChange } from '../../engine/generated/config-types';

/** A language of the interface (spec 1 §3): Spanish only where the office type offers it. */
export type Language = 'he' | 'en' | 'es';

/** A change of preferences, the body of PUT /api/users/preferences: any subset (generated from the schema file). */
export type { PreferencesChange };

/** A user's preferences (schemas/user-preferences.schema.json), every one with a value. */
export type UserPreferences = Required<PreferencesChange>;

/** The names of the preferences, in the schema's order. */
export const PREFERENCE_NAMES = Object.keys(schemaFile.properties) as (keyof UserPreferences)[];

type PropertySchema = { enum: readonly unknown[]; default: unknown };
const properties = schemaFile.properties as unknown as Record<keyof UserPreferences, PropertySchema>;

/** What a preference that was never set reads as: the schema's defaults. */
export const DEFAULT_PREFERENCES = Object.fromEntries(PREFERENCE_NAMES.map((name) => [name, properties[name].default])) as unknown as UserPreferences;

/**
 * The body schema of PUT /api/users/preferences: the schema file itself, without its id (a route schema is
 * compiled on its own) and without its defaults (a partial update must not fill in what it did not send).
 */
export const PREFERENCES_BODY_SCHEMA = {
  type: 'object',
  description: schemaFile.description,
  additionalProperties: false,
  properties: Object.fromEntries(PREFERENCE_NAMES.map((name) => {
    const { default: _default, ...rest } = schemaFile.properties[name];
    return [name, rest];
  })),
} as const;

/** Whether a stored value is one of a preference's choices (stored JSON may predate a change of the schema). */
function isChoice(name: keyof UserPreferences, value: unknown): boolean {
  return properties[name].enum.includes(value);
}

/** The preferences as they apply: the stored ones that are still valid choices, the defaults for the rest; the language comes from the profile. */
export function effectivePreferences(stored: Record<string, unknown>, language: Language): UserPreferences {
  const valid = Object.fromEntries(PREFERENCE_NAMES.filter((name) => isChoice(name, stored[name])).map((name) => [name, stored[name]]));
  return { ...DEFAULT_PREFERENCES, ...valid, language } as UserPreferences;
}

/** The idle timeout each choice of sessionTimeout stands for, in minutes; never leaves the office's. */
export const SESSION_TIMEOUT_MINUTES: Record<UserPreferences['sessionTimeout'], number | null> = { '15m': 15, '30m': 30, '1h': 60, '4h': 240, never: null };
