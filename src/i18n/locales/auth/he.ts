import type { StringTree } from '../locale-strings';

/** The sign-in screens' words, in Hebrew (the namespace is ../auth.ts). */
export const authHe = {
  layout: { home: 'לשכה — לדף הבית', logoAlt: 'הלוגו של {{name}}', terms: 'תנאי שימוש', privacy: 'מדיניות פרטיות', rights: '© {{year}} לשכה' },
  fields: {
    email: 'דואר אלקטרוני', password: 'סיסמה', newPassword: 'סיסמה חדשה', confirmPassword: 'אימות סיסמה', firstName: 'שם פרטי', lastName: 'שם משפחה',
    officeName: 'שם המשרד', officeType: 'סוג המשרד', slug: 'כתובת המשרד', code: 'קוד אימות', authenticatorCode: 'קוד מאפליקציית האימות', codeDigit: 'ספרה {{index}} מתוך {{count}}',
  },
  validation: {
    emailRequired: 'יש להזין כתובת דואר אלקטרוני', emailInvalid: 'כתובת הדואר האלקטרוני אינה תקינה', passwordRequired: 'יש להזין סיסמה', confirmRequired: 'יש להזין את הסיסמה פעם נוספת',
    passwordsMismatch: 'הסיסמאות אינן תואמות', termsRequired: 'יש לאשר את תנאי השימוש', firstNameRequired: 'יש להזין שם פרטי', lastNameRequired: 'יש להזין שם משפחה',
    officeNameRequired: 'יש להזין את שם המשרד', officeTypeRequired: 'יש לבחור סוג משרד', slugRequired: 'יש לבחור כתובת למשרד',
    slugPattern: 'רק אותיות לועזיות קטנות, ספרות ומקפים (לא בתחילה ולא בסוף), עד 63 תווים', codeRequired: 'יש להזין קוד תקין בן 6 ספרות', mfaCodeFormat: 'הקוד מאפליקציית האימות חייב להכיל 6 ספרות בדיוק',
  },
  passwordRules: 'הסיסמה צריכה לכלול: {{rules}}',
  backToLogin: 'חזרה להתחברות',
  login: {
    title: 'התחברות', subtitle: 'ברוכים השבים! הזינו את פרטי החשבון כדי להמשיך.', officeSubtitle: 'התחברות אל <bdi>{{office}}</bdi>', submit: 'התחברות', forgot: 'שכחת את הסיסמה?',
    noAccount: 'עדיין אין לך חשבון?', register: 'יצירת חשבון', or: 'או', google: 'התחברות עם Google', sessionExpired: 'פג תוקף ההתחברות; התחברו מחדש', googleFailed: 'ההתחברות באמצעות Google נכשלה',
  },
  google: {
    reasons: {
      'not-configured': 'ההתחברות באמצעות Google אינה מוגדרת בשרת זה', unreachable: 'לא ניתן להתחבר ל־Google כרגע; נסו שוב בעוד רגע', cancelled: 'ההתחברות באמצעות Google בוטלה או נדחתה',
      'flow-invalid': 'ההתחברות באמצעות Google אינה מוכרת, פג תוקפה או שכבר נעשה בה שימוש; התחילו מחדש',
      'other-browser': 'ההתחברות באמצעות Google התחילה בדפדפן אחר או שהעוגייה שלה אבדה; התחילו מחדש בדפדפן זה', 'exchange-failed': 'Google לא אישר את ההתחברות; התחילו מחדש',
      'not-linked': 'אין חשבון לשכה המקושר לחשבון Google זה. התחברו עם הדואר האלקטרוני והסיסמה וקשרו את Google מהפרופיל; Google אינו יוצר חשבונות — יש להירשם תחילה.',
    },
    codes: { ACCOUNT_LOCKED: 'החשבון ננעל; נסו שוב מאוחר יותר', ACCOUNT_DISABLED: 'החשבון הושבת; פנו למנהל המשרד', NO_OFFICE: 'החשבון אינו משויך לאף משרד', EMAIL_NOT_VERIFIED: 'כתובת הדואר האלקטרוני טרם אומתה' },
    completing: 'משלים את ההתחברות באמצעות Google…',
  },
  register: {
    title: 'יצירת חשבון', subtitle: 'פותחים משרד חדש בלשכה בכמה צעדים.', yourDetails: 'הפרטים שלך', officeDetails: 'פרטי המשרד',
    slugHelp: 'הכתובת הייחודית של המשרד: אותיות לועזיות קטנות, ספרות ומקפים.', acceptTerms: 'קראתי ואני מסכים/ה ל', termsLink: 'תנאי השימוש', submit: 'יצירת חשבון',
    haveAccount: 'כבר יש לך חשבון?', login: 'התחברות', officeTypesFailed: 'לא הצלחנו לטעון את סוגי המשרדים',
    invitationLoading: 'טוען את פרטי ההזמנה…', invitation: 'הוזמנת להצטרף אל <bdi>{{office}}</bdi> בתפקיד {{role}}.', invitationEmail: 'ההרשמה תיעשה עם הכתובת שאליה נשלחה ההזמנה.',
    invitationHasAccount: 'כבר קיים חשבון עם הכתובת <bdi>{{email}}</bdi>. התחברו אליו כדי להצטרף למשרד.', invitationInvalid: 'אי אפשר להשתמש בהזמנה הזו', registerWithout: 'להרשמה בלי הזמנה',
  },
  registerSuccess: {
    title: 'בדקו את תיבת הדואר', text: 'שלחנו אל <bdi>{{email}}</bdi> הודעה ובה הצעד הבא. יש לפעול לפיה לפני ההתחברות.', textNoEmail: 'שלחנו לכתובת הדואר האלקטרוני שלך הודעה ובה הצעד הבא. יש לפעול לפיה לפני ההתחברות.',
    notReceived: 'לא קיבלת את ההודעה? בדקו בתיקיית דואר הזבל, או בקשו קישור חדש.', resend: 'שליחת קישור חדש', login: 'להתחברות',
  },
  confirm: { title: 'אישור כתובת הדואר האלקטרוני', checking: 'מאשר את הכתובת…', successTitle: 'הכתובת אושרה', failedTitle: 'לא הצלחנו לאשר את הכתובת', missingToken: 'בקישור חסר קוד אישור; בקשו קישור חדש.', login: 'להתחברות' },
  forgot: {
    title: 'שחזור סיסמה', subtitle: 'הזינו את כתובת הדואר האלקטרוני של החשבון, ונשלח אליה קישור לבחירת סיסמה חדשה.', submit: 'שליחת קישור',
    sentTitle: 'בדקו את תיבת הדואר', sentHint: 'הקישור תקף לשעה. אם לא הגיע, בדקו בתיקיית דואר הזבל.', remembered: 'נזכרת בסיסמה?',
  },
  otp: {
    title: 'אימות בקוד חד־פעמי', sentTo: 'שלחנו קוד בן 6 ספרות אל <bdi>{{destination}}</bdi>. הקוד תקף ל־5 דקות.', sentToYou: 'שלחנו קוד בן 6 ספרות לדואר האלקטרוני שלך. הקוד תקף ל־5 דקות.',
    submit: 'אימות', resend: 'שליחת קוד חדש', resendIn: 'אפשר לבקש קוד חדש בעוד <bdi>{{seconds}}</bdi> שניות', noMoreResends: 'נשלחו כל הקודים האפשריים להתחברות הזו. אם הקוד לא הגיע, התחברו מחדש.',
    otherAccount: 'התחברות עם חשבון אחר',
  },
  pending: { expired: 'עבר זמן רב מדי מאז ההתחברות; התחברו שוב.', missing: 'לא נמצאה התחברות שממתינה לשלב הזה; התחברו שוב.' },
  mfa: {
    title: 'אימות דו־שלבי', subtitle: 'פתחו את אפליקציית האימות והזינו את הקוד בן 6 הספרות שמופיע בה.', submit: 'אימות',
    setupTitle: 'הגדרת אימות דו־שלבי', setupIntro: 'המשרד מחייב אימות דו־שלבי. הוסיפו את החשבון לאפליקציית אימות (כמו Google Authenticator או Microsoft Authenticator) והזינו את הקוד שהיא מציגה.',
    scan: 'סרקו את הקוד באפליקציה', qrAlt: 'קוד QR להוספת החשבון לאפליקציית האימות', manual: 'אי אפשר לסרוק? הזינו את המפתח הזה ידנית:', secretLabel: 'מפתח להזנה ידנית',
    copy: 'העתקת המפתח', copied: 'המפתח הועתק', copyFailed: 'ההעתקה לא הצליחה; סמנו את המפתח והעתיקו אותו', enterCode: 'הזינו את הקוד שהאפליקציה מציגה', confirm: 'אישור והמשך', preparing: 'מכין את ההגדרה…', restart: 'להתחיל את ההגדרה מחדש',
    errors: {
      noSession: 'לא נמצא תהליך אימות דו-שלבי פעיל. נסו להתחבר שוב.', sessionExpired: 'פג תוקף תהליך האימות הדו-שלבי. נסו להתחבר שוב.',
      setupSessionNotFound: 'לא נמצא תהליך פעיל להגדרת אימות דו-שלבי. נסו להגדיר אותו שוב.', setupSessionExpired: 'פג תוקף תהליך הגדרת האימות הדו-שלבי. נסו להגדיר אותו שוב.',
      verifyFailed: 'אימות הקוד הדו-שלבי נכשל', confirmFailed: 'אישור הגדרת האימות הדו-שלבי נכשל', setupFailed: 'הגדרת האימות הדו-שלבי נכשלה',
    },
  },
  reset: {
    title: 'בחירת סיסמה חדשה', subtitle: 'הזינו את כתובת הדואר האלקטרוני של החשבון ובחרו סיסמה חדשה.', submit: 'שמירת הסיסמה', missingToken: 'בקישור חסר קוד איפוס; בקשו קישור חדש.', askAgain: 'לבקשת קישור חדש',
  },
} as const satisfies StringTree;
