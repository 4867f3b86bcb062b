import type { LocalizedText } from '../../engine/generated/config-types';
import { LANGUAGES, pickText, type Language } from '../../engine/i18n/languages';

/** A message in every language the server speaks (engine/i18n/languages.ts): a new language is refused until each has it. */
export type Messages = Record<Language, string>;

// The English follows the wording of the specification (spec 1 §8, spec 2 §8, spec 3 §8) wherever it gives words.
// A domain noun such as "client" is the generic one: the screens swap in the office's own term.
const CATALOGUE = {
  // General, transport and HTTP
  SERVER_ERROR: { he: 'שגיאת שרת; נסו שוב מאוחר יותר', en: 'Server error; try again later', es: 'Error del servidor; inténtelo de nuevo más tarde' },
  NETWORK_ERROR: { he: 'אין חיבור לשרת; בדקו את החיבור לאינטרנט', en: 'Unable to connect to the server; check the internet connection', es: 'No se puede conectar con el servidor; compruebe la conexión a internet' },
  UNEXPECTED_ERROR: { he: 'אירעה שגיאה בלתי צפויה', en: 'An unexpected error occurred', es: 'Se produjo un error inesperado' },
  OPERATION_SUCCESS: { he: 'הפעולה הושלמה בהצלחה', en: 'Operation completed successfully', es: 'Operación completada con éxito' },
  NOT_FOUND: { he: 'הדף לא נמצא', en: 'Page not found', es: 'Página no encontrada' },
  ROUTE_NOT_FOUND: { he: 'הכתובת לא קיימת בממשק', en: 'No such API address', es: 'No existe esa dirección en la API' },
  INVALID_API_RESPONSE: { he: 'התשובה שהתקבלה מהשרת אינה במבנה הצפוי', en: 'Invalid response format from API', es: 'La respuesta del servidor no tiene el formato esperado' },
  INVALID_REQUEST: { he: 'הבקשה אינה תקינה', en: 'Invalid request', es: 'Solicitud no válida' },
  INVALID_JSON_BODY: { he: 'גוף הבקשה אינו JSON תקין', en: 'The request body is not valid JSON', es: 'El cuerpo de la solicitud no es un JSON válido' },
  INVALID_QUERY_PARAMETERS: { he: 'פרמטרי השאילתה אינם תקינים', en: 'Invalid query parameters', es: 'Parámetros de consulta no válidos' },
  INVALID_CURSOR: {
    he: 'סמן הדפדוף אינו תקין או שאינו מתאים למיון; חזרו לעמוד הראשון',
    en: 'The paging cursor is invalid or does not match the sort; go back to the first page',
    es: 'El cursor de paginación no es válido o no corresponde al orden; vuelva a la primera página',
  },
  UNEXPECTED_VALIDATION_ERROR: { he: 'אירעה שגיאה בלתי צפויה בבדיקת הנתונים', en: 'Unexpected validation error', es: 'Error inesperado al validar los datos' },
  AUTHENTICATION_REQUIRED: { he: 'נדרשת התחברות', en: 'Authentication required', es: 'Se requiere autenticación' },
  // The client retries a 403 whose message mentions csrf, forbidden, invalid token or token mismatch: only the
  // CSRF message may say so, or every refused request would be retried instead of sending the user to log in.
  // The CSRF message names CSRF in Hebrew too, so the check works whichever language the client reads.
  FORBIDDEN: { he: 'הגישה נדחתה: אין לך את ההרשאות הנדרשות', en: 'Access denied: you do not have the required permissions', es: 'Acceso denegado: no tiene los permisos necesarios' },
  ADMIN_REQUIRED: { he: 'נדרשות הרשאות מנהל כדי לגשת לדף זה', en: 'You need administrator permissions to access this page', es: 'Necesita permisos de administrador para acceder a esta página' },
  ROLE_NOT_ALLOWED: { he: 'התפקיד שלך במשרד אינו מאפשר פעולה זו', en: 'Your role in this office does not allow this', es: 'Su rol en esta oficina no permite esta acción' },
  FEATURE_UNAVAILABLE: { he: 'התכונה הזו אינה פעילה במשרד שלך', en: 'This feature is not enabled for your office', es: 'Esta función no está activada en su oficina' },
  METHOD_NOT_ALLOWED: { he: 'שיטת הבקשה אינה נתמכת בכתובת זו', en: 'Method not allowed', es: 'Método no permitido' },
  REQUEST_TIMEOUT: { he: 'הבקשה ארכה זמן רב מדי; נסו שוב', en: 'The request took too long; try again', es: 'La solicitud tardó demasiado; inténtelo de nuevo' },
  CONFLICT: { he: 'הבקשה מתנגשת במצב הנוכחי של הנתונים', en: 'The request conflicts with the current state of the data', es: 'La solicitud entra en conflicto con el estado actual de los datos' },
  PAYLOAD_TOO_LARGE: { he: 'הבקשה גדולה מדי', en: 'The request is too large', es: 'La solicitud es demasiado grande' },
  UNSUPPORTED_MEDIA_TYPE: { he: 'סוג התוכן של הבקשה אינו נתמך', en: 'Unsupported content type', es: 'Tipo de contenido no admitido' },
  RATE_LIMITED: { he: 'נשלחו יותר מדי בקשות; נסו שוב מאוחר יותר', en: 'Too many requests; try again later', es: 'Demasiadas solicitudes; inténtelo de nuevo más tarde' },

  // Sign-in, session and CSRF (spec 1)
  INVALID_CREDENTIALS: { he: 'כתובת הדואר האלקטרוני או הסיסמה שגויים', en: 'Invalid email or password', es: 'Correo electrónico o contraseña incorrectos' },
  ACCOUNT_LOCKED: { he: 'החשבון ננעל; נסו שוב מאוחר יותר', en: 'Account locked; try again later', es: 'Cuenta bloqueada; inténtelo más tarde' },
  ACCOUNT_DISABLED: { he: 'החשבון הושבת; פנו למנהל המשרד', en: 'Account disabled; contact your office administrator', es: 'Cuenta desactivada; contacte con el administrador de su oficina' },
  NO_OFFICE: { he: 'החשבון אינו משויך לאף משרד', en: 'Your account does not belong to any office', es: 'Su cuenta no pertenece a ninguna oficina' },
  EMAIL_NOT_VERIFIED: { he: 'כתובת הדואר האלקטרוני טרם אומתה', en: 'Email not verified', es: 'Correo electrónico no verificado' },
  SESSION_EXPIRED: { he: 'פג תוקף ההתחברות; התחברו מחדש', en: 'Session expired; log in again', es: 'La sesión ha caducado; vuelva a iniciar sesión' },
  ACCOUNT_EXISTS: { he: 'כבר קיים חשבון עם כתובת הדואר האלקטרוני הזו', en: 'Account already exists', es: 'Ya existe una cuenta con este correo electrónico' },
  WEAK_PASSWORD: { he: 'הסיסמה אינה עומדת בדרישות האבטחה', en: 'Password does not meet security requirements', es: 'La contraseña no cumple los requisitos de seguridad' },
  CSRF_TOKEN_INVALID: { he: 'פג תוקף אסימון האבטחה (CSRF): רעננו את הדף ונסו שוב', en: 'Security token expired (CSRF: invalid token): refresh the page and try again', es: 'El token de seguridad ha caducado (CSRF: invalid token): actualice la página e inténtelo de nuevo' },
  CSRF_TOKEN_MISSING: { he: 'לא התקבל אסימון אבטחה מהשרת', en: 'No CSRF token received from server', es: 'No se recibió el token CSRF del servidor' },
  CSRF_REFRESH_FAILED: { he: 'רענון אסימון האבטחה נכשל', en: 'Failed to refresh CSRF token', es: 'No se pudo renovar el token CSRF' },
  LOGIN_FAILED: { he: 'ההתחברות נכשלה', en: 'Login failed', es: 'No se pudo iniciar sesión' },
  LOGIN_SUCCESS: { he: 'התחברת בהצלחה', en: 'Login successful', es: 'Sesión iniciada correctamente' },
  LOGOUT_SUCCESS: { he: 'התנתקת בהצלחה', en: 'Logged out successfully', es: 'Sesión cerrada correctamente' },
  SESSION_VALIDATION_FAILED: { he: 'בדיקת תוקף ההתחברות נכשלה', en: 'Failed to validate session', es: 'No se pudo validar la sesión' },
  TOKEN_REFRESH_FAILED: { he: 'רענון אסימון הגישה נכשל', en: 'Failed to refresh token', es: 'No se pudo renovar el token de acceso' },
  USERNAME_REQUIRED: { he: 'נדרש שם משתמש', en: 'Username is required', es: 'El nombre de usuario es obligatorio' },

  // Registration and passwords
  PASSWORDS_DO_NOT_MATCH: { he: 'הסיסמאות אינן תואמות', en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  TERMS_NOT_ACCEPTED: { he: 'יש לאשר את תנאי השימוש', en: 'The terms of use must be accepted', es: 'Debe aceptar los términos de uso' },
  CURRENT_PASSWORD_REQUIRED: { he: 'יש להזין את הסיסמה הנוכחית', en: 'Current password is required', es: 'La contraseña actual es obligatoria' },
  PASSWORD_UNCHANGED: { he: 'הסיסמה החדשה חייבת להיות שונה מהסיסמה הנוכחית', en: 'The new password must differ from the current password', es: 'La nueva contraseña debe ser distinta de la actual' },
  PASSWORD_CHANGE_FAILED: { he: 'החלפת הסיסמה נכשלה', en: 'Failed to change password', es: 'No se pudo cambiar la contraseña' },
  FORGOT_PASSWORD_FAILED: { he: 'הטיפול בבקשה לשחזור הסיסמה נכשל', en: 'Failed to process forgot password request', es: 'No se pudo procesar la solicitud de recuperación de contraseña' },
  PASSWORD_RESET_SENT: { he: 'הוראות לאיפוס הסיסמה נשלחו', en: 'Password reset instructions sent', es: 'Se han enviado las instrucciones para restablecer la contraseña' },
  PASSWORD_RESET_SUCCESS: { he: 'הסיסמה אופסה בהצלחה', en: 'Password reset successfully', es: 'Contraseña restablecida correctamente' },
  PASSWORD_RESET_FAILED: { he: 'איפוס הסיסמה נכשל', en: 'Failed to reset password', es: 'No se pudo restablecer la contraseña' },
  RESET_TOKEN_INVALID: { he: 'קישור האיפוס אינו תקין או שפג תוקפו', en: 'Invalid or expired reset token', es: 'El enlace de restablecimiento no es válido o ha caducado' },
  RESET_RATE_LIMITED: { he: 'נשלחו יותר מדי בקשות לאיפוס סיסמה; נסו שוב מאוחר יותר', en: 'Too many password reset requests; try again later', es: 'Demasiadas solicitudes de restablecimiento de contraseña; inténtelo de nuevo más tarde' },

  // One-time codes
  OTP_SENT: { he: 'שלחנו קוד אימות בן 6 ספרות לדואר האלקטרוני שלך', en: 'We sent a 6-digit verification code to your email', es: 'Le hemos enviado un código de verificación de 6 dígitos a su correo electrónico' },
  PASSWORD_EXPIRED: { he: 'תוקף הסיסמה פג; יש להחליף אותה כדי להמשיך', en: 'Your password has expired; change it to continue', es: 'Su contraseña ha caducado; cámbiela para continuar' },
  TOKEN_REFRESHED: { he: 'ההתחברות הוארכה', en: 'Session extended', es: 'Sesión prolongada' },
  OTP_INVALID: { he: 'קוד האימות שגוי', en: 'Invalid OTP code', es: 'Código de verificación incorrecto' },
  OTP_EXPIRED: { he: 'פג תוקף קוד האימות; בקשו קוד חדש', en: 'The verification code has expired; request a new one', es: 'El código de verificación ha caducado; solicite uno nuevo' },
  OTP_TOO_MANY_ATTEMPTS: { he: 'בוצעו יותר מדי ניסיונות; בקשו קוד חדש', en: 'Too many attempts; request a new code', es: 'Demasiados intentos; solicite un código nuevo' },
  OTP_RESEND_FAILED: { he: 'שליחת הקוד מחדש נכשלה', en: 'Failed to resend the verification code', es: 'No se pudo reenviar el código de verificación' },
  OTP_VERIFY_FAILED: { he: 'אימות הקוד נכשל', en: 'Failed to verify OTP', es: 'No se pudo comprobar el código de verificación' },
  OTP_EMAIL_REQUIRED: { he: 'נדרשת כתובת דואר אלקטרוני לאימות הקוד', en: 'Email is required for OTP verification', es: 'El correo electrónico es obligatorio para verificar el código' },
  OTP_CODE_REQUIRED: { he: 'יש להזין קוד תקין בן 6 ספרות', en: 'A valid 6-digit code is required', es: 'Se requiere un código válido de 6 dígitos' },

  // Multi-factor authentication
  MFA_CODE_REQUIRED: { he: 'הזינו את הקוד מאפליקציית האימות', en: 'Enter the code from your authenticator app', es: 'Introduzca el código de su aplicación de autenticación' },
  MFA_SETUP_REQUIRED: { he: 'המשרד מחייב אימות דו-שלבי; הגדירו אותו כדי להמשיך', en: 'Your office requires two-step verification; set it up to continue', es: 'Su oficina exige la verificación en dos pasos; configúrela para continuar' },
  MFA_TOO_MANY_ATTEMPTS: { he: 'בוצעו יותר מדי ניסיונות; התחברו שוב', en: 'Too many attempts; please log in again', es: 'Demasiados intentos; vuelva a iniciar sesión' },
  MFA_SETUP_FAILED: { he: 'הגדרת האימות הדו-שלבי נכשלה', en: 'Failed to setup MFA', es: 'No se pudo configurar la verificación en dos pasos' },
  MFA_CODE_INVALID: { he: 'הקוד מאפליקציית האימות שגוי', en: 'Invalid authenticator code', es: 'Código de autenticación incorrecto' },
  MFA_CODE_FORMAT_INVALID: { he: 'הקוד מאפליקציית האימות חייב להכיל 6 ספרות בדיוק', en: 'The authenticator code must be exactly 6 digits', es: 'El código de autenticación debe tener exactamente 6 dígitos' },
  MFA_ALREADY_ENABLED: { he: 'האימות הדו-שלבי כבר מופעל', en: 'MFA is already enabled', es: 'La verificación en dos pasos ya está activada' },
  MFA_SESSION_NOT_FOUND: { he: 'לא נמצא תהליך אימות דו-שלבי פעיל. נסו להתחבר שוב.', en: 'No MFA session found. Please try logging in again.', es: 'No se encontró ninguna sesión de verificación en dos pasos. Inicie sesión de nuevo.' },
  MFA_SESSION_EXPIRED: { he: 'פג תוקף תהליך האימות הדו-שלבי. נסו להתחבר שוב.', en: 'Your MFA session has expired. Please try logging in again.', es: 'Su sesión de verificación en dos pasos expiró. Inicie sesión de nuevo.' },
  MFA_SETUP_SESSION_NOT_FOUND: { he: 'לא נמצא תהליך פעיל להגדרת אימות דו-שלבי. נסו להגדיר אותו שוב.', en: 'MFA setup session not found. Please try setting up MFA again.', es: 'No se encontró la configuración de la verificación en dos pasos. Configúrela de nuevo.' },
  MFA_SETUP_SESSION_EXPIRED: { he: 'פג תוקף תהליך הגדרת האימות הדו-שלבי. נסו להגדיר אותו שוב.', en: 'Your MFA setup session has expired. Please try setting up MFA again.', es: 'La configuración de la verificación en dos pasos expiró. Configúrela de nuevo.' },
  MFA_VERIFY_FAILED: { he: 'אימות הקוד הדו-שלבי נכשל', en: 'Failed to verify MFA code', es: 'No se pudo verificar el código' },
  MFA_CONFIRM_FAILED: { he: 'אישור הגדרת האימות הדו-שלבי נכשל', en: 'Failed to confirm MFA setup', es: 'No se pudo confirmar la configuración de la verificación en dos pasos' },
  MFA_DISABLE_FAILED: { he: 'ביטול האימות הדו-שלבי נכשל', en: 'Failed to disable MFA', es: 'No se pudo desactivar la verificación en dos pasos' },

  // Google account
  GOOGLE_SIGN_IN_FAILED: { he: 'ההתחברות באמצעות Google נכשלה', en: 'Google sign-in failed', es: 'No se pudo iniciar sesión con Google' },
  GOOGLE_AUTH_START_FAILED: { he: 'פתיחת ההתחברות באמצעות Google נכשלה', en: 'Failed to initiate Google authentication', es: 'No se pudo iniciar la autenticación con Google' },
  GOOGLE_AUTH_COMPLETE_FAILED: { he: 'השלמת ההתחברות באמצעות Google נכשלה', en: 'Failed to complete Google authentication', es: 'No se pudo completar la autenticación con Google' },
  GOOGLE_LINK_FAILED: { he: 'קישור חשבון Google נכשל', en: 'Failed to link Google account', es: 'No se pudo vincular la cuenta de Google' },
  GOOGLE_UNLINK_FAILED: { he: 'ניתוק חשבון Google נכשל', en: 'Failed to unlink Google account', es: 'No se pudo desvincular la cuenta de Google' },
  GOOGLE_ELIGIBILITY_FAILED: { he: 'בדיקת האפשרות להתחבר באמצעות Google נכשלה', en: 'Failed to check Google authentication eligibility', es: 'No se pudo comprobar si puede autenticarse con Google' },

  // Profile and account
  PROFILE_FETCH_FAILED: { he: 'טעינת פרופיל המשתמש נכשלה', en: 'Failed to fetch user profile', es: 'No se pudo cargar el perfil de usuario' },
  PROFILE_UPDATE_FAILED: { he: 'עדכון הפרופיל נכשל', en: 'Failed to update profile', es: 'No se pudo actualizar el perfil' },
  EMAIL_CANNOT_CHANGE: { he: 'לא ניתן לשנות את כתובת הדואר האלקטרוני', en: 'Email address cannot be changed', es: 'La dirección de correo electrónico no se puede cambiar' },
  AVATAR_UPLOAD_FAILED: { he: 'העלאת תמונת הפרופיל נכשלה', en: 'Failed to upload avatar', es: 'No se pudo subir la foto de perfil' },
  AVATAR_DELETE_FAILED: { he: 'מחיקת תמונת הפרופיל נכשלה', en: 'Failed to delete avatar', es: 'No se pudo eliminar la foto de perfil' },
  AVATAR_DELETED: { he: 'תמונת הפרופיל נמחקה בהצלחה', en: 'Avatar deleted successfully', es: 'Foto de perfil eliminada correctamente' },
  AVATAR_TOO_LARGE: { he: 'גודל התמונה יכול להיות עד 5MB', en: 'The image must be at most 5MB', es: 'La imagen debe ocupar como máximo 5MB' },
  AVATAR_INVALID_TYPE: { he: 'יש להעלות קובץ JPG, PNG או GIF', en: 'Please upload a JPG, PNG, or GIF file', es: 'Suba un archivo JPG, PNG o GIF' },
  ACCOUNT_DELETE_FAILED: { he: 'מחיקת החשבון נכשלה', en: 'Failed to delete account', es: 'No se pudo eliminar la cuenta' },
  ACCOUNT_DELETED: { he: 'החשבון נמחק בהצלחה', en: 'Account deleted successfully', es: 'Cuenta eliminada correctamente' },

  // Clients (spec 2)
  CLIENTS_FETCH_FAILED: { he: 'טעינת רשימת ה{{clients}} נכשלה', en: 'Failed to fetch {{clients}}', es: 'No se pudieron cargar los {{clients}}' },
  CLIENT_FETCH_FAILED: { he: 'טעינת פרטי ה{{client}} נכשלה', en: 'Failed to fetch {{client}}', es: 'No se pudo cargar el {{client}}' },
  CLIENT_CREATE_FAILED: { he: 'יצירת ה{{client}} נכשלה', en: 'Failed to create {{client}}', es: 'No se pudo crear el {{client}}' },
  CLIENT_UPDATE_FAILED: { he: 'עדכון פרטי ה{{client}} נכשל', en: 'Failed to update {{client}}', es: 'No se pudo actualizar el {{client}}' },
  CLIENT_DELETE_FAILED: { he: 'מחיקת ה{{client}} נכשלה', en: 'Failed to delete {{client}}', es: 'No se pudo eliminar el {{client}}' },
  CLIENT_SEARCH_FAILED: { he: 'החיפוש ב{{clients}} נכשל', en: 'Failed to search {{clients}}', es: 'No se pudieron buscar los {{clients}}' },
  CLIENT_STATS_FETCH_FAILED: { he: 'טעינת נתוני ה{{clients}} נכשלה', en: 'Failed to fetch {{client}} statistics', es: 'No se pudieron cargar las estadísticas de {{clients}}' },
  CLIENT_ANALYTICS_FETCH_FAILED: { he: 'טעינת ניתוח ה{{clients}} נכשלה', en: 'Failed to fetch {{client}} analytics', es: 'No se pudieron cargar los análisis de {{clients}}' },
  CLIENT_TAGS_FETCH_FAILED: { he: 'טעינת התגיות נכשלה', en: 'Failed to fetch {{client}} tags', es: 'No se pudieron cargar las etiquetas de {{clients}}' },
  CLIENT_FOLLOWUPS_FETCH_FAILED: { he: 'טעינת המעקבים נכשלה', en: 'Failed to fetch follow-ups', es: 'No se pudieron cargar los seguimientos' },
  CLIENT_NOTES_FETCH_FAILED: { he: 'טעינת ההערות נכשלה', en: 'Failed to fetch {{client}} notes', es: 'No se pudieron cargar las notas del {{client}}' },
  CLIENT_NOTE_SAVE_FAILED: { he: 'שמירת ההערה נכשלה', en: 'Failed to save note', es: 'No se pudo guardar la nota' },
  CLIENT_NOTE_DELETE_FAILED: { he: 'מחיקת ההערה נכשלה', en: 'Failed to delete note', es: 'No se pudo eliminar la nota' },
  CLIENT_ACTIVITIES_FETCH_FAILED: { he: 'טעינת הפעילות של ה{{client}} נכשלה', en: 'Failed to fetch {{client}} activities', es: 'No se pudieron cargar las actividades del {{client}}' },
  CLIENT_SAVE_FAILED: { he: 'שמירת ה{{client}} נכשלה', en: 'Failed to save the {{client}}', es: 'No se pudo guardar el {{client}}' },
  CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found', es: '{{Client}} no encontrado' },
  CLIENT_EMAIL_EXISTS: { he: 'כבר קיים {{client}} עם כתובת הדואר האלקטרוני הזו', en: 'A {{client}} with this email already exists', es: 'Ya existe un {{client}} con este correo electrónico' },
  INVALID_CLIENT_DATA: { he: 'פרטי ה{{client}} אינם תקינים', en: 'Invalid {{client}} data', es: 'Datos del {{client}} no válidos' },
  INVALID_ID_NUMBER: { he: 'מספר תעודת הזהות אינו תקין', en: 'Invalid ID number', es: 'Número de identificación no válido' },
  INVALID_PHONE_NUMBER: { he: 'מספר הטלפון אינו תקין', en: 'Invalid phone number', es: 'Número de teléfono no válido' },

  // Documents and uploads
  DOCUMENT_DOWNLOAD_FAILED: { he: 'הורדת המסמך נכשלה', en: 'Failed to download document', es: 'No se pudo descargar el documento' },
  PDF_DOWNLOAD_FAILED: { he: 'הורדת קובץ ה-PDF נכשלה', en: 'Failed to download PDF', es: 'No se pudo descargar el PDF' },
  DOCUMENT_DELETE_FAILED: { he: 'מחיקת המסמך נכשלה', en: 'Failed to delete document', es: 'No se pudo eliminar el documento' },
  PDF_LOAD_FAILED: { he: 'טעינת קובץ ה-PDF נכשלה', en: 'Failed to load PDF', es: 'No se pudo cargar el PDF' },
  TEMPLATE_LOAD_FAILED: { he: 'טעינת התבנית נכשלה', en: 'Failed to load template', es: 'No se pudo cargar la plantilla' },
  TEMPLATE_SAVE_FAILED: { he: 'שמירת התבנית נכשלה', en: 'Failed to save template', es: 'No se pudo guardar la plantilla' },
  UPLOAD_FAILED: { he: 'ההעלאה נכשלה', en: 'Upload failed', es: 'Error al subir el archivo' },
  FILE_TOO_LARGE: { he: 'הקובץ גדול מדי', en: 'File is too large', es: 'El archivo es demasiado grande' },
  UNSUPPORTED_FILE_FORMAT: { he: 'סוג הקובץ אינו נתמך', en: 'Unsupported file format', es: 'Formato de archivo no admitido' },

  // E-mail provider errors and confirmations
  EMAIL_SESSION_EXPIRED: { he: 'פג תוקף החיבור לתיבת הדואר. חברו מחדש את ספק הדואר.', en: 'Your email session has expired. Please reconnect your email provider.', es: 'Su sesión de correo ha caducado. Vuelva a conectar su proveedor de correo.' },
  EMAIL_AUTH_EXPIRED: { he: 'פג תוקף ההרשאה לתיבת הדואר. חברו מחדש את ספק הדואר.', en: 'Your email authentication has expired. Please reconnect your email provider.', es: 'La autenticación de su correo ha caducado. Vuelva a conectar su proveedor de correo.' },
  EMAIL_FORBIDDEN: { he: 'אין לך הרשאה לבצע פעולה זו.', en: 'You do not have permission to perform this action.', es: 'No tiene permiso para realizar esta acción.' },
  EMAIL_NOT_FOUND: { he: 'ההודעה או התיקייה המבוקשת לא נמצאה.', en: 'The requested email or folder was not found.', es: 'No se encontró el mensaje o la carpeta solicitados.' },
  EMAIL_RATE_LIMITED: { he: 'נשלחו יותר מדי בקשות. המתינו רגע ונסו שוב.', en: 'Too many requests. Please wait a moment and try again.', es: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.' },
  EMAIL_SERVER_ERROR: { he: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר.', en: 'An error occurred on the server. Please try again later.', es: 'Se produjo un error en el servidor. Inténtelo de nuevo más tarde.' },
  EMAIL_QUOTA_EXCEEDED: { he: 'הגעת למכסת הדואר שלך. נסו שוב מאוחר יותר.', en: 'You have reached your email quota limit. Please try again later.', es: 'Ha alcanzado el límite de su cuota de correo. Inténtelo de nuevo más tarde.' },
  EMAIL_NETWORK_ERROR: { he: 'שגיאת תקשורת. בדקו את החיבור לאינטרנט.', en: 'Network connection error. Please check your internet connection.', es: 'Error de conexión de red. Compruebe su conexión a internet.' },
  EMAIL_UNEXPECTED_ERROR: { he: 'אירעה שגיאה בלתי צפויה. נסו שוב.', en: 'An unexpected error occurred. Please try again.', es: 'Se produjo un error inesperado. Inténtelo de nuevo.' },
  EMAIL_PROVIDER_CONNECTED: { he: 'ספק הדואר חובר בהצלחה', en: 'Email provider connected successfully', es: 'Proveedor de correo conectado correctamente' },
  EMAIL_PROVIDER_DISCONNECTED: { he: 'ספק הדואר נותק', en: 'Email provider disconnected', es: 'Proveedor de correo desconectado' },
  SMTP_CONFIG_SAVED: { he: 'הגדרות SMTP נשמרו', en: 'SMTP configuration saved', es: 'Configuración SMTP guardada' },
  EMAIL_ARCHIVED: { he: 'ההודעה הועברה לארכיון', en: 'Email archived', es: 'Mensaje archivado' },
  EMAIL_SYNC_COMPLETED: { he: 'סנכרון הדואר הושלם', en: 'Email sync completed', es: 'Sincronización del correo completada' },

  // Audit administration (spec 3)
  AUDIT_STATUS_FETCH_FAILED: { he: 'טעינת מצב הביקורת נכשלה', en: 'Failed to fetch audit status', es: 'No se pudo cargar el estado de la auditoría' },
  AUDIT_TOGGLE_FAILED: { he: 'הפעלת הביקורת או כיבויה נכשלו', en: 'Failed to toggle auditing', es: 'No se pudo activar o desactivar la auditoría' },
  AUDIT_CONFIG_FETCH_FAILED: { he: 'טעינת ההגדרות נכשלה', en: 'Failed to fetch configuration', es: 'No se pudo cargar la configuración' },
  AUDIT_CONFIG_UPDATE_FAILED: { he: 'עדכון ההגדרות נכשל', en: 'Failed to update configuration', es: 'No se pudo actualizar la configuración' },
  AUDIT_SEARCH_FAILED: { he: 'החיפוש ביומן הביקורת נכשל', en: 'Failed to search audit logs', es: 'No se pudo buscar en el registro de auditoría' },
  AUDIT_EXPORT_FAILED: { he: 'ייצוא יומן הביקורת נכשל', en: 'Failed to export audit logs', es: 'No se pudo exportar el registro de auditoría' },
  AUDIT_STATISTICS_FETCH_FAILED: { he: 'טעינת הנתונים הסטטיסטיים נכשלה', en: 'Failed to fetch statistics', es: 'No se pudieron cargar las estadísticas' },

  // Office configuration, features, theme and branding
  OFFICE_CONFIG_UNAVAILABLE: { he: 'הגדרות המשרד אינן זמינות', en: 'Office configuration not available', es: 'La configuración de la oficina no está disponible' },
  FEATURE_FLAGS_NOT_INITIALIZED: { he: 'הגדרות התכונות טרם נטענו', en: 'Feature flags not initialized', es: 'La configuración de funciones aún no se ha cargado' },
  FEATURE_NOT_AVAILABLE: { he: 'התכונה אינה זמינה', en: 'Feature Not Available', es: 'Función no disponible' },
  THEME_LOAD_FAILED: { he: 'טעינת ערכת העיצוב נכשלה', en: 'Failed to load theme', es: 'No se pudo cargar el tema' },
  THEME_UPDATE_FAILED: { he: 'עדכון ערכת העיצוב נכשל', en: 'Failed to update theme', es: 'No se pudo actualizar el tema' },
  THEME_RESET_FAILED: { he: 'איפוס ערכת העיצוב נכשל', en: 'Failed to reset theme', es: 'No se pudo restablecer el tema' },
  INVALID_PRIMARY_COLOR: { he: 'הצבע הראשי אינו תקין', en: 'Invalid primary color', es: 'Color principal no válido' },
  INVALID_SECONDARY_COLOR: { he: 'הצבע המשני אינו תקין', en: 'Invalid secondary color', es: 'Color secundario no válido' },
  CUSTOM_BRANDING_DISABLED: { he: 'מיתוג מותאם אישית אינו מופעל עבור המשרד הזה', en: 'Custom branding is not enabled for this tenant', es: 'La imagen de marca personalizada no está activada para esta oficina' },
  LOGO_UPLOAD_FAILED: { he: 'העלאת הלוגו נכשלה', en: 'Failed to upload logo', es: 'No se pudo subir el logotipo' },
  LOGO_DELETE_FAILED: { he: 'מחיקת הלוגו נכשלה', en: 'Failed to delete logo', es: 'No se pudo eliminar el logotipo' },
  LOGO_UPLOADED: { he: 'הלוגו הועלה בהצלחה', en: 'Logo uploaded successfully', es: 'Logotipo subido correctamente' },
  LOGO_INVALID_TYPE: { he: 'יש להעלות קובץ JPG, PNG או SVG', en: 'Please upload a JPG, PNG, or SVG file', es: 'Suba un archivo JPG, PNG o SVG' },
  LOGO_TOO_LARGE: { he: 'גודל הקובץ חייב להיות קטן מ-2MB', en: 'File size must be less than 2MB', es: 'El archivo debe ocupar menos de 2MB' },
  BRANDING_SAVE_FAILED: { he: 'שמירת המיתוג נכשלה', en: 'Failed to save branding', es: 'No se pudo guardar la imagen de marca' },
  BRANDING_UPDATED: { he: 'המיתוג עודכן בהצלחה', en: 'Branding updated successfully', es: 'Imagen de marca actualizada correctamente' },
} as const satisfies Record<string, Messages>;

/** A code of the server's message catalogue (UPPER_SNAKE). */
export type MessageCode = keyof typeof CATALOGUE;

/** Every code with its message in every language. */
export const messageCatalogue: Readonly<Record<MessageCode, Readonly<Messages>>> = CATALOGUE;

/** Whether a string is a code of the catalogue. */
export function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(CATALOGUE, value);
}

/** The messages of a catalogue code, as a fresh object the caller may change. */
export function messageFor(code: MessageCode): Messages {
  return copyMessages(CATALOGUE[code]);
}

/**
 * Messages from a text the configuration writes (a form's or a workflow's own words), which holds only the languages
 * its office offers: each missing language falls back as the screens pick a text (Hebrew, then English).
 */
export function messagesOfText(text: LocalizedText): Messages {
  return Object.fromEntries(LANGUAGES.map((language) => [language, pickText(text, language)])) as Messages;
}

/** A fresh copy of messages holding every language and nothing else. */
export function copyMessages(messages: Readonly<Messages>): Messages {
  return Object.fromEntries(LANGUAGES.map((language) => [language, messages[language]])) as Messages;
}

/** The body of an answer that only says how it went: `success`, the English `message` and every language's `messages`. */
export function messageBody(messages: Messages): { success: true; message: string; messages: Messages } {
  return { success: true, message: messages.en, messages: copyMessages(messages) };
}
