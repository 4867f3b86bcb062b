import type { Messages } from '../../i18n/messages';

/** Texts of the Google calls that the shared catalogue does not hold, by the reason they give. */
export const GOOGLE_TEXTS = {
  'not-configured': { he: 'ההתחברות באמצעות Google אינה מוגדרת בשרת זה', en: 'Google sign-in is not configured on this server' },
  unreachable: { he: 'לא ניתן להתחבר ל־Google כרגע; נסו שוב בעוד רגע', en: 'Google could not be reached; try again in a moment' },
  cancelled: { he: 'ההתחברות באמצעות Google בוטלה או נדחתה', en: 'Google sign-in was cancelled or refused at Google' },
  'flow-invalid': { he: 'ההתחברות באמצעות Google אינה מוכרת, פג תוקפה או שכבר נעשה בה שימוש; התחילו מחדש', en: 'This Google sign-in is unknown, expired or already used; start again' },
  'other-browser': {
    he: 'ההתחברות באמצעות Google התחילה בדפדפן אחר או שהעוגייה שלה אבדה; התחילו מחדש בדפדפן זה',
    en: 'This Google sign-in was started in another browser, or its cookie was lost; start again in this browser',
  },
  'exchange-failed': { he: 'Google לא אישר את ההתחברות; התחילו מחדש', en: 'Google did not confirm the sign-in; start again' },
  'not-linked': {
    he: 'אין חשבון Lishka המקושר לחשבון Google זה. התחברו עם הדואר האלקטרוני והסיסמה וקשרו את Google מהפרופיל; Google אינו יוצר חשבונות — יש להירשם תחילה.',
    en: 'No Lishka account is linked to this Google account. Sign in with your e-mail and password and link Google from your profile; Google does not create accounts, so register first.',
  },
  'identity-in-use': { he: 'חשבון Google זה כבר מקושר לחשבון Lishka אחר', en: 'This Google account is already linked to another Lishka account' },
  'already-linked': { he: 'החשבון שלך כבר מקושר לחשבון Google אחר; נתקו אותו קודם', en: 'Your account is already linked to another Google account; unlink it first' },
  'other-user': { he: 'הקישור ל־Google התחיל בחשבון אחר; התחילו מחדש', en: 'This Google link was started by another account; start again' },
  'signed-out': { he: 'יש להתחבר כדי לקשר חשבון Google', en: 'Sign in to link a Google account' },
  'no-link': { he: 'לא מקושר חשבון Google לחשבון שלך', en: 'No Google account is linked to your account' },
  'last-sign-in-method': {
    he: 'Google הוא הדרך היחידה להתחבר לחשבון זה: הגדירו סיסמה ורק אז נתקו את Google',
    en: 'Google is the only way to sign in to this account: set a password first, then unlink Google',
  },
  linked: { he: 'חשבון Google קושר בהצלחה', en: 'Google account linked' },
  unlinked: { he: 'חשבון Google נותק', en: 'Google account unlinked' },
} as const satisfies Record<string, Messages>;

/** Why a Google call ended as it did. */
export type GoogleReason = keyof typeof GOOGLE_TEXTS;
