import type { Messages } from '../../i18n/messages';
import { httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** The texts of public form links (issue 25), for the office's admins and for the people who fill them, in Hebrew, English and Spanish. */
export const PUBLIC_FORM_TEXTS = {
  PUBLIC_FORM_PUBLISHED: {
    he: 'הטופס פורסם כקישור ציבורי. העתיקו את הקישור עכשיו: מטעמי אבטחה הוא לא יוצג שוב',
    en: 'The form is published as a public link. Copy the link now: for security it is not shown again',
    es: 'El formulario se publicó como enlace público. Copie el enlace ahora: por seguridad no se vuelve a mostrar',
  },
  PUBLIC_FORM_LINK_CHANGED: { he: 'הקישור הציבורי עודכן', en: 'The public link was updated', es: 'Se actualizó el enlace público' },
  PUBLIC_FORM_LINK_NONE: { he: 'לטופס אין קישור ציבורי', en: 'The form has no public link', es: 'El formulario no tiene enlace público' },
  PUBLIC_FORM_NEEDS_NAME: {
    he: 'כדי שכל פנייה תגיע כ{{lead}}, הטופס צריך שדה חובה של שם מלא, או שדות חובה של שם פרטי ושם משפחה, המקושרים לשדות ה{{client}}',
    en: 'For each submission to arrive as a {{lead}}, the form needs a required full-name field, or required first- and last-name fields, linked to the {{client}}’s fields',
    es: 'Para que cada envío llegue como {{lead}}, el formulario necesita un campo obligatorio de nombre completo, o de nombre y apellido, vinculados a los campos del {{client}}',
  },
  PUBLIC_FORM_NO_FILES: {
    he: 'טופס ציבורי אינו יכול לבקש קבצים: יש להסיר את שדות הקובץ, והמסמכים יגיעו דרך ספריית המסמכים של המשרד',
    en: 'A public form cannot ask for files: remove its file fields; documents come in through the office’s document library',
    es: 'Un formulario público no puede pedir archivos: quite sus campos de archivo; los documentos llegan por la biblioteca de documentos de la oficina',
  },
  PUBLIC_FORM_FILE_FIELD: { he: 'שדה קובץ אינו אפשרי בטופס ציבורי', en: 'A file field cannot be on a public form', es: 'Un campo de archivo no puede estar en un formulario público' },
  PUBLIC_FORM_CONSENT_TEXT: {
    he: 'חסר נוסח ההסכמה בשפה שהמשרד מציע',
    en: 'The consent text is missing in a language the office offers',
    es: 'Falta el texto del consentimiento en un idioma que ofrece la oficina',
  },
  PUBLIC_FORM_UNKNOWN: {
    he: 'הטופס אינו זמין. ייתכן שהקישור שגוי או שהטופס כבר לא פתוח',
    en: 'This form is not available. The link may be wrong, or the form is no longer open',
    es: 'Este formulario no está disponible. Puede que el enlace sea incorrecto o que ya no esté abierto',
  },
  PUBLIC_FORM_INVALID: { he: 'יש לתקן את השדות המסומנים', en: 'Please correct the marked fields', es: 'Corrija los campos marcados' },
  PUBLIC_FORM_NAME_PARTS: { he: 'יש לכתוב שם פרטי ושם משפחה', en: 'Please write a first and a last name', es: 'Escriba un nombre y un apellido' },
  PUBLIC_FORM_CONSENT_REQUIRED: { he: 'יש לאשר את ההסכמה כדי לשלוח', en: 'Please give your consent to send the form', es: 'Dé su consentimiento para enviar el formulario' },
  PUBLIC_FORM_RECEIVED: { he: 'תודה! הפנייה התקבלה ונחזור אליך בהקדם', en: 'Thank you! We received your details and will get back to you soon', es: '¡Gracias! Recibimos sus datos y le responderemos pronto' },
  PUBLIC_FORM_BUSY: {
    he: 'התקבלו יותר מדי פניות בטופס הזה בזמן קצר. נסו שוב מאוחר יותר',
    en: 'This form received too many submissions in a short time. Please try again later',
    es: 'Este formulario recibió demasiados envíos en poco tiempo. Inténtelo más tarde',
  },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type PublicFormTextCode = keyof typeof PUBLIC_FORM_TEXTS;

/** This module's text for a code, as a fresh object. */
export const publicFormText = (code: PublicFormTextCode): Messages => ({ ...PUBLIC_FORM_TEXTS[code] });

/** An error of public form links, in every language, with each field's problem for bad input. */
export function publicFormError(status: number, code: PublicFormTextCode, errors: FieldError[] = [], retryAfterSeconds?: number): HttpError {
  return httpError(status, code, { messages: publicFormText(code), ...(errors.length > 0 ? { errors } : {}), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
}

/** The body of a successful change or submission: its message in every language, and what it made or changed. */
export function publicFormBody<Data>(code: PublicFormTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = publicFormText(code);
  return { success: true, message: messages.en, messages, data };
}
