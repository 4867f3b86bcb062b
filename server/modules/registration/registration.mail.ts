import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';

/** What the confirmation mail says: the name to greet, the office, and the link. */
export interface ConfirmationMailFacts {
  to: string;
  /** Empty when not known (a resent link). */
  firstName: string;
  officeName: string;
  link: string;
  tenantId?: string;
  hoursValid: number;
}

/** The confirmation mail (template welcome_email), in Hebrew, English and Spanish. */
export function confirmationMail(facts: ConfirmationMailFacts): OutgoingMail {
  const { firstName, officeName, link, hoursValid } = facts;
  const he = [firstName ? `שלום ${firstName},` : 'שלום,', '', `המשרד "${officeName}" נוצר ב־Lishka.`, 'כדי להשלים את ההרשמה, אשרו את כתובת הדואר האלקטרוני בקישור הבא:', { link }, '', `הקישור בתוקף ${hoursValid} שעות ולשימוש אחד.`];
  const en = [firstName ? `Hello ${firstName},` : 'Hello,', '', `The office "${officeName}" was created in Lishka.`, 'To finish registering, confirm your email address with this link:', { link }, '', `The link is valid for ${hoursValid} hours and works once.`];
  const es = [firstName ? `Hola, ${firstName}:` : 'Hola:', '', `Se creó la oficina "${officeName}" en Lishka.`, 'Para terminar el registro, confirme su dirección de correo electrónico con este enlace:', { link }, '', `El enlace es válido durante ${hoursValid} horas y solo funciona una vez.`];
  return renderMail({ template: 'welcome_email', subject: 'אישור כתובת הדואר האלקטרוני / Confirm your email address / Confirme su dirección de correo electrónico', body: { he, en, es } }, facts);
}

/** What the mail to an address that already has an account says: where to sign in, and where to reset the password. */
export interface AttemptMailFacts {
  to: string;
  publicUrl: string;
  tenantId?: string;
}

/**
 * The mail (template registration_attempt) that tells an account's owner someone tried to register with their address:
 * registration answers as for a new address, so only the owner learns the account exists. It repeats nothing the
 * registrant typed, so nobody can put their words in a mail to someone else's address.
 */
export function registrationAttemptMail(facts: AttemptMailFacts): OutgoingMail {
  const login = `${facts.publicUrl}/login`;
  const forgot = `${facts.publicUrl}/forgot-password`;
  const he = ['שלום,', '', 'מישהו ניסה לפתוח משרד חדש ב־Lishka עם כתובת הדואר האלקטרוני הזו, אבל כבר קיים לה חשבון; לא נוצר דבר.', 'אם זה היית את או אתה, אפשר להתחבר כאן:', { link: login }, 'ואם שכחת את הסיסמה, אפשר לאפס אותה כאן:', { link: forgot }, '', 'אם לא ניסית להירשם, אין צורך לעשות דבר.'];
  const en = ['Hello,', '', 'Someone tried to open a new office in Lishka with this email address, which already has an account; nothing was created.', 'If it was you, sign in here:', { link: login }, 'and if you forgot your password, reset it here:', { link: forgot }, '', 'If you did not try to register, there is nothing to do.'];
  const es = ['Hola:', '', 'Alguien intentó abrir una oficina nueva en Lishka con esta dirección de correo electrónico, que ya tiene una cuenta; no se creó nada.', 'Si fue usted, inicie sesión aquí:', { link: login }, 'y si olvidó su contraseña, restablézcala aquí:', { link: forgot }, '', 'Si no intentó registrarse, no tiene que hacer nada.'];
  return renderMail({ template: 'registration_attempt', subject: 'ניסיון הרשמה עם הכתובת שלך / Someone tried to register with your address / Alguien intentó registrarse con su dirección', body: { he, en, es } }, facts);
}
