import type { UserPreferences } from '../../../api/preference-answers';

/** A preference the forms offer as a choice among fixed values (the language's choices depend on the office). */
export type ChoicePreference = Exclude<keyof UserPreferences, 'language'>;

/** The values of each fixed-choice preference, in the schema's order (schemas/user-preferences.schema.json). */
export const PREFERENCE_CHOICES: { readonly [name in ChoicePreference]: readonly UserPreferences[name][] } = {
  themeMode: ['light', 'dark', 'system'],
  updateChannel: ['stable', 'beta', 'alpha'],
  backupFrequency: ['daily', 'weekly', 'monthly'],
  sessionTimeout: ['15m', '30m', '1h', '4h', 'never'],
  dashboardAutoRefresh: [0, 1, 5, 15, 30],
};
