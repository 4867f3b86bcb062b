import type { Messages } from '../../i18n/messages';
import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';
import type { InvitationsTable } from '../../db/schema';

/** What the invitation mail says: who invites, to which office, with which role, and the link. */
export interface InvitationMailFacts {
  to: string;
  inviterName: string;
  officeName: string;
  role: InvitationsTable['role'];
  link: string;
  tenantId: string;
  daysValid: number;
}

const ROLE_NAMES: Record<InvitationsTable['role'], Messages> = {
  admin: { he: 'מנהל/ת מערכת', en: 'administrator', es: 'administrador' },
  manager: { he: 'מנהל/ת', en: 'manager', es: 'gerente' },
  user: { he: 'משתמש/ת', en: 'user', es: 'usuario' },
  viewer: { he: 'צופה', en: 'viewer', es: 'solo lectura' },
};

/** The link of an invitation: the registration screen, which also lets an existing account accept. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/register?invitation=${encodeURIComponent(token)}`;
}

/** The invitation mail (template invitation), in Hebrew, English and Spanish. */
export function invitationMail(facts: InvitationMailFacts): OutgoingMail {
  const { inviterName, officeName, link, daysValid } = facts;
  const role = ROLE_NAMES[facts.role];
  const he = [
    'שלום,',
    '',
    `${inviterName} מזמין/ה אותך להצטרף למשרד "${officeName}" ב־Lishka, בתפקיד ${role.he}.`,
    'כדי להצטרף, פתחו את הקישור הבא ויצרו חשבון עם כתובת הדואר האלקטרוני הזו:',
    { link },
    '',
    'אם כבר יש לך חשבון Lishka עם כתובת זו, התחברו ופתחו את הקישור כדי לקבל את ההזמנה.',
    `הקישור בתוקף ${daysValid} ימים ולשימוש אחד.`,
  ];
  const en = [
    'Hello,',
    '',
    `${inviterName} invites you to join the office "${officeName}" in Lishka, as ${role.en}.`,
    'To join, open this link and create an account with this email address:',
    { link },
    '',
    'If you already have a Lishka account with this address, sign in and open the link to accept the invitation.',
    `The link is valid for ${daysValid} days and works once.`,
  ];
  const es = [
    'Hola:',
    '',
    `${inviterName} le invita a unirse a la oficina "${officeName}" en Lishka, como ${role.es}.`,
    'Para unirse, abra este enlace y cree una cuenta con esta dirección de correo electrónico:',
    { link },
    '',
    'Si ya tiene una cuenta de Lishka con esta dirección, inicie sesión y abra el enlace para aceptar la invitación.',
    `El enlace es válido durante ${daysValid} días y solo funciona una vez.`,
  ];
  // A header is one line, whatever the office's name holds.
  const oneLine = officeName.replace(/\s+/g, ' ').trim();
  return renderMail({ template: 'invitation', subject: `הזמנה להצטרף ל־${oneLine} / Invitation to join ${oneLine} / Invitación para unirse a ${oneLine}`, body: { he, en, es } }, facts);
}
