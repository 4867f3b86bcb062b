import { messageFor, type Messages, messageBody } from '../../i18n/messages';

/** Texts of the password calls that the shared catalogue does not hold (codes local to this module). */
export const PASSWORD_TEXTS = {
  PASSWORD_CHANGED: {
    he: 'הסיסמה הוחלפה בהצלחה; שאר ההתחברויות שלך נותקו',
    en: 'Password changed successfully; your other sessions were signed out',
    es: 'Contraseña cambiada correctamente; se cerraron sus otras sesiones',
  },
  CURRENT_PASSWORD_INCORRECT: { he: 'הסיסמה הנוכחית שגויה', en: 'The current password is incorrect', es: 'La contraseña actual es incorrecta' },
  DUPLICATE_FIELDS_DISAGREE: {
    he: 'אותו שדה נשלח פעמיים עם ערכים שונים',
    en: 'The same field was sent twice with different values',
    es: 'El mismo campo se envió dos veces con valores distintos',
  },
} as const satisfies Record<string, Messages>;

/** The refusal of a password that is one of the account's last `depth` passwords. */
export function reusedPasswordMessages(depth: number): Messages {
  return depth === 1
    ? { he: 'הסיסמה החדשה חייבת להיות שונה מהסיסמה הקודמת שלך', en: 'The new password must differ from your previous password', es: 'La nueva contraseña debe ser distinta de la anterior' }
    : { he: `אין להשתמש שוב באחת מ־${depth} הסיסמאות האחרונות שלך`, en: `The new password must not be one of your last ${depth} passwords`, es: `La nueva contraseña no puede ser ninguna de sus últimas ${depth} contraseñas` };
}

/** A success body: `message` (English) and `messages`, from this module's texts or the catalogue. */
export function successBody(code: keyof typeof PASSWORD_TEXTS | 'PASSWORD_RESET_SENT' | 'PASSWORD_RESET_SUCCESS') {
  return messageBody(code === 'PASSWORD_RESET_SENT' || code === 'PASSWORD_RESET_SUCCESS' ? messageFor(code) : PASSWORD_TEXTS[code]);
}
