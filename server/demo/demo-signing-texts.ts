import type { Language } from '../../engine/i18n/languages';

type Texts = Record<Language, string>;

/** The demo workflows' names ({name}: the document's), notes to the participants and the declining signer's reason. */
export const DEMO_SIGNING_TEXTS = {
  completedName: {
    he: 'חתימה על {name}',
    en: 'Signing: {name}',
    es: 'Firma: {name}',
  },
  inProgressName: {
    he: 'לאישור ולחתימה: {name}',
    en: 'For approval and signature: {name}',
    es: 'Para aprobación y firma: {name}',
  },
  draftName: {
    he: 'טיוטה לחתימה: {name}',
    en: 'Draft for signature: {name}',
    es: 'Borrador para firma: {name}',
  },
  declinedName: {
    he: 'לחתימה: {name}',
    en: 'For signature: {name}',
    es: 'Para firma: {name}',
  },
  message: {
    he: 'שלום, מצורף המסמך. נא לעיין ולחתום. לכל שאלה אנחנו זמינים.',
    en: 'Hello, the document is attached. Please review and sign. We are happy to answer any question.',
    es: 'Hola, adjuntamos el documento. Por favor, revíselo y fírmelo. Quedamos a su disposición para cualquier consulta.',
  },
  approvalMessage: {
    he: 'נא לאשר את המסמך לפני שליחתו לחתימה.',
    en: 'Please approve the document before it goes out for signature.',
    es: 'Por favor, apruebe el documento antes de enviarlo a firmar.',
  },
  declineReason: {
    he: 'הסכום בסעיף 4 אינו תואם את מה שסוכם בפגישה. אשמח לקבל נוסח מתוקן.',
    en: 'The amount in section 4 does not match what we agreed at our meeting. I would appreciate a corrected version.',
    es: 'El importe de la cláusula 4 no coincide con lo acordado en la reunión. Agradecería recibir una versión corregida.',
  },
} as const satisfies Record<string, Texts>;

/** Where the demo signers act from: addresses of the documentation range (RFC 5737) and everyday browsers. */
export const DEMO_SIGNING_ORIGINS = [
  {
    ip: '192.0.2.14',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  {
    ip: '192.0.2.87',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  },
  {
    ip: '192.0.2.153',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  },
  {
    ip: '192.0.2.201',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
] as const;
