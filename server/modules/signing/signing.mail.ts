import { isLanguage, type Language } from '../../../engine/i18n/languages';
import type { ParticipantRole } from '../../../engine/signing/signing-state';
import type { Messages } from '../../i18n/messages';
import { renderMail, type MailLine } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';

/** Why a participant is mailed their link: the first one, a new one that ends the old, or a reminder. */
export type SigningMailKind = 'link' | 'resend' | 'reminder';

/** What a signing mail says: to whom in which language, who sends what from which office. */
export interface SigningMailFacts {
  to: string;
  language: string;
  tenantId: string;
  senderName: string;
  officeName: string;
  documentName: string;
  message: string;
  /** Fills the office's words ({{document}}) into a text. */
  fill: (text: string, language: Language) => string;
}

/** A link mail's own facts: the role's call, the link and until when it works (a date of the office's clock). */
export interface SigningLinkFacts extends SigningMailFacts {
  kind: SigningMailKind;
  role: ParticipantRole;
  link: string;
  validUntil: string;
}

/** The link of a participant: the public signing page. */
export function signingLink(publicUrl: string, token: string): string {
  return `${publicUrl}/sign/${encodeURIComponent(token)}`;
}

const CALLS: Record<Exclude<ParticipantRole, 'observer'>, Messages> = {
  signer: { he: 'לחתום על ה{{document}}', en: 'sign the {{document}}', es: 'firmar el {{document}}' },
  approver: { he: 'לאשר את ה{{document}}', en: 'approve the {{document}}', es: 'aprobar el {{document}}' },
  reviewer: { he: 'לבדוק את ה{{document}}', en: 'review the {{document}}', es: 'revisar el {{document}}' },
};

const OPENINGS: Record<SigningMailKind, Messages> = {
  link: { he: '{sender} מ־"{office}" מבקש/ת ממך {call} "{name}".', en: '{sender} of "{office}" asks you to {call} "{name}".', es: '{sender}, de "{office}", le pide {call} "{name}".' },
  resend: {
    he: '{sender} מ־"{office}" שלח/ה לך קישור חדש {call} "{name}". הקישור הקודם כבר אינו פועל.',
    en: '{sender} of "{office}" sent you a new link to {call} "{name}". The previous link no longer works.',
    es: '{sender}, de "{office}", le envió un enlace nuevo para {call} "{name}". El enlace anterior ya no funciona.',
  },
  reminder: {
    he: 'תזכורת: {sender} מ־"{office}" עדיין ממתין/ה לך {call} "{name}". הקישורים הקודמים כבר אינם פועלים; השתמשו בקישור הזה.',
    en: 'A reminder: {sender} of "{office}" is still waiting for you to {call} "{name}". Earlier links no longer work; use this one.',
    es: 'Recordatorio: {sender}, de "{office}", le recuerda que aún tiene pendiente {call} "{name}". Los enlaces anteriores ya no funcionan; use este.',
  },
};

const SUBJECTS: Record<SigningMailKind, Messages> = {
  link: { he: '{name}: בקשה {call}', en: '{name}: a request to {call}', es: '{name}: una solicitud para {call}' },
  resend: { he: '{name}: קישור חדש {call}', en: '{name}: a new link to {call}', es: '{name}: un enlace nuevo para {call}' },
  reminder: { he: 'תזכורת – {name}', en: 'Reminder – {name}', es: 'Recordatorio – {name}' },
};

const TEXTS = {
  hello: { he: 'שלום,', en: 'Hello,', es: 'Hola:' },
  open: { he: 'פתחו את הקישור הזה (אין צורך בחשבון):', en: 'Open this link (no account needed):', es: 'Abra este enlace (no necesita una cuenta):' },
  valid: { he: 'הקישור בתוקף עד {until} ואישי לך בלבד; אל תעבירו אותו.', en: 'The link works until {until} and is yours alone; do not forward it.', es: 'El enlace funciona hasta el {until} y es solo para usted; no lo reenvíe.' },
  note: { he: 'הודעה מהשולח/ת:', en: 'A note from the sender:', es: 'Una nota de quien lo envía:' },
  cancelledSubject: { he: '{name}: הבקשה בוטלה', en: '{name}: the request was cancelled', es: '{name}: la solicitud fue cancelada' },
  cancelled: {
    he: '{sender} מ־"{office}" ביטל/ה את הבקשה בנוגע ל{{document}} "{name}". הקישור שקיבלת כבר אינו פועל, ואין צורך לעשות דבר.',
    en: '{sender} of "{office}" cancelled the request about the {{document}} "{name}". The link you received no longer works; there is nothing for you to do.',
    es: '{sender}, de "{office}", canceló la solicitud sobre el {{document}} "{name}". El enlace que recibió ya no funciona; no tiene que hacer nada.',
  },
} as const satisfies Record<string, Messages>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const languageOf = (facts: SigningMailFacts): Language => (isLanguage(facts.language) ? facts.language : 'he');

// The office's words first, then the values, so that nothing a sender typed is read as a placeholder.
function filled(facts: SigningMailFacts, text: string, language: Language, values: Record<string, string>): string {
  return facts.fill(text, language).replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

// Every language gets the participant's own lines: renderMail writes only their language's block.
const onlyIn = (language: Language, lines: MailLine[]): Record<Language, MailLine[]> => ({ he: lines, en: lines, es: lines, [language]: lines });

/** The mail with a participant's link (template signing-link), in their language only. */
export function signingLinkMail(facts: SigningLinkFacts): OutgoingMail {
  const language = languageOf(facts);
  const call = facts.fill(facts.role === 'observer' ? CALLS.reviewer[language] : CALLS[facts.role][language], language);
  const values = { call, sender: oneLine(facts.senderName), office: oneLine(facts.officeName), name: oneLine(facts.documentName), until: facts.validUntil };
  const lines: MailLine[] = [
    TEXTS.hello[language],
    '',
    filled(facts, OPENINGS[facts.kind][language], language, values),
    ...(facts.message.trim() ? ['', TEXTS.note[language], facts.message.trim()] : []),
    '',
    TEXTS.open[language],
    { link: facts.link },
    '',
    filled(facts, TEXTS.valid[language], language, values),
  ];
  return renderMail({ template: `signing-${facts.kind}`, subject: filled(facts, SUBJECTS[facts.kind][language], language, values), body: onlyIn(language, lines), languages: [language] }, facts);
}

/** The mail telling a participant who had a link that the request was cancelled (template signing-cancelled). */
export function signingCancelledMail(facts: SigningMailFacts): OutgoingMail {
  const language = languageOf(facts);
  const values = { sender: oneLine(facts.senderName), office: oneLine(facts.officeName), name: oneLine(facts.documentName) };
  const lines: MailLine[] = [TEXTS.hello[language], '', filled(facts, TEXTS.cancelled[language], language, values)];
  return renderMail({ template: 'signing-cancelled', subject: filled(facts, TEXTS.cancelledSubject[language], language, values), body: onlyIn(language, lines), languages: [language] }, facts);
}
