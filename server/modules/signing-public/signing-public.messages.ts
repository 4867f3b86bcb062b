import type { Messages } from '../../i18n/messages';
import { httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** The texts of the signer's public calls (/api/sign/*) and of /api/verify, in Hebrew, English and Spanish. */
export const SIGNING_PUBLIC_TEXTS = {
  SIGNING_LINK_UNKNOWN: {
    he: 'קישור החתימה אינו תקף, או שנשלח במקומו קישור חדש',
    en: 'This signing link is not valid, or a newer link replaced it',
    es: 'Este enlace de firma no es válido, o lo reemplazó un enlace más reciente',
  },
  SIGNING_LINK_EXPIRED: {
    he: 'תוקף הקישור פג. בקשו מהשולח/ת קישור חדש',
    en: 'This link has expired. Ask the sender for a new one',
    es: 'Este enlace ha caducado. Pida uno nuevo a quien lo envió',
  },
  SIGNING_CODE_REQUIRED: {
    he: 'יש להזין את הקוד החד־פעמי שנשלח בדואר האלקטרוני לפני פתיחת ה{{document}}',
    en: 'Enter the one-time code sent to your e-mail before the {{document}} opens',
    es: 'Introduzca el código de un solo uso enviado a su correo antes de abrir el {{document}}',
  },
  SIGNING_CODE_SENT: { he: 'קוד חד־פעמי נשלח לדואר האלקטרוני שלך', en: 'A one-time code was sent to your e-mail', es: 'Se envió un código de un solo uso a su correo' },
  SIGNING_CODE_NOT_NEEDED: { he: 'קישור זה אינו דורש קוד', en: 'This link needs no code', es: 'Este enlace no necesita código' },
  SIGNING_CODE_VERIFIED: { he: 'הקוד אומת', en: 'Code confirmed', es: 'Código confirmado' },
  SIGNING_CODE_WRONG: { he: 'הקוד שגוי', en: 'The code is wrong', es: 'El código es incorrecto' },
  SIGNING_CODE_EXPIRED: { he: 'תוקף הקוד פג. בקשו קוד חדש', en: 'The code has expired. Ask for a new one', es: 'El código ha caducado. Pida uno nuevo' },
  SIGNING_CODE_LOCKED: {
    he: 'הוזנו יותר מדי קודים שגויים. בקשו קוד חדש',
    en: 'Too many wrong codes were entered. Ask for a new code',
    es: 'Se introdujeron demasiados códigos incorrectos. Pida un código nuevo',
  },
  SIGNING_CODE_NONE: { he: 'עדיין לא נשלח קוד. בקשו קוד', en: 'No code was sent yet. Ask for a code', es: 'Aún no se envió ningún código. Pida un código' },
  SIGNING_SIGNED: { he: 'ה{{document}} נחתם. תודה!', en: 'The {{document}} is signed. Thank you!', es: 'El {{document}} está firmado. ¡Gracias!' },
  SIGNING_DECLINED: { he: 'סירובך לחתום נרשם', en: 'Your refusal to sign was recorded', es: 'Se registró su negativa a firmar' },
  SIGNING_APPROVED: { he: 'אישורך נרשם', en: 'Your approval was recorded', es: 'Se registró su aprobación' },
  SIGNING_REJECTED: { he: 'הדחייה נרשמה', en: 'Your rejection was recorded', es: 'Se registró su rechazo' },
  SIGNING_CHANGES_REQUESTED: { he: 'בקשת השינויים נשלחה', en: 'Your request for changes was sent', es: 'Se envió su solicitud de cambios' },
  SIGNING_FIELD_MISSING: { he: 'יש למלא שדה זה', en: 'Fill in this box', es: 'Complete esta casilla' },
  SIGNING_FIELD_NOT_YOURS: { he: 'שדה זה אינו שלך למילוי', en: 'This box is not yours to fill', es: 'Esta casilla no le corresponde' },
  SIGNING_FIELD_TWICE: { he: 'שדה זה נשלח פעמיים', en: 'This box was sent twice', es: 'Esta casilla se envió dos veces' },
  SIGNING_DATE_INVALID: { he: 'יש להזין תאריך תקין', en: 'Enter a valid date', es: 'Introduzca una fecha válida' },
  SIGNING_CHECKBOX_INVALID: { he: 'תיבת סימון מקבלת רק true או false', en: 'A checkbox takes only true or false', es: 'Una casilla de verificación solo acepta true o false' },
  SIGNING_SIGNATURE_INVALID: {
    he: 'יש לצייר, להקליד או להעלות חתימה (תמונת PNG או JPEG)',
    en: 'Draw, type or upload a signature (a PNG or JPEG image)',
    es: 'Dibuje, escriba o suba una firma (una imagen PNG o JPEG)',
  },
  SIGNING_SIGNATURE_TOO_LARGE: { he: 'תמונת החתימה גדולה מדי (עד 512KB)', en: 'The signature image is too large (512 KB at most)', es: 'La imagen de la firma es demasiado grande (512 KB como máximo)' },
  SIGNING_REASON_REQUIRED: { he: 'יש לכתוב סיבה', en: 'Write a reason', es: 'Escriba un motivo' },
  VERIFY_FILE_MISSING: { he: 'יש לשלוח קובץ PDF אחד בשדה file', en: 'Send one PDF file in the field file', es: 'Envíe un archivo PDF en el campo file' },
  VERIFY_NOT_PDF: { he: 'הקובץ אינו PDF', en: 'The file is not a PDF', es: 'El archivo no es un PDF' },
  VERIFY_TOO_LARGE: { he: 'הקובץ גדול מדי (עד 50MB)', en: 'The file is too large (50 MB at most)', es: 'El archivo es demasiado grande (50 MB como máximo)' },
  VERIFY_DONE: { he: 'הקובץ נבדק', en: 'The file was checked', es: 'Se comprobó el archivo' },
} as const satisfies Record<string, Messages>;

/** A code of the signer's public texts. */
export type SigningPublicCode = keyof typeof SIGNING_PUBLIC_TEXTS;

/** An error of the public signing calls, with its texts and, optionally, each field's problem. */
export function signingPublicError(status: number, code: SigningPublicCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: { ...SIGNING_PUBLIC_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}) });
}

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function signingPublicBody<Data>(code: SigningPublicCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...SIGNING_PUBLIC_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
