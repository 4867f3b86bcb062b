import type { Messages } from '../../i18n/messages';

/** Texts of the profile calls that the shared catalogue does not hold. */
export const PROFILE_TEXTS = {
  PROFILE_UPDATED: { he: 'הפרופיל עודכן', en: 'Profile updated', es: 'Perfil actualizado' },
} as const satisfies Record<string, Messages>;
