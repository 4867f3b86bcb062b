import type { Messages } from '../../i18n/messages';
import { messageBody } from '../../i18n/messages';

/** Texts of registration that the shared catalogue does not hold (codes REGISTRATION_SUCCESS… are local to this module). */
export const REGISTRATION_TEXTS = {
  // The same words whether or not the address already had an account (issue 17, item 7): the mail tells which.
  REGISTRATION_SUCCESS: {
    he: 'בדקו את תיבת הדואר: שלחנו לכתובת הזו הודעה ובה הצעד הבא. חשבון חדש יש לאשר בקישור שבהודעה לפני ההתחברות',
    en: 'Check your email: we sent this address a message with the next step. A new account must be confirmed with its link before signing in',
    es: 'Revise su correo: enviamos a esta dirección un mensaje con el siguiente paso. Una cuenta nueva debe confirmarse con su enlace antes de iniciar sesión',
  },
  EMAIL_CONFIRMED: { he: 'כתובת הדואר האלקטרוני אושרה; אפשר להתחבר', en: 'Email address confirmed; you can sign in', es: 'Dirección de correo electrónico confirmada; ya puede iniciar sesión' },
  CONFIRMATION_SENT: {
    he: 'אם קיים חשבון שטרם אושר עם כתובת זו, נשלח אליו קישור אישור חדש',
    en: 'If an unconfirmed account exists with this address, a new confirmation link has been sent to it',
    es: 'Si existe una cuenta sin confirmar con esta dirección, se le ha enviado un nuevo enlace de confirmación',
  },
  CONFIRMATION_TOKEN_INVALID: {
    he: 'קישור האישור אינו תקין, כבר נוצל או שפג תוקפו; בקשו קישור חדש',
    en: 'The confirmation link is invalid, already used or expired; request a new one',
    es: 'El enlace de confirmación no es válido, ya se utilizó o ha caducado; solicite uno nuevo',
  },
  SLUG_TAKEN: { he: 'כתובת המשרד הזו כבר תפוסה; בחרו כתובת אחרת', en: 'This office address is already taken; choose another one', es: 'Esta dirección de oficina ya está en uso; elija otra' },
  SLUG_RESERVED: { he: 'כתובת המשרד הזו שמורה למערכת; בחרו כתובת אחרת', en: 'This office address is reserved; choose another one', es: 'Esta dirección de oficina está reservada; elija otra' },
  UNKNOWN_OFFICE_TYPE: { he: 'סוג המשרד אינו מוכר', en: 'Unknown office type', es: 'Tipo de oficina desconocido' },
} as const satisfies Record<string, Messages>;

/** A local text with `message` (English) beside it, as success bodies carry them. */
export function successBody(code: keyof typeof REGISTRATION_TEXTS) {
  return messageBody(REGISTRATION_TEXTS[code]);
}
