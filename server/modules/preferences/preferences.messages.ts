import type { Messages } from '../../i18n/messages';

/** Texts of the preferences calls that the shared catalogue does not hold. */
export const PREFERENCES_TEXTS = {
  PREFERENCES_UPDATED: { he: 'ההעדפות נשמרו', en: 'Preferences saved', es: 'Preferencias guardadas' },
} as const satisfies Record<string, Messages>;
