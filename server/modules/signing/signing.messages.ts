import type { SigningRefusalCode } from '../../../engine/signing/signing-refusals';
import type { Messages } from '../../i18n/messages';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** The texts of the signing workflows' calls (/api/pdf/signing), in Hebrew, English and Spanish. */
export const SIGNING_TEXTS = {
  SIGNING_CREATED: { he: 'בקשת החתימה נשמרה', en: 'The signing request was saved', es: 'Se guardó la solicitud de firma' },
  SIGNING_UPDATED: { he: 'בקשת החתימה עודכנה', en: 'The signing request was updated', es: 'Se actualizó la solicitud de firma' },
  SIGNING_DELETED: { he: 'הטיוטה נמחקה', en: 'The draft was deleted', es: 'Se eliminó el borrador' },
  SIGNING_SUBMITTED: { he: 'ה{{document}} נשלח', en: 'The {{document}} was sent', es: 'Se envió el {{document}}' },
  SIGNING_CANCELLED: { he: 'בקשת החתימה בוטלה; כל הקישורים הפסיקו לפעול', en: 'The signing request was cancelled; every link stopped working', es: 'Se canceló la solicitud de firma; todos los enlaces dejaron de funcionar' },
  SIGNING_RESENT: { he: 'נשלח קישור חדש; הקישור הקודם הפסיק לפעול', en: 'A new link was sent; the previous one stopped working', es: 'Se envió un enlace nuevo; el anterior dejó de funcionar' },
  SIGNING_REMINDED: { he: 'נשלחה תזכורת', en: 'A reminder was sent', es: 'Se envió un recordatorio' },
  SIGNING_NOT_FOUND: { he: 'בקשת החתימה לא נמצאה', en: 'Signing request not found', es: 'No se encontró la solicitud de firma' },
  SIGNING_PARTICIPANT_NOT_FOUND: { he: 'המשתתף/ת לא נמצא/ה בבקשת החתימה', en: 'This person is not part of the signing request', es: 'Esta persona no forma parte de la solicitud de firma' },
  SIGNING_NOT_DRAFT: {
    he: 'אפשר לשנות או למחוק רק טיוטה; בקשה שנשלחה אפשר לבטל',
    en: 'Only a draft can be changed or deleted; a sent request can be cancelled',
    es: 'Solo se puede cambiar o eliminar un borrador; una solicitud enviada se puede cancelar',
  },
  SIGNING_NOT_SEALED: { he: 'ה{{document}} עדיין לא נחתם במלואו', en: 'The {{document}} is not fully signed yet', es: 'El {{document}} aún no está firmado por completo' },
  SIGNING_FORBIDDEN: {
    he: 'רק מי ששלח/ה את הבקשה, מנהל/ת מערכת או מנהל/ת רשאים לשנות אותה',
    en: 'Only the sender, an admin or a manager may change this signing request',
    es: 'Solo quien la envió, un administrador o un gerente puede cambiar esta solicitud de firma',
  },
  SIGNING_INVALID: { he: 'פרטי בקשת החתימה אינם תקינים', en: 'The signing request is not valid', es: 'La solicitud de firma no es válida' },
  SIGNING_DOCUMENT_NOT_PDF: {
    he: 'אפשר לשלוח לחתימה רק {{document}} שהגרסה הנוכחית שלו היא קובץ PDF',
    en: 'Only a {{document}} whose current version is a PDF can be sent for signature',
    es: 'Solo se puede enviar a firmar un {{document}} cuya versión actual sea un PDF',
  },
  SIGNING_DOCUMENT_NOT_SIGNABLE: {
    he: 'אין לך הרשאה לשלוח {{document}} זה לחתימה: נדרשת הרשאת חתימה, עריכה או ניהול שלו',
    en: 'You may not send this {{document}} for signature: it takes the sign, edit or manage permission on it',
    es: 'No puede enviar este {{document}} a firmar: se necesita el permiso de firma, edición o gestión sobre él',
  },
  SIGNING_DOCUMENT_NOT_FOUND: { he: 'ה{{document}} לא נמצא', en: '{{Document}} not found', es: '{{Document}} no encontrado' },
  SIGNING_REFUSED: { he: 'לא ניתן לבצע פעולה זו בבקשת החתימה כעת', en: 'This cannot be done to the signing request now', es: 'Esto no se puede hacer con la solicitud de firma ahora' },
  // Field errors.
  SIGNING_EMAIL_TWICE: { he: 'כל כתובת דוא״ל יכולה להופיע פעם אחת בלבד', en: 'Each e-mail address may appear once', es: 'Cada dirección de correo puede aparecer una sola vez' },
  SIGNING_EMAIL_REQUIRED: { he: 'יש לכתוב כתובת דוא״ל למי שאינו/ה חבר/ה בצוות', en: 'Write an e-mail address for someone outside the office', es: 'Escriba una dirección de correo para alguien de fuera de la oficina' },
  SIGNING_NAME_REQUIRED: { he: 'יש לכתוב שם למי שאינו/ה חבר/ה בצוות', en: 'Write a name for someone outside the office', es: 'Escriba un nombre para alguien de fuera de la oficina' },
  SIGNING_KEY_TWICE: { he: 'לכל משתתף/ת צריך מפתח משלו', en: 'Each participant needs a key of their own', es: 'Cada participante necesita una clave propia' },
  SIGNING_NOT_MEMBER: { he: 'זה/זו אינו/ה חבר/ה פעיל/ה בצוות המשרד', en: 'This is not an active member of the office', es: 'No es un miembro activo de la oficina' },
  SIGNING_LANGUAGE: { he: 'המשרד אינו מציע שפה זו', en: 'The office does not offer this language', es: 'La oficina no ofrece este idioma' },
  SIGNING_PHONE: { he: 'מספר הטלפון אינו תקין', en: 'The phone number is not valid', es: 'El número de teléfono no es válido' },
  SIGNING_FIELD_PARTICIPANT: { he: 'אין משתתף/ת עם המפתח הזה', en: 'No participant has this key', es: 'Ningún participante tiene esta clave' },
  SIGNING_FIELD_NOT_ACTING: { he: 'צופה אינו/ה ממלא/ת שדות', en: 'An observer fills no fields', es: 'Un observador no rellena campos' },
  SIGNING_FIELD_SIGNER_ONLY: { he: 'חתימה וראשי תיבות מוקצים לחותמים בלבד', en: 'Signatures and initials are for signers only', es: 'Las firmas y las iniciales son solo para firmantes' },
  SIGNING_FIELD_PAGE: { he: 'אין עמוד כזה ב{{document}}', en: 'The {{document}} has no such page', es: 'El {{document}} no tiene esa página' },
  SIGNING_FIELD_OUTSIDE: { he: 'השדה חורג מגבולות העמוד', en: 'The field goes past the edge of the page', es: 'El campo sobrepasa el borde de la página' },
  SIGNING_NOBODY_ACTS: {
    he: 'כדי לשלוח צריך לפחות משתתף/ת אחד/ת שבודק/ת, מאשר/ת או חותם/ת',
    en: 'To send, at least one participant must review, approve or sign',
    es: 'Para enviar, al menos un participante debe revisar, aprobar o firmar',
  },
} as const satisfies Record<string, Messages>;

/** Why the statechart refused, one clear sentence each (engine/signing/signing-refusals.ts). */
export const SIGNING_REFUSAL_TEXTS: Record<SigningRefusalCode, Messages> = {
  WORKFLOW_CLOSED: {
    he: 'בקשת החתימה הסתיימה (הושלמה, נדחתה או בוטלה) ואי אפשר לפעול בה עוד',
    en: 'The signing request has ended (completed, rejected or cancelled); nothing more can be done in it',
    es: 'La solicitud de firma terminó (completada, rechazada o cancelada); ya no se puede hacer nada en ella',
  },
  WRONG_STATUS: { he: 'הפעולה אינה מתאימה למצב הנוכחי של בקשת החתימה', en: 'This action does not fit the signing request’s current status', es: 'Esta acción no corresponde al estado actual de la solicitud de firma' },
  NO_PARTICIPANTS: {
    he: 'אין בבקשה אף משתתף/ת שבודק/ת, מאשר/ת או חותם/ת',
    en: 'Nobody in the request reviews, approves or signs',
    es: 'Nadie en la solicitud revisa, aprueba o firma',
  },
  NOT_A_PARTICIPANT: { he: 'האדם הזה אינו משתתף בבקשת החתימה', en: 'This person does not take part in the signing request', es: 'Esta persona no participa en la solicitud de firma' },
  ROLE_CANNOT_ACT: { he: 'התפקיד של המשתתף/ת אינו כולל פעולה זו', en: 'This participant’s role does not include this action', es: 'El papel de este participante no incluye esta acción' },
  WRONG_PHASE: {
    he: 'עדיין לא הגיע השלב שבו המשתתף/ת פועל/ת (למשל, חתימה לפני שהבדיקה הסתיימה)',
    en: 'This participant’s stage has not come (for example, signing before the review ended)',
    es: 'Aún no llegó la etapa de este participante (por ejemplo, firmar antes de terminar la revisión)',
  },
  ALREADY_DONE: { he: 'המשתתף/ת כבר פעל/ה (חתם/ה, אישר/ה או סירב/ה)', en: 'This participant has already acted (signed, approved or declined)', es: 'Este participante ya actuó (firmó, aprobó o rechazó)' },
  PARTICIPANT_EXPIRED: {
    he: 'הקישור של המשתתף/ת פג; שלחו קישור חדש',
    en: 'This participant’s link has expired; send a new link',
    es: 'El enlace de este participante caducó; envíe un enlace nuevo',
  },
  OUT_OF_ORDER: {
    he: 'התור של המשתתף/ת עוד לא הגיע: מי שלפניו/ה בסדר עדיין לא סיים/ה',
    en: 'It is not this participant’s turn yet: someone before them in the order has not finished',
    es: 'Aún no es el turno de este participante: alguien anterior en el orden no ha terminado',
  },
  DECLINE_NOT_ALLOWED: { he: 'בבקשה זו אי אפשר לסרב לחתום', en: 'Declining is not allowed in this signing request', es: 'En esta solicitud de firma no se permite rechazar' },
};

/** A code of the signing texts. */
export type SigningTextCode = keyof typeof SIGNING_TEXTS;

/** An error of the signing calls, with its texts and, optionally, each field's problem. */
export function signingError(status: number, code: SigningTextCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: { ...SIGNING_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}) });
}

/**
 * 409 SIGNING_REFUSED: the statechart's reason as the message, and as the one entry of `errors`, whose field is the
 * reason's code (OUT_OF_ORDER…) so that a screen can tell reasons apart without reading the text.
 */
export function signingRefused(reason: SigningRefusalCode): HttpError {
  const messages = { ...SIGNING_REFUSAL_TEXTS[reason] };
  return httpError(409, 'SIGNING_REFUSED', { messages, errors: [fieldError(reason, messages)] });
}

/** A field's problem, at its path (participants.1.email). */
export function signingFieldError(field: string, code: SigningTextCode): FieldError {
  return fieldError(field, { ...SIGNING_TEXTS[code] });
}

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function signingChangedBody<Data>(code: SigningTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...SIGNING_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
