import type { Messages } from '../../i18n/messages';

/** Texts of the Google calls that the shared catalogue does not hold, by the reason they give. */
export const GOOGLE_TEXTS = {
  'not-configured': { he: 'ההתחברות באמצעות Google אינה מוגדרת בשרת זה', en: 'Google sign-in is not configured on this server', es: 'El inicio de sesión con Google no está configurado en este servidor' },
  unreachable: { he: 'לא ניתן להתחבר ל־Google כרגע; נסו שוב בעוד רגע', en: 'Google could not be reached; try again in a moment', es: 'No se pudo contactar con Google; inténtelo de nuevo en un momento' },
  cancelled: { he: 'ההתחברות באמצעות Google בוטלה או נדחתה', en: 'Google sign-in was cancelled or refused at Google', es: 'El inicio de sesión con Google se canceló o fue rechazado en Google' },
  'flow-invalid': { he: 'ההתחברות באמצעות Google אינה מוכרת, פג תוקפה או שכבר נעשה בה שימוש; התחילו מחדש', en: 'This Google sign-in is unknown, expired or already used; start again', es: 'Este inicio de sesión con Google es desconocido, expiró o ya se usó; empiece de nuevo' },
  'other-browser': {
    he: 'ההתחברות באמצעות Google התחילה בדפדפן אחר או שהעוגייה שלה אבדה; התחילו מחדש בדפדפן זה',
    en: 'This Google sign-in was started in another browser, or its cookie was lost; start again in this browser',
    es: 'Este inicio de sesión con Google empezó en otro navegador o se perdió su cookie; empiece de nuevo en este navegador',
  },
  'exchange-failed': { he: 'Google לא אישר את ההתחברות; התחילו מחדש', en: 'Google did not confirm the sign-in; start again', es: 'Google no confirmó el inicio de sesión; empiece de nuevo' },
  'not-linked': {
    he: 'אין חשבון Lishka המקושר לחשבון Google זה. התחברו עם הדואר האלקטרוני והסיסמה וקשרו את Google מהפרופיל; Google אינו יוצר חשבונות — יש להירשם תחילה.',
    en: 'No Lishka account is linked to this Google account. Sign in with your e-mail and password and link Google from your profile; Google does not create accounts, so register first.',
    es: 'Ninguna cuenta de Lishka está vinculada a esta cuenta de Google. Inicie sesión con su correo y contraseña y vincule Google desde su perfil; Google no crea cuentas, así que regístrese primero.',
  },
  'identity-in-use': { he: 'חשבון Google זה כבר מקושר לחשבון Lishka אחר', en: 'This Google account is already linked to another Lishka account', es: 'Esta cuenta de Google ya está vinculada a otra cuenta de Lishka' },
  'already-linked': { he: 'החשבון שלך כבר מקושר לחשבון Google אחר; נתקו אותו קודם', en: 'Your account is already linked to another Google account; unlink it first', es: 'Su cuenta ya está vinculada a otra cuenta de Google; desvincúlela primero' },
  'other-user': { he: 'הקישור ל־Google התחיל בחשבון אחר; התחילו מחדש', en: 'This Google link was started by another account; start again', es: 'Esta vinculación con Google la inició otra cuenta; empiece de nuevo' },
  'signed-out': { he: 'יש להתחבר כדי לקשר חשבון Google', en: 'Sign in to link a Google account', es: 'Inicie sesión para vincular una cuenta de Google' },
  'no-link': { he: 'לא מקושר חשבון Google לחשבון שלך', en: 'No Google account is linked to your account', es: 'No hay ninguna cuenta de Google vinculada a su cuenta' },
  'last-sign-in-method': {
    he: 'Google הוא הדרך היחידה להתחבר לחשבון זה: הגדירו סיסמה ורק אז נתקו את Google',
    en: 'Google is the only way to sign in to this account: set a password first, then unlink Google',
    es: 'Google es la única forma de iniciar sesión en esta cuenta: establezca primero una contraseña y después desvincule Google',
  },
  linked: { he: 'חשבון Google קושר בהצלחה', en: 'Google account linked', es: 'Cuenta de Google vinculada' },
  unlinked: { he: 'חשבון Google נותק', en: 'Google account unlinked', es: 'Cuenta de Google desvinculada' },
} as const satisfies Record<string, Messages>;

/** Why a Google call ended as it did. */
export type GoogleReason = keyof typeof GOOGLE_TEXTS;
