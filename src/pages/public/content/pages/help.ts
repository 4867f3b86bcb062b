import type { LocalizedDocument } from '../content-types';

/** /help: the help center's first steps and common tasks. */
export const helpContent: LocalizedDocument = {
  he: {
    title: 'מרכז עזרה',
    lead: 'המדריכים הקצרים כאן עוזרים להתחיל לעבוד בלשכה ולפתור את הבעיות הנפוצות ביותר. לא מצאתם תשובה? כתבו אל hello@lishka.app.',
    sections: [
      {
        id: 'getting-started',
        heading: 'צעדים ראשונים',
        bullets: [
          'נרשמים בעמוד ההרשמה, בוחרים את סוג המשרד ומאשרים את כתובת הדוא"ל בקישור שנשלח אליכם. ההרשמה פותחת משרד חדש, ואתם המנהלים שלו.',
          'מתחברים עם הדוא"ל והסיסמה. אם המשרד מבקש אימות דו־שלבי, תתבקשו להזין קוד שנשלח בדוא"ל או להגדיר אפליקציית אימות.',
          'מזמינים את הצוות מהגדרות המשרד: לכל מוזמן קובעים תפקיד, והוא מקבל קישור הצטרפות שתקף 7 ימים.',
        ],
        links: [
          { label: 'פתיחת משרד', href: '/register' },
          { label: 'התחברות', href: '/login' },
        ],
      },
      {
        id: 'choosing-office',
        heading: 'בחירת משרד',
        paragraphs: [
          'אם אתם חברים בכמה משרדים, בוחרים משרד בהתחברות או עוברים בין משרדים מתפריט המשתמש. משרד אפשר גם לבחור לפי הכתובת: תת־דומיין (legal.example.com) או הפרמטר `?tenant=` בכתובת. הבחירה לבדה לא נותנת גישה — רק חברות במשרד.',
        ],
      },
      {
        id: 'codes',
        heading: 'קודים חד־פעמיים',
        bullets: [
          'הקוד מגיע בדוא"ל, בן 6 ספרות, ותקף 5 דקות. אפשר להשתמש בו פעם אחת בלבד.',
          'לא הגיע? בדקו את תיקיית דואר הזבל, ואז בקשו קוד חדש. אפשר לבקש עד 5 קודים להתחברות אחת, בהפרש של 30 שניות לפחות. קוד חדש מבטל את הקודם.',
          'אחרי 5 ניסיונות שגויים הקוד מתבטל, וצריך לבקש חדש.',
        ],
      },
      {
        id: 'locked',
        heading: 'החשבון ננעל או שכחתי סיסמה',
        paragraphs: [
          '5 סיסמאות שגויות בתוך 15 דקות נועלות את החשבון ל-15 דקות. אפשר לחכות, או לאפס את הסיסמה: איפוס מבטל את הנעילה.',
          'כדי לאפס, לוחצים על "שכחתי סיסמה" בעמוד ההתחברות. אם החשבון קיים ומאושר, יישלח אליכם קישור שתקף שעה אחת. אחרי האיפוס כל החיבורים הקודמים מסתיימים.',
        ],
        links: [{ label: 'איפוס סיסמה', href: '/forgot-password' }],
      },
      {
        id: 'authenticator',
        heading: 'אפליקציית אימות',
        paragraphs: [
          'בהגדרות האבטחה של הפרופיל סורקים קוד QR באפליקציית אימות (כל אפליקציה שתומכת ב-TOTP), ומזינים את הקוד בן 6 הספרות כדי לאשר. מכאן והלאה האפליקציה מחליפה את הקוד בדוא"ל. במשרד שמחייב אימות דו־שלבי אי אפשר לבטל אותה.',
        ],
      },
      {
        id: 'preferences',
        heading: 'שפה ומראה',
        paragraphs: ['את השפה בוחרים בתפריט השפה שבראש כל עמוד, ואת המצב הבהיר או הכהה בכפתור שלידו. כשאתם מחוברים, הבחירה נשמרת בפרופיל ומלווה אתכם בכל מכשיר.'],
      },
      {
        id: 'your-data',
        heading: 'המידע שלכם',
        paragraphs: ['מעמוד הפרופיל אפשר להוריד את כל מה שנשמר עליכם כקובץ JSON, ולמחוק את החשבון אחרי אימות הסיסמה. פרטים נוספים במדיניות הפרטיות.'],
        links: [
          { label: 'שאלות נפוצות', href: '/faq' },
          { label: 'מדיניות הפרטיות', href: '/privacy' },
        ],
      },
    ],
  },
  en: {
    title: 'Help center',
    lead: "These short guides help you start working in Lishka and solve the most common problems. Didn't find an answer? Write to hello@lishka.app.",
    sections: [
      {
        id: 'getting-started',
        heading: 'First steps',
        bullets: [
          'Register on the sign-up page, choose your office type and confirm your e-mail address with the link we send you. Registering opens a new office, and you are its admin.',
          'Sign in with your e-mail and password. If the office asks for two-step verification, you will be asked for a code sent by e-mail or to set up an authenticator app.',
          "Invite your team from the office settings: give each invitee a role, and they receive a link to join that is valid for 7 days.",
        ],
        links: [
          { label: 'Open an office', href: '/register' },
          { label: 'Log in', href: '/login' },
        ],
      },
      {
        id: 'choosing-office',
        heading: 'Choosing an office',
        paragraphs: [
          'If you belong to several offices, choose one at sign-in or switch between them from the user menu. An office can also be chosen by the address: a sub-domain (legal.example.com) or the `?tenant=` parameter. Choosing alone grants no access — only membership does.',
        ],
      },
      {
        id: 'codes',
        heading: 'One-time codes',
        bullets: [
          'The code arrives by e-mail, has 6 digits and is valid for 5 minutes. It works only once.',
          'Not there? Check your spam folder, then ask for a new code. You can ask for up to 5 codes per sign-in, at least 30 seconds apart. A new code cancels the previous one.',
          'After 5 wrong tries the code is spent and you need a new one.',
        ],
      },
      {
        id: 'locked',
        heading: 'Account locked, or password forgotten',
        paragraphs: [
          '5 wrong passwords within 15 minutes lock the account for 15 minutes. You can wait, or reset your password: a reset clears the lock.',
          'To reset, choose "Forgot password" on the sign-in page. If the account exists and is confirmed, we send a link that is valid for one hour. After the reset every earlier session ends.',
        ],
        links: [{ label: 'Reset your password', href: '/forgot-password' }],
      },
      {
        id: 'authenticator',
        heading: 'Authenticator app',
        paragraphs: [
          "In your profile's security settings, scan a QR code with an authenticator app (any app that supports TOTP) and enter its 6-digit code to confirm. From then on the app replaces the e-mailed code. In an office that requires two-step verification it cannot be turned off.",
        ],
      },
      {
        id: 'preferences',
        heading: 'Language and appearance',
        paragraphs: ['Choose the language in the language menu at the top of every page, and light or dark mode with the button next to it. When you are signed in, your choice is saved to your profile and follows you to every device.'],
      },
      {
        id: 'your-data',
        heading: 'Your data',
        paragraphs: ['From the profile page you can download everything kept about you as a JSON file, and delete your account after confirming your password. More in the privacy policy.'],
        links: [
          { label: 'FAQ', href: '/faq' },
          { label: 'Privacy policy', href: '/privacy' },
        ],
      },
    ],
  },
  es: {
    title: 'Centro de ayuda',
    lead: 'Estas guías breves le ayudan a empezar a trabajar en Lishka y a resolver los problemas más habituales. ¿No encontró una respuesta? Escriba a hello@lishka.app.',
    sections: [
      {
        id: 'getting-started',
        heading: 'Primeros pasos',
        bullets: [
          'Regístrese en la página de registro, elija su tipo de oficina y confirme su dirección de correo con el enlace que le enviamos. Al registrarse se abre una oficina nueva, de la que usted es administrador.',
          'Inicie sesión con su correo y su contraseña. Si la oficina pide verificación en dos pasos, se le pedirá un código enviado por correo o que configure una aplicación de autenticación.',
          'Invite a su equipo desde la configuración de la oficina: asigne un rol a cada invitado, y recibirá un enlace para unirse válido durante 7 días.',
        ],
        links: [
          { label: 'Abrir una oficina', href: '/register' },
          { label: 'Iniciar sesión', href: '/login' },
        ],
      },
      {
        id: 'choosing-office',
        heading: 'Elegir una oficina',
        paragraphs: [
          'Si pertenece a varias oficinas, elija una al iniciar sesión o cambie entre ellas desde el menú de usuario. Una oficina también puede elegirse por la dirección: un subdominio (legal.example.com) o el parámetro `?tenant=`. Elegirla no da acceso por sí solo: solo la pertenencia lo da.',
        ],
      },
      {
        id: 'codes',
        heading: 'Códigos de un solo uso',
        bullets: [
          'El código llega por correo, tiene 6 dígitos y es válido durante 5 minutos. Solo funciona una vez.',
          '¿No ha llegado? Revise la carpeta de correo no deseado y luego pida un código nuevo. Puede pedir hasta 5 códigos por inicio de sesión, con al menos 30 segundos entre ellos. Un código nuevo anula el anterior.',
          'Tras 5 intentos fallidos el código queda agotado y necesita uno nuevo.',
        ],
      },
      {
        id: 'locked',
        heading: 'Cuenta bloqueada o contraseña olvidada',
        paragraphs: [
          '5 contraseñas incorrectas en 15 minutos bloquean la cuenta durante 15 minutos. Puede esperar, o restablecer su contraseña: el restablecimiento quita el bloqueo.',
          'Para restablecerla, elija "¿Olvidó su contraseña?" en la página de inicio de sesión. Si la cuenta existe y está confirmada, le enviamos un enlace válido durante una hora. Tras el restablecimiento se cierran todas las sesiones anteriores.',
        ],
        links: [{ label: 'Restablecer su contraseña', href: '/forgot-password' }],
      },
      {
        id: 'authenticator',
        heading: 'Aplicación de autenticación',
        paragraphs: [
          'En los ajustes de seguridad de su perfil, escanee un código QR con una aplicación de autenticación (cualquiera compatible con TOTP) e introduzca su código de 6 dígitos para confirmar. A partir de entonces la aplicación sustituye al código por correo. En una oficina que exige verificación en dos pasos no se puede desactivar.',
        ],
      },
      {
        id: 'preferences',
        heading: 'Idioma y apariencia',
        paragraphs: ['Elija el idioma en el menú de idiomas de la parte superior de cada página, y el modo claro u oscuro con el botón de al lado. Con la sesión iniciada, su elección se guarda en su perfil y le acompaña en todos sus dispositivos.'],
      },
      {
        id: 'your-data',
        heading: 'Sus datos',
        paragraphs: ['Desde la página del perfil puede descargar todo lo que se guarda sobre usted como archivo JSON, y eliminar su cuenta tras confirmar su contraseña. Más información en la política de privacidad.'],
        links: [
          { label: 'Preguntas frecuentes', href: '/faq' },
          { label: 'Política de privacidad', href: '/privacy' },
        ],
      },
    ],
  },
};
