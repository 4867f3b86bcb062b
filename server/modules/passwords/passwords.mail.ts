import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';

/** What the reset mail says: where to, the link, how long it works. */
export interface ResetMailFacts {
  to: string;
  link: string;
  minutesValid: number;
  /** The office it is sent for, when the account belongs to one. */
  tenantId?: string;
}

/** The password-reset mail (template password_reset), in Hebrew, English and Spanish. */
export function resetMail(facts: ResetMailFacts): OutgoingMail {
  const { link, minutesValid } = facts;
  const he = [
    'שלום,',
    '',
    'התקבלה בקשה לאיפוס הסיסמה של החשבון שלך ב־Lishka.',
    'כדי לבחור סיסמה חדשה, פתחו את הקישור הבא:',
    { link },
    '',
    `הקישור בתוקף ${minutesValid} דקות ולשימוש אחד. איפוס הסיסמה ינתק את כל ההתחברויות הפעילות.`,
    'אם לא ביקשתם לאפס את הסיסמה, אפשר להתעלם מהודעה זו; הסיסמה לא תשתנה.',
  ];
  const en = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Lishka account.',
    'To choose a new password, open this link:',
    { link },
    '',
    `The link is valid for ${minutesValid} minutes and works once. Resetting the password signs out every open session.`,
    'If you did not ask for this, ignore this message; your password stays as it is.',
  ];
  const es = [
    'Hola:',
    '',
    'Alguien ha solicitado restablecer la contraseña de su cuenta de Lishka.',
    'Para elegir una contraseña nueva, abra este enlace:',
    { link },
    '',
    `El enlace es válido durante ${minutesValid} minutos y solo funciona una vez. Al restablecer la contraseña se cierran todas las sesiones abiertas.`,
    'Si no lo ha solicitado, ignore este mensaje; su contraseña no cambiará.',
  ];
  return renderMail({ template: 'password_reset', subject: 'איפוס סיסמה / Reset your password / Restablecer la contraseña', body: { he, en, es } }, facts);
}
