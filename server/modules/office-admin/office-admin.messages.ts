import type { Messages } from '../../i18n/messages';
import { httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** Texts of the office customisation calls (issue 8); the codes are local to this module. */
export const OFFICE_ADMIN_TEXTS = {
  INVALID_OVERRIDES: { he: 'ההגדרות אינן תקינות ולא נשמרו', en: 'The settings are not valid and were not saved', es: 'La configuración no es válida y no se guardó' },
  INVALID_VALUE: { he: 'הערך אינו תקין', en: 'The value is not valid', es: 'El valor no es válido' },
  BRANDING_NOT_ENABLED: { he: 'מיתוג מותאם אינו מופעל במשרד הזה', en: 'Custom branding is not enabled for this tenant', es: 'La imagen de marca personalizada no está activada en esta oficina' },
  CONTACT_EMAIL_INVALID: {
    he: 'כתובת הדוא"ל ליצירת קשר אינה תקינה (כתובת כמו office@example.com, עד 100 תווים)',
    en: 'The contact e-mail is not a valid address (an address like office@example.com, at most 100 characters)',
    es: 'El correo electrónico de contacto no es una dirección válida (una dirección como office@example.com, de 100 caracteres como máximo)',
  },
  CONTACT_PHONE_INVALID: {
    he: 'מספר הטלפון ליצירת קשר אינו תקין: 7–20 ספרות, רווחים, סוגריים, נקודות או מקפים, ואפשר + בתחילתו (למשל 03-5551234)',
    en: 'The contact phone is not valid: 7–20 digits, spaces, brackets, dots or hyphens, with an optional + at the start (e.g. 03-5551234)',
    es: 'El teléfono de contacto no es válido: de 7 a 20 dígitos, espacios, paréntesis, puntos o guiones, con un + opcional al principio (p. ej. 03-5551234)',
  },
  THEME_FEATURES_LOCKED: {
    he: 'אפשרויות המיתוג של המשרד נקבעות בתוכנית המשרד, לא בהגדרות שלו',
    en: "The office's branding options are set by its plan, not by its settings",
    es: "Las opciones de imagen de marca de la oficina las fija su plan, no su configuración",
  },
  STALE_VERSION: {
    he: 'ההגדרות השתנו בינתיים (גרסה חדשה נשמרה). טענו אותן מחדש ונסו שוב',
    en: 'The settings changed in the meantime (a newer version was saved). Reload them and try again',
    es: 'La configuración cambió mientras tanto (se guardó una versión más reciente). Vuelva a cargarla e inténtelo de nuevo',
  },
  VERSION_NOT_FOUND: { he: 'אין גרסה כזו של הגדרות המשרד', en: 'There is no such version of the office settings', es: 'No existe esa versión de la configuración de la oficina' },
  LOGO_UPLOADED: { he: 'הלוגו הועלה בהצלחה', en: 'Logo uploaded successfully', es: 'Logotipo subido correctamente' },
  LOGO_REMOVED: { he: 'הלוגו הוסר', en: 'The logo was removed', es: 'Se eliminó el logotipo' },
  LOGO_UPLOAD_FAILED: { he: 'העלאת הלוגו נכשלה', en: 'Failed to upload logo', es: 'No se pudo subir el logotipo' },
  LOGO_ONE_FILE: { he: 'יש לשלוח קובץ תמונה אחד בדיוק, בשדה logo', en: 'Send exactly one image file, in the field logo', es: 'Envíe exactamente un archivo de imagen, en el campo logo' },
  LOGO_NOT_FOUND: { he: 'אין לוגו כזה', en: 'There is no such logo', es: 'No existe ese logotipo' },
  OVERRIDES_SAVED: { he: 'הגדרות המשרד נשמרו', en: 'The office settings were saved', es: 'Se guardó la configuración de la oficina' },
  OVERRIDES_UNCHANGED: { he: 'לא היה מה לשמור: ההגדרות זהות', en: 'Nothing to save: the settings are the same', es: 'No hay nada que guardar: la configuración es la misma' },
  VERSION_RESTORED: { he: 'הגדרות המשרד הוחזרו לגרסה קודמת', en: 'The office settings were restored to an earlier version', es: 'Se restauró una versión anterior de la configuración de la oficina' },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type OfficeAdminCode = keyof typeof OFFICE_ADMIN_TEXTS;

/** This module's text for a code, as a fresh object. */
export const officeAdminText = (code: OfficeAdminCode): Messages => ({ ...OFFICE_ADMIN_TEXTS[code] });

/** An error of the office customisation calls, in every language, with each field's problem for bad input. */
export function officeAdminError(status: number, code: OfficeAdminCode, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: officeAdminText(code), ...(errors && errors.length > 0 ? { errors } : {}) });
}
