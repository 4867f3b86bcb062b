import type { Messages } from '../../i18n/messages';
import { httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** The texts of the stored forms' calls (/api/forms), in Hebrew, English and Spanish. */
export const FORM_TEXTS = {
  FORM_CREATED: { he: 'הטופס נשמר', en: 'The form was saved', es: 'Se guardó el formulario' },
  FORM_UPDATED: { he: 'גרסה חדשה של הטופס נשמרה', en: 'A new version of the form was saved', es: 'Se guardó una nueva versión del formulario' },
  FORM_DELETED: { he: 'הטופס נמחק', en: 'The form was deleted', es: 'Se eliminó el formulario' },
  FORM_IMPORTED: { he: 'הטופס יובא', en: 'The form was imported', es: 'Se importó el formulario' },
  FORM_USED_AS_INTAKE: {
    he: 'הטופס הוא עכשיו טופס הקליטה של המשרד (השינוי נשמר בהיסטוריית הגדרות המשרד)',
    en: 'The form is now the office’s intake form (the change is in the office settings’ history)',
    es: 'El formulario es ahora el formulario de admisión de la oficina (el cambio está en el historial de la configuración)',
  },
  FORM_INTAKE_RESTORED: {
    he: 'טופס הקליטה של המשרד חזר להיות זה של סוג המשרד',
    en: 'The office’s intake form is its office type’s again',
    es: 'El formulario de admisión de la oficina vuelve a ser el de su tipo de oficina',
  },
  FORM_USED_AS_MODULE: {
    he: 'הטופס הוא עכשיו הטופס של המודול (השינוי נשמר בהיסטוריית הגדרות המשרד)',
    en: 'The form is now the module’s form (the change is in the office settings’ history)',
    es: 'El formulario es ahora el formulario del módulo (el cambio está en el historial de la configuración)',
  },
  FORM_USES_RESTORED: {
    he: 'הטופס כבר לא בשימוש: הטפסים של סוג המשרד חזרו למקומם',
    en: 'The form is no longer in use: the office type’s forms are back',
    es: 'El formulario ya no está en uso: vuelven los formularios del tipo de oficina',
  },
  FORM_MODULE_UNKNOWN: { he: 'אין במשרד מודול כזה', en: 'The office has no such module', es: 'La oficina no tiene ese módulo' },
  FORM_MODULE_NO_RECORDS: {
    he: 'המודול אינו שומר רשומות משלו, ולכן אין לו טופס להחליף',
    en: 'The module keeps no records of its own, so it has no form to replace',
    es: 'El módulo no guarda registros propios, así que no tiene un formulario que reemplazar',
  },
  FORM_MODULE_INVALID: {
    he: 'הטופס אינו יכול לשמש כטופס של המודול',
    en: 'The form cannot be the module’s form',
    es: 'El formulario no puede ser el formulario del módulo',
  },
  FORM_NOT_FOUND: { he: 'הטופס לא נמצא', en: 'Form not found', es: 'No se encontró el formulario' },
  FORM_VERSION_NOT_FOUND: { he: 'אין גרסה כזו של הטופס', en: 'There is no such version of the form', es: 'No existe esa versión del formulario' },
  FORM_INVALID: { he: 'הטופס אינו תקין ולא נשמר', en: 'The form is not valid and was not saved', es: 'El formulario no es válido y no se guardó' },
  FORM_FIELD_INVALID: { he: 'ערך לא תקין', en: 'Invalid value', es: 'Valor no válido' },
  FORM_TEXT_MISSING: { he: 'חסר הטקסט בשפה שהמשרד מציע', en: 'The text is missing in a language the office offers', es: 'Falta el texto en un idioma que ofrece la oficina' },
  FORM_OPTIONS_MISSING: { he: 'לשדה בחירה צריך להגדיר אפשרויות', en: 'A choice field needs options', es: 'Un campo de selección necesita opciones' },
  FORM_VISIBLE_WHEN_FIELD: {
    he: 'תנאי התצוגה צריך להתייחס לשדה אחר שקיים בטופס',
    en: 'The visibility rule must name another field of this form',
    es: 'La regla de visibilidad debe nombrar otro campo de este formulario',
  },
  FORM_ID_TAKEN: {
    he: 'כבר יש במשרד טופס עם המזהה הזה; בחרו מזהה אחר',
    en: 'The office already has a form with this id; choose another',
    es: 'La oficina ya tiene un formulario con este identificador; elija otro',
  },
  FORM_STALE_VERSION: {
    he: 'מישהו שמר גרסה חדשה יותר של הטופס בינתיים. טענו אותו מחדש ונסו שוב',
    en: 'Someone saved a newer version of the form in the meantime. Reload it and try again',
    es: 'Alguien guardó una versión más reciente del formulario mientras tanto. Vuelva a cargarlo e inténtelo de nuevo',
  },
  FORM_IN_USE: {
    he: 'הטופס בשימוש (כטופס הקליטה של המשרד או כטופס של מודול) ולכן אי אפשר למחוק אותו; הפסיקו קודם את השימוש בו',
    en: 'The form is in use (as the office’s intake form or a module’s form), so it cannot be deleted; stop using it first',
    es: 'El formulario está en uso (como formulario de admisión o de un módulo), por lo que no se puede eliminar; deje de usarlo primero',
  },
  FORM_INTAKE_INVALID: {
    he: 'הטופס אינו יכול לשמש כטופס הקליטה של המשרד',
    en: 'The form cannot be the office’s intake form',
    es: 'El formulario no puede ser el formulario de admisión de la oficina',
  },
  FORM_IMPORT_INVALID: {
    he: 'הקובץ אינו טופס שיוצא מ-Lishka',
    en: 'The file is not a form exported from Lishka',
    es: 'El archivo no es un formulario exportado de Lishka',
  },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type FormTextCode = keyof typeof FORM_TEXTS;

/** This module's text for a code, as a fresh object. */
export const formText = (code: FormTextCode): Messages => ({ ...FORM_TEXTS[code] });

/** An error of the stored forms' calls, in every language, with each field's problem for bad input. */
export function formError(status: number, code: FormTextCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: formText(code), ...(errors.length > 0 ? { errors } : {}) });
}

/** The body of a successful change: its message in every language, and what it made or changed. */
export function formChangeBody<Data>(code: FormTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = formText(code);
  return { success: true, message: messages.en, messages, data };
}
