import type { LocaleStrings } from './locale-strings';

// Texts the server also writes (a password rule, "Passwords do not match", the MFA session messages, Google's
// reasons) use its exact wording (server/i18n/messages.ts, server/modules/google/google.messages.ts), so that
// the client-side check and the server's answer read the same.

/** The sign-in screens' words (Hebrew, English and Spanish): login, registration, e-mail confirmation, password reset, one-time code and authenticator. */
export const authStrings = {
  he: {
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
  },
  en: {
    layout: { home: 'Lishka — home page', logoAlt: '{{name}} logo', terms: 'Terms of use', privacy: 'Privacy policy', rights: '© {{year}} Lishka' },
    fields: {
      email: 'Email', password: 'Password', newPassword: 'New password', confirmPassword: 'Confirm password', firstName: 'First name', lastName: 'Last name',
      officeName: 'Office name', officeType: 'Office type', slug: 'Office address', code: 'Verification code', authenticatorCode: 'Authenticator code', codeDigit: 'Digit {{index}} of {{count}}',
    },
    validation: {
      emailRequired: 'Enter your email address', emailInvalid: 'The email address is not valid', passwordRequired: 'Enter your password', confirmRequired: 'Enter the password again',
      passwordsMismatch: 'Passwords do not match', termsRequired: 'The terms of use must be accepted', firstNameRequired: 'Enter your first name', lastNameRequired: 'Enter your last name',
      officeNameRequired: 'Enter the office name', officeTypeRequired: 'Choose an office type', slugRequired: 'Choose an address for the office',
      slugPattern: 'Only lower-case Latin letters, digits and hyphens (not first or last), up to 63 characters', codeRequired: 'A valid 6-digit code is required', mfaCodeFormat: 'The authenticator code must be exactly 6 digits',
    },
    passwordRules: 'The password needs: {{rules}}',
    backToLogin: 'Back to login',
    login: {
      title: 'Log in', subtitle: 'Welcome back! Enter your account details to continue.', officeSubtitle: 'Log in to <bdi>{{office}}</bdi>', submit: 'Log in', forgot: 'Forgot password?',
      noAccount: 'No account yet?', register: 'Create account', or: 'or', google: 'Sign in with Google', sessionExpired: 'Session expired; log in again', googleFailed: 'Google sign-in failed',
    },
    google: {
      reasons: {
        'not-configured': 'Google sign-in is not configured on this server', unreachable: 'Google could not be reached; try again in a moment', cancelled: 'Google sign-in was cancelled or refused at Google',
        'flow-invalid': 'This Google sign-in is unknown, expired or already used; start again',
        'other-browser': 'This Google sign-in was started in another browser, or its cookie was lost; start again in this browser', 'exchange-failed': 'Google did not confirm the sign-in; start again',
        'not-linked': 'No Lishka account is linked to this Google account. Sign in with your e-mail and password and link Google from your profile; Google does not create accounts, so register first.',
      },
      codes: { ACCOUNT_LOCKED: 'Account locked; try again later', ACCOUNT_DISABLED: 'Account disabled; contact your office administrator', NO_OFFICE: 'Your account does not belong to any office', EMAIL_NOT_VERIFIED: 'Email not verified' },
      completing: 'Completing the Google sign-in…',
    },
    register: {
      title: 'Create account', subtitle: 'Open a new office on Lishka in a few steps.', yourDetails: 'Your details', officeDetails: 'Office details',
      slugHelp: 'The office’s own address: lower-case Latin letters, digits and hyphens.', acceptTerms: 'I have read and accept the ', termsLink: 'terms of use', submit: 'Create account',
      haveAccount: 'Already have an account?', login: 'Log in', officeTypesFailed: 'Could not load the office types',
      invitationLoading: 'Loading the invitation…', invitation: 'You are invited to join <bdi>{{office}}</bdi> as {{role}}.', invitationEmail: 'You will register with the address the invitation was sent to.',
      invitationHasAccount: 'An account with <bdi>{{email}}</bdi> already exists. Log in to it to join the office.', invitationInvalid: 'This invitation cannot be used', registerWithout: 'Register without an invitation',
    },
    registerSuccess: {
      title: 'Check your email', text: 'We sent <bdi>{{email}}</bdi> a message with the next step. Follow it before you log in.', textNoEmail: 'We sent your email address a message with the next step. Follow it before you log in.',
      notReceived: 'Didn’t get it? Look in your spam folder, or ask for a new link.', resend: 'Send a new link', login: 'Go to login',
    },
    confirm: { title: 'Confirm your email address', checking: 'Confirming your address…', successTitle: 'Address confirmed', failedTitle: 'We could not confirm the address', missingToken: 'The link has no confirmation code; ask for a new link.', login: 'Go to login' },
    forgot: {
      title: 'Reset your password', subtitle: 'Enter your account’s email address and we will send it a link to choose a new password.', submit: 'Send link',
      sentTitle: 'Check your email', sentHint: 'The link works for one hour. If it did not arrive, look in your spam folder.', remembered: 'Remembered your password?',
    },
    otp: {
      title: 'One-time code', sentTo: 'We sent a 6-digit code to <bdi>{{destination}}</bdi>. It works for 5 minutes.', sentToYou: 'We sent a 6-digit code to your email. It works for 5 minutes.',
      submit: 'Verify', resend: 'Send a new code', resendIn: 'You can ask for a new code in <bdi>{{seconds}}</bdi> seconds', noMoreResends: 'Every code this sign-in allows was sent. If none arrived, log in again.',
      otherAccount: 'Log in with another account',
    },
    pending: { expired: 'Too much time passed since you logged in; log in again.', missing: 'No sign-in is waiting for this step; log in again.' },
    mfa: {
      title: 'Two-step verification', subtitle: 'Open your authenticator app and enter the 6-digit code it shows.', submit: 'Verify',
      setupTitle: 'Set up two-step verification', setupIntro: 'Your office requires two-step verification. Add the account to an authenticator app (such as Google Authenticator or Microsoft Authenticator) and enter the code it shows.',
      scan: 'Scan the code with the app', qrAlt: 'QR code to add the account to your authenticator app', manual: 'Cannot scan? Enter this key by hand:', secretLabel: 'Key for manual entry',
      copy: 'Copy the key', copied: 'Key copied', copyFailed: 'Copying failed; select the key and copy it', enterCode: 'Enter the code the app shows', confirm: 'Confirm and continue', preparing: 'Preparing the set-up…', restart: 'Start the set-up again',
      errors: {
        noSession: 'No MFA session found. Please try logging in again.', sessionExpired: 'Your MFA session has expired. Please try logging in again.',
        setupSessionNotFound: 'MFA setup session not found. Please try setting up MFA again.', setupSessionExpired: 'Your MFA setup session has expired. Please try setting up MFA again.',
        verifyFailed: 'Failed to verify MFA code', confirmFailed: 'Failed to confirm MFA setup', setupFailed: 'Failed to setup MFA',
      },
    },
    reset: {
      title: 'Choose a new password', subtitle: 'Enter your account’s email address and choose a new password.', submit: 'Save password', missingToken: 'The link has no reset code; ask for a new link.', askAgain: 'Ask for a new link',
    },
  },
  es: {
    layout: { home: 'Lishka — página de inicio', logoAlt: 'Logotipo de {{name}}', terms: 'Términos de uso', privacy: 'Política de privacidad', rights: '© {{year}} Lishka' },
    fields: {
      email: 'Correo electrónico', password: 'Contraseña', newPassword: 'Nueva contraseña', confirmPassword: 'Confirmar contraseña', firstName: 'Nombre', lastName: 'Apellido',
      officeName: 'Nombre de la oficina', officeType: 'Tipo de oficina', slug: 'Dirección de la oficina', code: 'Código de verificación', authenticatorCode: 'Código de la aplicación de autenticación', codeDigit: 'Dígito {{index}} de {{count}}',
    },
    validation: {
      emailRequired: 'Introduzca su correo electrónico', emailInvalid: 'La dirección de correo no es válida', passwordRequired: 'Introduzca su contraseña', confirmRequired: 'Introduzca la contraseña de nuevo',
      passwordsMismatch: 'Las contraseñas no coinciden', termsRequired: 'Debe aceptar los términos de uso', firstNameRequired: 'Introduzca su nombre', lastNameRequired: 'Introduzca su apellido',
      officeNameRequired: 'Introduzca el nombre de la oficina', officeTypeRequired: 'Elija un tipo de oficina', slugRequired: 'Elija una dirección para la oficina',
      slugPattern: 'Solo letras latinas minúsculas, dígitos y guiones (ni al principio ni al final), hasta 63 caracteres', codeRequired: 'Se requiere un código válido de 6 dígitos', mfaCodeFormat: 'El código de autenticación debe tener exactamente 6 dígitos',
    },
    passwordRules: 'La contraseña necesita: {{rules}}',
    backToLogin: 'Volver a iniciar sesión',
    login: {
      title: 'Iniciar sesión', subtitle: '¡Bienvenido de nuevo! Introduzca los datos de su cuenta para continuar.', officeSubtitle: 'Iniciar sesión en <bdi>{{office}}</bdi>', submit: 'Iniciar sesión', forgot: '¿Olvidó su contraseña?',
      noAccount: '¿Aún no tiene cuenta?', register: 'Crear cuenta', or: 'o', google: 'Iniciar sesión con Google', sessionExpired: 'La sesión expiró; inicie sesión de nuevo', googleFailed: 'Falló el inicio de sesión con Google',
    },
    google: {
      reasons: {
        'not-configured': 'El inicio de sesión con Google no está configurado en este servidor', unreachable: 'No se pudo contactar con Google; inténtelo de nuevo en un momento', cancelled: 'El inicio de sesión con Google se canceló o fue rechazado en Google',
        'flow-invalid': 'Este inicio de sesión con Google es desconocido, expiró o ya se usó; empiece de nuevo',
        'other-browser': 'Este inicio de sesión con Google empezó en otro navegador o se perdió su cookie; empiece de nuevo en este navegador', 'exchange-failed': 'Google no confirmó el inicio de sesión; empiece de nuevo',
        'not-linked': 'Ninguna cuenta de Lishka está vinculada a esta cuenta de Google. Inicie sesión con su correo y contraseña y vincule Google desde su perfil; Google no crea cuentas, así que regístrese primero.',
      },
      codes: { ACCOUNT_LOCKED: 'Cuenta bloqueada; inténtelo más tarde', ACCOUNT_DISABLED: 'Cuenta desactivada; contacte con el administrador de su oficina', NO_OFFICE: 'Su cuenta no pertenece a ninguna oficina', EMAIL_NOT_VERIFIED: 'Correo electrónico no verificado' },
      completing: 'Completando el inicio de sesión con Google…',
    },
    register: {
      title: 'Crear cuenta', subtitle: 'Abra una nueva oficina en Lishka en pocos pasos.', yourDetails: 'Sus datos', officeDetails: 'Datos de la oficina',
      slugHelp: 'La dirección propia de la oficina: letras latinas minúsculas, dígitos y guiones.', acceptTerms: 'He leído y acepto los ', termsLink: 'términos de uso', submit: 'Crear cuenta',
      haveAccount: '¿Ya tiene una cuenta?', login: 'Iniciar sesión', officeTypesFailed: 'No se pudieron cargar los tipos de oficina',
      invitationLoading: 'Cargando la invitación…', invitation: 'Le invitan a unirse a <bdi>{{office}}</bdi> como {{role}}.', invitationEmail: 'Se registrará con la dirección a la que se envió la invitación.',
      invitationHasAccount: 'Ya existe una cuenta con <bdi>{{email}}</bdi>. Inicie sesión en ella para unirse a la oficina.', invitationInvalid: 'Esta invitación no se puede usar', registerWithout: 'Registrarse sin invitación',
    },
    registerSuccess: {
      title: 'Revise su correo', text: 'Enviamos a <bdi>{{email}}</bdi> un mensaje con el siguiente paso. Sígalo antes de iniciar sesión.', textNoEmail: 'Enviamos a su correo electrónico un mensaje con el siguiente paso. Sígalo antes de iniciar sesión.',
      notReceived: '¿No le llegó? Mire en la carpeta de correo no deseado o pida un enlace nuevo.', resend: 'Enviar un enlace nuevo', login: 'Ir a iniciar sesión',
    },
    confirm: { title: 'Confirme su correo electrónico', checking: 'Confirmando su dirección…', successTitle: 'Dirección confirmada', failedTitle: 'No pudimos confirmar la dirección', missingToken: 'El enlace no tiene código de confirmación; pida un enlace nuevo.', login: 'Ir a iniciar sesión' },
    forgot: {
      title: 'Restablecer la contraseña', subtitle: 'Introduzca el correo de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.', submit: 'Enviar enlace',
      sentTitle: 'Revise su correo', sentHint: 'El enlace funciona durante una hora. Si no llegó, mire en la carpeta de correo no deseado.', remembered: '¿Recordó su contraseña?',
    },
    otp: {
      title: 'Código de un solo uso', sentTo: 'Enviamos un código de 6 dígitos a <bdi>{{destination}}</bdi>. Funciona durante 5 minutos.', sentToYou: 'Enviamos un código de 6 dígitos a su correo. Funciona durante 5 minutos.',
      submit: 'Verificar', resend: 'Enviar un código nuevo', resendIn: 'Podrá pedir un código nuevo en <bdi>{{seconds}}</bdi> segundos', noMoreResends: 'Ya se enviaron todos los códigos que permite este inicio de sesión. Si no llegó ninguno, inicie sesión de nuevo.',
      otherAccount: 'Iniciar sesión con otra cuenta',
    },
    pending: { expired: 'Pasó demasiado tiempo desde que inició sesión; inicie sesión de nuevo.', missing: 'Ningún inicio de sesión espera este paso; inicie sesión de nuevo.' },
    mfa: {
      title: 'Verificación en dos pasos', subtitle: 'Abra su aplicación de autenticación e introduzca el código de 6 dígitos que muestra.', submit: 'Verificar',
      setupTitle: 'Configurar la verificación en dos pasos', setupIntro: 'Su oficina exige la verificación en dos pasos. Añada la cuenta a una aplicación de autenticación (como Google Authenticator o Microsoft Authenticator) e introduzca el código que muestra.',
      scan: 'Escanee el código con la aplicación', qrAlt: 'Código QR para añadir la cuenta a su aplicación de autenticación', manual: '¿No puede escanear? Introduzca esta clave a mano:', secretLabel: 'Clave para introducir a mano',
      copy: 'Copiar la clave', copied: 'Clave copiada', copyFailed: 'No se pudo copiar; seleccione la clave y cópiela', enterCode: 'Introduzca el código que muestra la aplicación', confirm: 'Confirmar y continuar', preparing: 'Preparando la configuración…', restart: 'Empezar la configuración de nuevo',
      errors: {
        noSession: 'No se encontró ninguna sesión de verificación en dos pasos. Inicie sesión de nuevo.', sessionExpired: 'Su sesión de verificación en dos pasos expiró. Inicie sesión de nuevo.',
        setupSessionNotFound: 'No se encontró la configuración de la verificación en dos pasos. Configúrela de nuevo.', setupSessionExpired: 'La configuración de la verificación en dos pasos expiró. Configúrela de nuevo.',
        verifyFailed: 'No se pudo verificar el código', confirmFailed: 'No se pudo confirmar la configuración de la verificación en dos pasos', setupFailed: 'No se pudo configurar la verificación en dos pasos',
      },
    },
    reset: {
      title: 'Elija una contraseña nueva', subtitle: 'Introduzca el correo de su cuenta y elija una contraseña nueva.', submit: 'Guardar la contraseña', missingToken: 'El enlace no tiene código de restablecimiento; pida un enlace nuevo.', askAgain: 'Pedir un enlace nuevo',
    },
  },
} as const satisfies LocaleStrings;
