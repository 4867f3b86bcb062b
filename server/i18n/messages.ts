/** A message in every language the server speaks. */
export interface Messages {
  he: string;
  en: string;
}

// The English follows the wording of the specification (spec 1 §8, spec 2 §8, spec 3 §8) wherever it gives words.
// A domain noun such as "client" is the generic one: the screens swap in the office's own term.
const CATALOGUE = {
  // General, transport and HTTP
  SERVER_ERROR: { he: 'שגיאת שרת; נסו שוב מאוחר יותר', en: 'Server error; try again later' },
  NETWORK_ERROR: { he: 'אין חיבור לשרת; בדקו את החיבור לאינטרנט', en: 'Unable to connect to the server; check the internet connection' },
  UNEXPECTED_ERROR: { he: 'אירעה שגיאה בלתי צפויה', en: 'An unexpected error occurred' },
  OPERATION_SUCCESS: { he: 'הפעולה הושלמה בהצלחה', en: 'Operation completed successfully' },
  NOT_FOUND: { he: 'הדף לא נמצא', en: 'Page not found' },
  ROUTE_NOT_FOUND: { he: 'הכתובת לא קיימת בממשק', en: 'No such API address' },
  INVALID_API_RESPONSE: { he: 'התשובה שהתקבלה מהשרת אינה במבנה הצפוי', en: 'Invalid response format from API' },
  INVALID_REQUEST: { he: 'הבקשה אינה תקינה', en: 'Invalid request' },
  INVALID_JSON_BODY: { he: 'גוף הבקשה אינו JSON תקין', en: 'The request body is not valid JSON' },
  INVALID_QUERY_PARAMETERS: { he: 'פרמטרי השאילתה אינם תקינים', en: 'Invalid query parameters' },
  INVALID_CURSOR: {
    he: 'סמן הדפדוף אינו תקין או שאינו מתאים למיון; חזרו לעמוד הראשון',
    en: 'The paging cursor is invalid or does not match the sort; go back to the first page',
  },
  UNEXPECTED_VALIDATION_ERROR: { he: 'אירעה שגיאה בלתי צפויה בבדיקת הנתונים', en: 'Unexpected validation error' },
  AUTHENTICATION_REQUIRED: { he: 'נדרשת התחברות', en: 'Authentication required' },
  // The client retries a 403 whose message mentions csrf, forbidden, invalid token or token mismatch: only the
  // CSRF message may say so, or every refused request would be retried instead of sending the user to log in.
  // The CSRF message names CSRF in Hebrew too, so the check works whichever language the client reads.
  FORBIDDEN: { he: 'הגישה נדחתה: אין לך את ההרשאות הנדרשות', en: 'Access denied: you do not have the required permissions' },
  ADMIN_REQUIRED: { he: 'נדרשות הרשאות מנהל כדי לגשת לדף זה', en: 'You need administrator permissions to access this page' },
  ROLE_NOT_ALLOWED: { he: 'התפקיד שלך במשרד אינו מאפשר פעולה זו', en: 'Your role in this office does not allow this' },
  FEATURE_UNAVAILABLE: { he: 'התכונה הזו אינה פעילה במשרד שלך', en: 'This feature is not enabled for your office' },
  METHOD_NOT_ALLOWED: { he: 'שיטת הבקשה אינה נתמכת בכתובת זו', en: 'Method not allowed' },
  REQUEST_TIMEOUT: { he: 'הבקשה ארכה זמן רב מדי; נסו שוב', en: 'The request took too long; try again' },
  CONFLICT: { he: 'הבקשה מתנגשת במצב הנוכחי של הנתונים', en: 'The request conflicts with the current state of the data' },
  PAYLOAD_TOO_LARGE: { he: 'הבקשה גדולה מדי', en: 'The request is too large' },
  UNSUPPORTED_MEDIA_TYPE: { he: 'סוג התוכן של הבקשה אינו נתמך', en: 'Unsupported content type' },
  RATE_LIMITED: { he: 'נשלחו יותר מדי בקשות; נסו שוב מאוחר יותר', en: 'Too many requests; try again later' },

  // Sign-in, session and CSRF (spec 1)
  INVALID_CREDENTIALS: { he: 'כתובת הדואר האלקטרוני או הסיסמה שגויים', en: 'Invalid email or password' },
  ACCOUNT_LOCKED: { he: 'החשבון ננעל; נסו שוב מאוחר יותר', en: 'Account locked; try again later' },
  ACCOUNT_DISABLED: { he: 'החשבון הושבת; פנו למנהל המשרד', en: 'Account disabled; contact your office administrator' },
  NO_OFFICE: { he: 'החשבון אינו משויך לאף משרד', en: 'Your account does not belong to any office' },
  EMAIL_NOT_VERIFIED: { he: 'כתובת הדואר האלקטרוני טרם אומתה', en: 'Email not verified' },
  SESSION_EXPIRED: { he: 'פג תוקף ההתחברות; התחברו מחדש', en: 'Session expired; log in again' },
  ACCOUNT_EXISTS: { he: 'כבר קיים חשבון עם כתובת הדואר האלקטרוני הזו', en: 'Account already exists' },
  WEAK_PASSWORD: { he: 'הסיסמה אינה עומדת בדרישות האבטחה', en: 'Password does not meet security requirements' },
  CSRF_TOKEN_INVALID: { he: 'פג תוקף אסימון האבטחה (CSRF): רעננו את הדף ונסו שוב', en: 'Security token expired (CSRF: invalid token): refresh the page and try again' },
  CSRF_TOKEN_MISSING: { he: 'לא התקבל אסימון אבטחה מהשרת', en: 'No CSRF token received from server' },
  CSRF_REFRESH_FAILED: { he: 'רענון אסימון האבטחה נכשל', en: 'Failed to refresh CSRF token' },
  LOGIN_FAILED: { he: 'ההתחברות נכשלה', en: 'Login failed' },
  LOGIN_SUCCESS: { he: 'התחברת בהצלחה', en: 'Login successful' },
  LOGOUT_SUCCESS: { he: 'התנתקת בהצלחה', en: 'Logged out successfully' },
  SESSION_VALIDATION_FAILED: { he: 'בדיקת תוקף ההתחברות נכשלה', en: 'Failed to validate session' },
  TOKEN_REFRESH_FAILED: { he: 'רענון אסימון הגישה נכשל', en: 'Failed to refresh token' },
  USERNAME_REQUIRED: { he: 'נדרש שם משתמש', en: 'Username is required' },

  // Registration and passwords
  PASSWORDS_DO_NOT_MATCH: { he: 'הסיסמאות אינן תואמות', en: 'Passwords do not match' },
  TERMS_NOT_ACCEPTED: { he: 'יש לאשר את תנאי השימוש', en: 'The terms of use must be accepted' },
  CURRENT_PASSWORD_REQUIRED: { he: 'יש להזין את הסיסמה הנוכחית', en: 'Current password is required' },
  PASSWORD_UNCHANGED: { he: 'הסיסמה החדשה חייבת להיות שונה מהסיסמה הנוכחית', en: 'The new password must differ from the current password' },
  PASSWORD_CHANGE_FAILED: { he: 'החלפת הסיסמה נכשלה', en: 'Failed to change password' },
  FORGOT_PASSWORD_FAILED: { he: 'הטיפול בבקשה לשחזור הסיסמה נכשל', en: 'Failed to process forgot password request' },
  PASSWORD_RESET_SENT: { he: 'הוראות לאיפוס הסיסמה נשלחו', en: 'Password reset instructions sent' },
  PASSWORD_RESET_SUCCESS: { he: 'הסיסמה אופסה בהצלחה', en: 'Password reset successfully' },
  PASSWORD_RESET_FAILED: { he: 'איפוס הסיסמה נכשל', en: 'Failed to reset password' },
  RESET_TOKEN_INVALID: { he: 'קישור האיפוס אינו תקין או שפג תוקפו', en: 'Invalid or expired reset token' },
  RESET_RATE_LIMITED: { he: 'נשלחו יותר מדי בקשות לאיפוס סיסמה; נסו שוב מאוחר יותר', en: 'Too many password reset requests; try again later' },

  // One-time codes
  OTP_SENT: { he: 'שלחנו קוד אימות בן 6 ספרות לדואר האלקטרוני שלך', en: 'We sent a 6-digit verification code to your email' },
  PASSWORD_EXPIRED: { he: 'תוקף הסיסמה פג; יש להחליף אותה כדי להמשיך', en: 'Your password has expired; change it to continue' },
  TOKEN_REFRESHED: { he: 'ההתחברות הוארכה', en: 'Session extended' },
  OTP_INVALID: { he: 'קוד האימות שגוי', en: 'Invalid OTP code' },
  OTP_EXPIRED: { he: 'פג תוקף קוד האימות; בקשו קוד חדש', en: 'The verification code has expired; request a new one' },
  OTP_TOO_MANY_ATTEMPTS: { he: 'בוצעו יותר מדי ניסיונות; בקשו קוד חדש', en: 'Too many attempts; request a new code' },
  OTP_RESEND_FAILED: { he: 'שליחת הקוד מחדש נכשלה', en: 'Failed to resend the verification code' },
  OTP_VERIFY_FAILED: { he: 'אימות הקוד נכשל', en: 'Failed to verify OTP' },
  OTP_EMAIL_REQUIRED: { he: 'נדרשת כתובת דואר אלקטרוני לאימות הקוד', en: 'Email is required for OTP verification' },
  OTP_CODE_REQUIRED: { he: 'יש להזין קוד תקין בן 6 ספרות', en: 'A valid 6-digit code is required' },

  // Multi-factor authentication
  MFA_CODE_REQUIRED: { he: 'הזינו את הקוד מאפליקציית האימות', en: 'Enter the code from your authenticator app' },
  MFA_SETUP_REQUIRED: { he: 'המשרד מחייב אימות דו-שלבי; הגדירו אותו כדי להמשיך', en: 'Your office requires two-step verification; set it up to continue' },
  MFA_TOO_MANY_ATTEMPTS: { he: 'בוצעו יותר מדי ניסיונות; התחברו שוב', en: 'Too many attempts; please log in again' },
  MFA_SETUP_FAILED: { he: 'הגדרת האימות הדו-שלבי נכשלה', en: 'Failed to setup MFA' },
  MFA_CODE_INVALID: { he: 'הקוד מאפליקציית האימות שגוי', en: 'Invalid authenticator code' },
  MFA_CODE_FORMAT_INVALID: { he: 'הקוד מאפליקציית האימות חייב להכיל 6 ספרות בדיוק', en: 'The authenticator code must be exactly 6 digits' },
  MFA_ALREADY_ENABLED: { he: 'האימות הדו-שלבי כבר מופעל', en: 'MFA is already enabled' },
  MFA_SESSION_NOT_FOUND: { he: 'לא נמצא תהליך אימות דו-שלבי פעיל. נסו להתחבר שוב.', en: 'No MFA session found. Please try logging in again.' },
  MFA_SESSION_EXPIRED: { he: 'פג תוקף תהליך האימות הדו-שלבי. נסו להתחבר שוב.', en: 'Your MFA session has expired. Please try logging in again.' },
  MFA_SETUP_SESSION_NOT_FOUND: { he: 'לא נמצא תהליך פעיל להגדרת אימות דו-שלבי. נסו להגדיר אותו שוב.', en: 'MFA setup session not found. Please try setting up MFA again.' },
  MFA_SETUP_SESSION_EXPIRED: { he: 'פג תוקף תהליך הגדרת האימות הדו-שלבי. נסו להגדיר אותו שוב.', en: 'Your MFA setup session has expired. Please try setting up MFA again.' },
  MFA_VERIFY_FAILED: { he: 'אימות הקוד הדו-שלבי נכשל', en: 'Failed to verify MFA code' },
  MFA_CONFIRM_FAILED: { he: 'אישור הגדרת האימות הדו-שלבי נכשל', en: 'Failed to confirm MFA setup' },
  MFA_DISABLE_FAILED: { he: 'ביטול האימות הדו-שלבי נכשל', en: 'Failed to disable MFA' },

  // Google account
  GOOGLE_SIGN_IN_FAILED: { he: 'ההתחברות באמצעות Google נכשלה', en: 'Google sign-in failed' },
  GOOGLE_AUTH_START_FAILED: { he: 'פתיחת ההתחברות באמצעות Google נכשלה', en: 'Failed to initiate Google authentication' },
  GOOGLE_AUTH_COMPLETE_FAILED: { he: 'השלמת ההתחברות באמצעות Google נכשלה', en: 'Failed to complete Google authentication' },
  GOOGLE_LINK_FAILED: { he: 'קישור חשבון Google נכשל', en: 'Failed to link Google account' },
  GOOGLE_UNLINK_FAILED: { he: 'ניתוק חשבון Google נכשל', en: 'Failed to unlink Google account' },
  GOOGLE_ELIGIBILITY_FAILED: { he: 'בדיקת האפשרות להתחבר באמצעות Google נכשלה', en: 'Failed to check Google authentication eligibility' },

  // Profile and account
  PROFILE_FETCH_FAILED: { he: 'טעינת פרופיל המשתמש נכשלה', en: 'Failed to fetch user profile' },
  PROFILE_UPDATE_FAILED: { he: 'עדכון הפרופיל נכשל', en: 'Failed to update profile' },
  EMAIL_CANNOT_CHANGE: { he: 'לא ניתן לשנות את כתובת הדואר האלקטרוני', en: 'Email address cannot be changed' },
  AVATAR_UPLOAD_FAILED: { he: 'העלאת תמונת הפרופיל נכשלה', en: 'Failed to upload avatar' },
  AVATAR_DELETE_FAILED: { he: 'מחיקת תמונת הפרופיל נכשלה', en: 'Failed to delete avatar' },
  AVATAR_DELETED: { he: 'תמונת הפרופיל נמחקה בהצלחה', en: 'Avatar deleted successfully' },
  AVATAR_TOO_LARGE: { he: 'גודל התמונה יכול להיות עד 5MB', en: 'The image must be at most 5MB' },
  AVATAR_INVALID_TYPE: { he: 'יש להעלות קובץ JPG, PNG או GIF', en: 'Please upload a JPG, PNG, or GIF file' },
  ACCOUNT_DELETE_FAILED: { he: 'מחיקת החשבון נכשלה', en: 'Failed to delete account' },
  ACCOUNT_DELETED: { he: 'החשבון נמחק בהצלחה', en: 'Account deleted successfully' },

  // Clients (spec 2)
  CLIENTS_FETCH_FAILED: { he: 'טעינת רשימת ה{{clients}} נכשלה', en: 'Failed to fetch {{clients}}' },
  CLIENT_FETCH_FAILED: { he: 'טעינת פרטי ה{{client}} נכשלה', en: 'Failed to fetch {{client}}' },
  CLIENT_CREATE_FAILED: { he: 'יצירת ה{{client}} נכשלה', en: 'Failed to create {{client}}' },
  CLIENT_UPDATE_FAILED: { he: 'עדכון פרטי ה{{client}} נכשל', en: 'Failed to update {{client}}' },
  CLIENT_DELETE_FAILED: { he: 'מחיקת ה{{client}} נכשלה', en: 'Failed to delete {{client}}' },
  CLIENT_SEARCH_FAILED: { he: 'החיפוש ב{{clients}} נכשל', en: 'Failed to search {{clients}}' },
  CLIENT_STATS_FETCH_FAILED: { he: 'טעינת נתוני ה{{clients}} נכשלה', en: 'Failed to fetch {{client}} statistics' },
  CLIENT_ANALYTICS_FETCH_FAILED: { he: 'טעינת ניתוח ה{{clients}} נכשלה', en: 'Failed to fetch {{client}} analytics' },
  CLIENT_TAGS_FETCH_FAILED: { he: 'טעינת התגיות נכשלה', en: 'Failed to fetch {{client}} tags' },
  CLIENT_FOLLOWUPS_FETCH_FAILED: { he: 'טעינת המעקבים נכשלה', en: 'Failed to fetch follow-ups' },
  CLIENT_NOTES_FETCH_FAILED: { he: 'טעינת ההערות נכשלה', en: 'Failed to fetch {{client}} notes' },
  CLIENT_NOTE_SAVE_FAILED: { he: 'שמירת ההערה נכשלה', en: 'Failed to save note' },
  CLIENT_NOTE_DELETE_FAILED: { he: 'מחיקת ההערה נכשלה', en: 'Failed to delete note' },
  CLIENT_ACTIVITIES_FETCH_FAILED: { he: 'טעינת הפעילות של ה{{client}} נכשלה', en: 'Failed to fetch {{client}} activities' },
  CLIENT_SAVE_FAILED: { he: 'שמירת ה{{client}} נכשלה', en: 'Failed to save the {{client}}' },
  CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found' },
  CLIENT_EMAIL_EXISTS: { he: 'כבר קיים {{client}} עם כתובת הדואר האלקטרוני הזו', en: 'A {{client}} with this email already exists' },
  INVALID_CLIENT_DATA: { he: 'פרטי ה{{client}} אינם תקינים', en: 'Invalid {{client}} data' },
  INVALID_ID_NUMBER: { he: 'מספר תעודת הזהות אינו תקין', en: 'Invalid ID number' },
  INVALID_PHONE_NUMBER: { he: 'מספר הטלפון אינו תקין', en: 'Invalid phone number' },

  // Documents and uploads
  DOCUMENT_DOWNLOAD_FAILED: { he: 'הורדת המסמך נכשלה', en: 'Failed to download document' },
  PDF_DOWNLOAD_FAILED: { he: 'הורדת קובץ ה-PDF נכשלה', en: 'Failed to download PDF' },
  DOCUMENT_DELETE_FAILED: { he: 'מחיקת המסמך נכשלה', en: 'Failed to delete document' },
  PDF_LOAD_FAILED: { he: 'טעינת קובץ ה-PDF נכשלה', en: 'Failed to load PDF' },
  TEMPLATE_LOAD_FAILED: { he: 'טעינת התבנית נכשלה', en: 'Failed to load template' },
  TEMPLATE_SAVE_FAILED: { he: 'שמירת התבנית נכשלה', en: 'Failed to save template' },
  UPLOAD_FAILED: { he: 'ההעלאה נכשלה', en: 'Upload failed' },
  FILE_TOO_LARGE: { he: 'הקובץ גדול מדי', en: 'File is too large' },
  UNSUPPORTED_FILE_FORMAT: { he: 'סוג הקובץ אינו נתמך', en: 'Unsupported file format' },

  // E-mail provider errors and confirmations
  EMAIL_SESSION_EXPIRED: { he: 'פג תוקף החיבור לתיבת הדואר. חברו מחדש את ספק הדואר.', en: 'Your email session has expired. Please reconnect your email provider.' },
  EMAIL_AUTH_EXPIRED: { he: 'פג תוקף ההרשאה לתיבת הדואר. חברו מחדש את ספק הדואר.', en: 'Your email authentication has expired. Please reconnect your email provider.' },
  EMAIL_FORBIDDEN: { he: 'אין לך הרשאה לבצע פעולה זו.', en: 'You do not have permission to perform this action.' },
  EMAIL_NOT_FOUND: { he: 'ההודעה או התיקייה המבוקשת לא נמצאה.', en: 'The requested email or folder was not found.' },
  EMAIL_RATE_LIMITED: { he: 'נשלחו יותר מדי בקשות. המתינו רגע ונסו שוב.', en: 'Too many requests. Please wait a moment and try again.' },
  EMAIL_SERVER_ERROR: { he: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר.', en: 'An error occurred on the server. Please try again later.' },
  EMAIL_QUOTA_EXCEEDED: { he: 'הגעת למכסת הדואר שלך. נסו שוב מאוחר יותר.', en: 'You have reached your email quota limit. Please try again later.' },
  EMAIL_NETWORK_ERROR: { he: 'שגיאת תקשורת. בדקו את החיבור לאינטרנט.', en: 'Network connection error. Please check your internet connection.' },
  EMAIL_UNEXPECTED_ERROR: { he: 'אירעה שגיאה בלתי צפויה. נסו שוב.', en: 'An unexpected error occurred. Please try again.' },
  EMAIL_PROVIDER_CONNECTED: { he: 'ספק הדואר חובר בהצלחה', en: 'Email provider connected successfully' },
  EMAIL_PROVIDER_DISCONNECTED: { he: 'ספק הדואר נותק', en: 'Email provider disconnected' },
  SMTP_CONFIG_SAVED: { he: 'הגדרות SMTP נשמרו', en: 'SMTP configuration saved' },
  EMAIL_ARCHIVED: { he: 'ההודעה הועברה לארכיון', en: 'Email archived' },
  EMAIL_SYNC_COMPLETED: { he: 'סנכרון הדואר הושלם', en: 'Email sync completed' },

  // Audit administration (spec 3)
  AUDIT_STATUS_FETCH_FAILED: { he: 'טעינת מצב הביקורת נכשלה', en: 'Failed to fetch audit status' },
  AUDIT_TOGGLE_FAILED: { he: 'הפעלת הביקורת או כיבויה נכשלו', en: 'Failed to toggle auditing' },
  AUDIT_CONFIG_FETCH_FAILED: { he: 'טעינת ההגדרות נכשלה', en: 'Failed to fetch configuration' },
  AUDIT_CONFIG_UPDATE_FAILED: { he: 'עדכון ההגדרות נכשל', en: 'Failed to update configuration' },
  AUDIT_SEARCH_FAILED: { he: 'החיפוש ביומן הביקורת נכשל', en: 'Failed to search audit logs' },
  AUDIT_EXPORT_FAILED: { he: 'ייצוא יומן הביקורת נכשל', en: 'Failed to export audit logs' },
  AUDIT_STATISTICS_FETCH_FAILED: { he: 'טעינת הנתונים הסטטיסטיים נכשלה', en: 'Failed to fetch statistics' },

  // Office configuration, features, theme and branding
  OFFICE_CONFIG_UNAVAILABLE: { he: 'הגדרות המשרד אינן זמינות', en: 'Office configuration not available' },
  FEATURE_FLAGS_NOT_INITIALIZED: { he: 'הגדרות התכונות טרם נטענו', en: 'Feature flags not initialized' },
  FEATURE_NOT_AVAILABLE: { he: 'התכונה אינה זמינה', en: 'Feature Not Available' },
  THEME_LOAD_FAILED: { he: 'טעינת ערכת העיצוב נכשלה', en: 'Failed to load theme' },
  THEME_UPDATE_FAILED: { he: 'עדכון ערכת העיצוב נכשל', en: 'Failed to update theme' },
  THEME_RESET_FAILED: { he: 'איפוס ערכת העיצוב נכשל', en: 'Failed to reset theme' },
  INVALID_PRIMARY_COLOR: { he: 'הצבע הראשי אינו תקין', en: 'Invalid primary color' },
  INVALID_SECONDARY_COLOR: { he: 'הצבע המשני אינו תקין', en: 'Invalid secondary color' },
  CUSTOM_BRANDING_DISABLED: { he: 'מיתוג מותאם אישית אינו מופעל עבור המשרד הזה', en: 'Custom branding is not enabled for this tenant' },
  LOGO_UPLOAD_FAILED: { he: 'העלאת הלוגו נכשלה', en: 'Failed to upload logo' },
  LOGO_DELETE_FAILED: { he: 'מחיקת הלוגו נכשלה', en: 'Failed to delete logo' },
  LOGO_UPLOADED: { he: 'הלוגו הועלה בהצלחה', en: 'Logo uploaded successfully' },
  LOGO_INVALID_TYPE: { he: 'יש להעלות קובץ JPG, PNG או SVG', en: 'Please upload a JPG, PNG, or SVG file' },
  LOGO_TOO_LARGE: { he: 'גודל הקובץ חייב להיות קטן מ-2MB', en: 'File size must be less than 2MB' },
  BRANDING_SAVE_FAILED: { he: 'שמירת המיתוג נכשלה', en: 'Failed to save branding' },
  BRANDING_UPDATED: { he: 'המיתוג עודכן בהצלחה', en: 'Branding updated successfully' },
} as const satisfies Record<string, Messages>;

/** A code of the server's message catalogue (UPPER_SNAKE). */
export type MessageCode = keyof typeof CATALOGUE;

/** Every code with its message in Hebrew and English. */
export const messageCatalogue: Readonly<Record<MessageCode, Readonly<Messages>>> = CATALOGUE;

/** Whether a string is a code of the catalogue. */
export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(CATALOGUE, value);
}

/** The messages of a catalogue code, as a fresh object the caller may change. */
export function messageFor(code: MessageCode): Messages {
  const { he, en } = CATALOGUE[code];
  return { he, en };
}

/** The body of an answer that only says how it went: `success`, the English `message` and every language's `messages`. */
export function messageBody(messages: Messages): { success: true; message: string; messages: Messages } {
  return { success: true, message: messages.en, messages: { he: messages.he, en: messages.en } };
}
