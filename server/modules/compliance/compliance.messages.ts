import type { Messages } from '../../i18n/messages';
import { fieldError, httpError, type HttpError } from '../../plugins/errors';

/** Texts of the compliance calls; the codes are local to this module. */
export const COMPLIANCE_TEXTS = {
  COMPLIANCE_FORBIDDEN: {
    he: 'אין לך הרשאה לצפות במצב הציות של המשרד',
    en: 'You may not view the office’s compliance status',
    es: 'No tiene permiso para ver el estado de cumplimiento de la oficina',
  },
  INVALID_COMPLIANCE_PERIOD: { he: 'התקופה אינה תקינה', en: 'The period is invalid', es: 'El período no es válido' },
  PERIOD_END_BEFORE_START: { he: 'סוף התקופה חייב לבוא אחרי תחילתה', en: 'The period must end after it starts', es: 'El período debe terminar después de empezar' },
} as const satisfies Record<string, Messages>;

/** Why a check does not apply to this office, in every language. */
export const NOT_APPLICABLE_TEXTS = {
  noPasswordExpiry: {
    he: 'מדיניות הסיסמאות של המשרד אינה קובעת תוקף לסיסמה',
    en: 'The office’s password policy sets no password age limit',
    es: 'La política de contraseñas de la oficina no fija una antigüedad máxima',
  },
  mfaNotRequired: {
    he: 'מדיניות האבטחה של המשרד אינה מחייבת אימות דו-שלבי',
    en: 'The office’s security policy does not require multi-factor sign-in',
    es: 'La política de seguridad de la oficina no exige la verificación en dos pasos',
  },
  noDocumentExpiry: {
    he: 'ל{{documents}} אין תאריך תפוגה שנשמר במערכת, ולכן אין מהם שפג תוקפו',
    en: '{{Documents}} carry no expiry date in the system, so none can be past it',
    es: '{{Documents}} no tienen fecha de caducidad en el sistema, así que ninguno puede haberla pasado',
  },
  noConsentField: {
    he: 'אף טופס קליטה של המשרד אינו מחייב הסכמה',
    en: 'None of the office’s intake forms requires a consent',
    es: 'Ningún formulario de alta de la oficina exige un consentimiento',
  },
} as const satisfies Record<string, Messages>;

/** 403 for a member whose roles do not grant compliance.view. */
export function complianceForbidden(): HttpError {
  return httpError(403, 'COMPLIANCE_FORBIDDEN', { messages: COMPLIANCE_TEXTS.COMPLIANCE_FORBIDDEN });
}

/** 400 for a period whose end is not after its start, naming the field. */
export function periodEndBeforeStart(): HttpError {
  return httpError(400, 'INVALID_COMPLIANCE_PERIOD', { messages: COMPLIANCE_TEXTS.INVALID_COMPLIANCE_PERIOD, errors: [fieldError('to', COMPLIANCE_TEXTS.PERIOD_END_BEFORE_START)] });
}
