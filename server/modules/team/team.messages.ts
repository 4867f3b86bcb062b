import { messageBody, type Messages } from '../../i18n/messages';
import { fieldError, HttpError } from '../../plugins/errors';

/** A text in every language the server speaks. */
export type TeamText = Messages;

/** Texts of the team calls that the shared catalogue does not hold; the codes are local to this module. */
export const TEAM_TEXTS = {
  TEAM_ROLE_CHANGED: { he: 'התפקיד עודכן', en: 'Role updated', es: 'Rol actualizado' },
  TEAM_MEMBER_DEACTIVATED: {
    he: 'החבר/ה הושבת/ה, וכל ההתחברויות שלו/ה למשרד הסתיימו',
    en: 'Member deactivated; all their sessions in this office ended',
    es: 'Miembro desactivado; todas sus sesiones en esta oficina se cerraron',
  },
  TEAM_MEMBER_REACTIVATED: { he: 'החבר/ה הופעל/ה מחדש', en: 'Member reactivated', es: 'Miembro reactivado' },
  LAST_ADMIN: {
    he: 'למשרד חייב להישאר לפחות מנהל/ת פעיל/ה אחד/ת; מנו חבר/ה נוסף/ת למנהל/ת ונסו שוב',
    en: 'The office must keep at least one active admin; make another member an admin first, then try again',
    es: 'La oficina debe conservar al menos un administrador activo; primero nombre administrador a otro miembro y vuelva a intentarlo',
  },
  MEMBER_NOT_FOUND: { he: 'המשתמש/ת אינו/ה חבר/ה במשרד הזה', en: 'This user is not a member of this office', es: 'Este usuario no es miembro de esta oficina' },
  INVALID_PROFESSIONAL_ROLE: {
    he: 'התפקיד המקצועי אינו מוגדר לסוג המשרד הזה',
    en: 'This office type does not define that role in the office',
    es: 'Este tipo de oficina no define ese rol en la oficina',
  },
} as const satisfies Record<string, TeamText>;

/** A code of this module's texts. */
export type TeamTextCode = keyof typeof TEAM_TEXTS;

/** An error with one of this module's texts, and the same text as the field error of `field` when given. */
export function teamError(status: number, code: TeamTextCode, field?: string): HttpError {
  const messages = { ...TEAM_TEXTS[code] };
  return new HttpError(status, code, messages, field ? [fieldError(field, messages)] : undefined);
}

/** A success body with a local text (`message` is the English). */
export function teamSuccess(code: TeamTextCode) {
  return messageBody(TEAM_TEXTS[code]);
}
