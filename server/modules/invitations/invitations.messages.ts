import type { Messages } from '../../i18n/messages';
import { messageBody } from '../../i18n/messages';

/** Texts of invitations that the shared catalogue does not hold; the codes are local to this module. */
export const INVITATION_TEXTS = {
  INVITATION_SENT: { he: 'ההזמנה נשלחה', en: 'Invitation sent', es: 'Invitación enviada' },
  INVITATION_RESENT: { he: 'נשלח קישור הזמנה חדש; הקישור הקודם אינו פעיל עוד', en: 'A new invitation link was sent; the previous link no longer works', es: 'Se envió un nuevo enlace de invitación; el anterior ya no funciona' },
  INVITATION_REVOKED_OK: { he: 'ההזמנה בוטלה', en: 'Invitation revoked', es: 'Invitación revocada' },
  INVITATION_ACCEPTED_OK: { he: 'הצטרפת למשרד', en: 'You joined the office', es: 'Se ha unido a la oficina' },
  INVITATION_REGISTERED: { he: 'החשבון נוצר והצטרפת למשרד; אפשר להתחבר', en: 'Account created and you joined the office; you can sign in', es: 'Cuenta creada y se ha unido a la oficina; ya puede iniciar sesión' },
  ALREADY_MEMBER: { he: 'בעל/ת הכתובת הזו כבר חבר/ה במשרד', en: 'The owner of this address is already a member of this office', es: 'El titular de esta dirección ya es miembro de esta oficina' },
  YOU_ARE_ALREADY_MEMBER: { he: 'כבר הצטרפת למשרד הזה', en: 'You are already a member of this office', es: 'Ya es miembro de esta oficina' },
  INVITATION_PENDING: {
    he: 'כבר נשלחה לכתובת הזו הזמנה שטרם נענתה; אפשר לשלוח אותה שוב מרשימת ההזמנות',
    en: 'An invitation to this address is already pending; you can resend it from the list of invitations',
    es: 'Ya hay una invitación pendiente para esta dirección; puede reenviarla desde la lista de invitaciones',
  },
  INVALID_PROFESSIONAL_ROLE: { he: 'התפקיד המקצועי אינו מוגדר לסוג המשרד הזה', en: 'This office type does not define that role in the office', es: 'Este tipo de oficina no define ese rol en la oficina' },
  INVITATION_NOT_FOUND: { he: 'קישור ההזמנה אינו תקין', en: 'The invitation link is not valid', es: 'El enlace de invitación no es válido' },
  INVITATION_USED: { he: 'בקישור ההזמנה הזה כבר השתמשו; אפשר להתחבר', en: 'This invitation link has already been used; you can sign in', es: 'Este enlace de invitación ya se utilizó; puede iniciar sesión' },
  INVITATION_REVOKED: { he: 'ההזמנה בוטלה על ידי המשרד', en: 'This invitation was revoked by the office', es: 'La oficina revocó esta invitación' },
  INVITATION_EXPIRED: { he: 'פג תוקף ההזמנה; בקשו ממנהל המשרד לשלוח אותה שוב', en: 'This invitation has expired; ask the office admin to send it again', es: 'Esta invitación ha caducado; pida al administrador de la oficina que la envíe de nuevo' },
  INVITATION_EMAIL_MISMATCH: {
    he: 'ההזמנה נשלחה לכתובת דואר אלקטרוני אחרת; יש להשתמש בכתובת שאליה נשלחה',
    en: 'This invitation was sent to another email address; use the address it was sent to',
    es: 'Esta invitación se envió a otra dirección de correo electrónico; use la dirección a la que se envió',
  },
  INVITATION_ACCOUNT_EXISTS: {
    he: 'כבר קיים חשבון עם כתובת הדואר האלקטרוני הזו; התחברו ופתחו את קישור ההזמנה כדי להצטרף',
    en: 'An account with this email address already exists; sign in and open the invitation link to join',
    es: 'Ya existe una cuenta con esta dirección de correo electrónico; inicie sesión y abra el enlace de invitación para unirse',
  },
  INVITATION_NOT_PENDING: { he: 'אפשר לשלוח שוב רק הזמנה שטרם התקבלה ולא בוטלה', en: 'Only an invitation that was neither accepted nor revoked can be sent again', es: 'Solo se puede reenviar una invitación que no se haya aceptado ni revocado' },
  INVITATION_ALREADY_ACCEPTED: { he: 'ההזמנה כבר התקבלה ואי אפשר לבטל אותה', en: 'The invitation was already accepted and cannot be revoked', es: 'La invitación ya se aceptó y no se puede revocar' },
  INVITATION_UNKNOWN: { he: 'ההזמנה לא נמצאה', en: 'Invitation not found', es: 'Invitación no encontrada' },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type InvitationTextCode = keyof typeof INVITATION_TEXTS;

/** A success body with a local text (`message` is the English). */
export function invitationSuccess(code: InvitationTextCode) {
  return messageBody(INVITATION_TEXTS[code]);
}
