import type { LocalizedDocument } from '../content-types';

/** /security: how Lishka protects accounts and office data (README, Security model). */
export const securityContent: LocalizedDocument = {
  he: {
    title: 'אבטחה בלשכה',
    lead: 'משרדים מקצועיים מחזיקים מידע רגיש: רפואי, משפטי, פיננסי. לכן האבטחה בלשכה אינה תוספת — היא חלק מכל שכבה, ממסד הנתונים ועד הדפדפן.',
    sections: [
      {
        id: 'tenancy',
        heading: 'הפרדה בין משרדים',
        paragraphs: [
          'המשרד של כל בקשה נקבע לפי החיבור המאומת, ותת־הדומיין, כותרות הבקשה או הפרמטר `?tenant=` רק בוחרים מבין המשרדים שהמשתמש חבר בהם. בכל טבלה של משרד מזהה המשרד הוא חלק מהמפתח, ואבטחה ברמת השורה (Row-Level Security) מאולצת עליה; הבקשות רצות בתפקיד מוגבל, והמשרד והמשתמש נקבעים לכל טרנזקציה מחדש.',
        ],
      },
      {
        id: 'passwords',
        heading: 'סיסמאות',
        bullets: [
          'סיסמאות נשמרות רק כגיבוב argon2id (19 MiB זיכרון, 2 איטרציות).',
          'כל משרד קובע מדיניות משלו: אורך מזערי (למשל 12 תווים במשרד רפואי ו-14 במשרד עורכי דין), אותיות גדולות וקטנות, ספרות וסימנים, תוקף, ומניעת שימוש חוזר בסיסמאות קודמות. משתמש שחבר בכמה משרדים עומד במדיניות המחמירה מביניהם.',
          'איפוס סיסמה עונה אותה תשובה בדיוק ובאותו זמן, בין שהחשבון קיים ובין שלא, כדי שלא יהיה אפשר לגלות אילו חשבונות קיימים. הקישור תקף שעה ולשימוש אחד, והאיפוס מסיים את כל החיבורים.',
        ],
      },
      {
        id: 'two-step',
        heading: 'אימות דו־שלבי',
        bullets: [
          'קוד חד־פעמי בדוא"ל: 6 ספרות ממחולל אקראי קריפטוגרפי, נשמר רק כ-HMAC, תקף 5 דקות, לשימוש אחד ועם 5 ניסיונות.',
          'אפליקציית אימות (TOTP, לפי RFC 6238): צעדים של 30 שניות, כל קוד מתקבל פעם אחת בלבד, והסוד מוצפן ב-AES-256-GCM.',
          'הגדרת אפליקציית אימות בהתחברות מגיעה רק אחרי הקוד בדוא"ל, כך שסיסמה גנובה לבדה לא מאפשרת לתוקף לרשום אפליקציה משלו.',
          'התחברות עם Google משתמשת בזרימת authorization code עם PKCE, state ו-nonce, ולעולם אינה יוצרת חשבון חדש.',
        ],
      },
      {
        id: 'sessions',
        heading: 'חיבורים ו-CSRF',
        paragraphs: [
          'החיבור נשמר בעוגייה מסוג httpOnly עם SameSite=Lax, ומכיל 256 ביטים אקראיים; מסד הנתונים שומר רק את ה-SHA-256 שלהם. בכל התחברות נוצר מזהה חדש. החיבור מסתיים אחרי זמן חוסר הפעילות שבמדיניות המשרד, ולכל היותר אחרי 12 שעות כברירת מחדל, ואפשר לראות את החיבורים הפעילים ולסיים כל אחד מהם.',
          'כל קריאה שמשנה מידע נושאת אסימון CSRF, חתימת HMAC שקשורה לחיבור.',
        ],
      },
      {
        id: 'limits',
        heading: 'מגבלות קצב ונעילה',
        bullets: [
          '5 סיסמאות שגויות בתוך 15 דקות נועלות את החשבון ל-15 דקות; 100 ניסיונות כושלים מכל סוג בשעה נועלים אותו עד סוף השעה.',
          'לכל נתיב רגיש יש מגבלה לכל כתובת IP: למשל 20 ניסיונות התחברות בדקה ו-5 בקשות איפוס סיסמה ברבע שעה. המונים משותפים לכל שרתי האפליקציה.',
        ],
      },
      {
        id: 'audit',
        heading: 'יומן ביקורת ורישום',
        paragraphs: [
          'כל שינוי נרשם ביומן הביקורת של המשרד, שהאפליקציה יכולה רק להוסיף לו ולא לשנות אותו. גם בקשות שנדחו והתחברויות כושלות נרשמות. ביומני השרת מוסתרים שדות ששמם מרמז על סיסמה, אסימון, סוד, מפתח, חיבור או קוד.',
          'השרת שולח כותרות אבטחה, ובהן מדיניות אבטחת תוכן (CSP) שמתירה סקריפטים רק מהאתר עצמו.',
        ],
      },
      {
        id: 'report',
        heading: 'מצאתם בעיה?',
        paragraphs: ['דווחו לנו אל hello@lishka.app עם המילה "אבטחה" בנושא. נאשר את הקבלה ונעדכן אתכם עד שהבעיה תתוקן.'],
        links: [
          { label: 'תאימות ורגולציה', href: '/compliance' },
          { label: 'מדיניות הפרטיות', href: '/privacy' },
        ],
      },
    ],
  },
  en: {
    title: 'Security at Lishka',
    lead: 'Professional offices hold sensitive information: medical, legal, financial. That is why security in Lishka is not an add-on — it is part of every layer, from the database to the browser.',
    sections: [
      {
        id: 'tenancy',
        heading: 'Offices kept apart',
        paragraphs: [
          "The office of every request comes from the verified session; the sub-domain, request headers or the `?tenant=` parameter only choose among the offices the user belongs to. Every office table has the office's id in its keys and forced row-level security; requests run in a restricted role, with the office and the user set anew for each transaction.",
        ],
      },
      {
        id: 'passwords',
        heading: 'Passwords',
        bullets: [
          'Passwords are stored only as argon2id hashes (19 MiB of memory, 2 iterations).',
          'Each office sets its own policy: minimum length (12 characters in a medical office and 14 in a law firm, for example), upper and lower case, digits and symbols, expiry, and no reuse of earlier passwords. A user who belongs to several offices meets the strictest of their policies.',
          'A password reset answers exactly the same, in the same time, whether the account exists or not, so it cannot be used to find out which accounts exist. The link is valid for one hour and works once, and the reset ends every session.',
        ],
      },
      {
        id: 'two-step',
        heading: 'Two-step verification',
        bullets: [
          'One-time codes by e-mail: 6 digits from a cryptographically secure generator, kept only as an HMAC, valid for 5 minutes, single use, with 5 tries.',
          'Authenticator apps (TOTP, RFC 6238): 30-second steps, each code accepted only once, and the secret encrypted with AES-256-GCM.',
          "Setting up an authenticator during sign-in comes only after the e-mailed code, so a stolen password alone does not let an attacker enrol an app of their own.",
          'Sign-in with Google uses the authorization-code flow with PKCE, state and nonce, and never creates an account.',
        ],
      },
      {
        id: 'sessions',
        heading: 'Sessions and CSRF',
        paragraphs: [
          "The session lives in an httpOnly, SameSite=Lax cookie holding 256 random bits; the database keeps only their SHA-256. Every sign-in gets a new id. A session ends after the idle time in the office's policy, and after 12 hours at most by default, and you can list your active sessions and end any of them.",
          'Every call that changes data carries a CSRF token, an HMAC bound to the session.',
        ],
      },
      {
        id: 'limits',
        heading: 'Rate limits and locks',
        bullets: [
          '5 wrong passwords within 15 minutes lock the account for 15 minutes; 100 failed attempts of any kind within an hour lock it until that hour has passed.',
          'Every sensitive route has a limit per IP address: 20 sign-in attempts a minute and 5 password-reset requests per 15 minutes, for example. The counters are shared by every application server.',
        ],
      },
      {
        id: 'audit',
        heading: 'Audit log and logging',
        paragraphs: [
          "Every change is written to the office's audit log, which the application can add to but never change. Refused requests and failed sign-ins are recorded too. Server logs hide fields whose names suggest a password, token, secret, key, session or code.",
          'The server sends security headers, among them a content security policy (CSP) that allows scripts only from the site itself.',
        ],
      },
      {
        id: 'report',
        heading: 'Found a problem?',
        paragraphs: ['Report it to hello@lishka.app with the word "security" in the subject. We will confirm receipt and keep you posted until it is fixed.'],
        links: [
          { label: 'Compliance', href: '/compliance' },
          { label: 'Privacy policy', href: '/privacy' },
        ],
      },
    ],
  },
  es: {
    title: 'La seguridad en Lishka',
    lead: 'Las oficinas profesionales guardan información sensible: médica, jurídica, financiera. Por eso la seguridad en Lishka no es un complemento: forma parte de cada capa, desde la base de datos hasta el navegador.',
    sections: [
      {
        id: 'tenancy',
        heading: 'Oficinas separadas',
        paragraphs: [
          'La oficina de cada solicitud sale de la sesión verificada; el subdominio, las cabeceras de la solicitud o el parámetro `?tenant=` solo eligen entre las oficinas a las que pertenece el usuario. Cada tabla de las oficinas lleva el id de la oficina en sus claves y seguridad a nivel de fila forzada; las solicitudes se ejecutan con un rol restringido, con la oficina y el usuario fijados de nuevo en cada transacción.',
        ],
      },
      {
        id: 'passwords',
        heading: 'Contraseñas',
        bullets: [
          'Las contraseñas se guardan solo como hashes argon2id (19 MiB de memoria, 2 iteraciones).',
          'Cada oficina fija su propia política: longitud mínima (12 caracteres en una oficina médica y 14 en un despacho de abogados, por ejemplo), mayúsculas y minúsculas, dígitos y símbolos, caducidad y prohibición de reutilizar contraseñas anteriores. Un usuario que pertenece a varias oficinas cumple la más estricta de sus políticas.',
          'El restablecimiento de contraseña responde exactamente igual, en el mismo tiempo, exista la cuenta o no, así que no sirve para averiguar qué cuentas existen. El enlace es válido durante una hora y funciona una vez, y el restablecimiento cierra todas las sesiones.',
        ],
      },
      {
        id: 'two-step',
        heading: 'Verificación en dos pasos',
        bullets: [
          'Códigos de un solo uso por correo: 6 dígitos de un generador criptográficamente seguro, guardados solo como HMAC, válidos durante 5 minutos, de un solo uso, con 5 intentos.',
          'Aplicaciones de autenticación (TOTP, RFC 6238): pasos de 30 segundos, cada código aceptado una sola vez, y el secreto cifrado con AES-256-GCM.',
          'Configurar una aplicación de autenticación durante el inicio de sesión solo es posible después del código por correo, así que una contraseña robada por sí sola no permite a un atacante registrar su propia aplicación.',
          'El inicio de sesión con Google usa el flujo de código de autorización con PKCE, state y nonce, y nunca crea una cuenta.',
        ],
      },
      {
        id: 'sessions',
        heading: 'Sesiones y CSRF',
        paragraphs: [
          'La sesión vive en una cookie httpOnly y SameSite=Lax que contiene 256 bits aleatorios; la base de datos guarda solo su SHA-256. Cada inicio de sesión recibe un id nuevo. Una sesión termina tras el tiempo de inactividad de la política de la oficina, y como máximo tras 12 horas por defecto, y puede ver sus sesiones activas y cerrar cualquiera de ellas.',
          'Cada llamada que cambia datos lleva un token CSRF, un HMAC ligado a la sesión.',
        ],
      },
      {
        id: 'limits',
        heading: 'Límites de frecuencia y bloqueos',
        bullets: [
          '5 contraseñas incorrectas en 15 minutos bloquean la cuenta durante 15 minutos; 100 intentos fallidos de cualquier tipo en una hora la bloquean hasta que pasa esa hora.',
          'Cada ruta sensible tiene un límite por dirección IP: 20 intentos de inicio de sesión por minuto y 5 solicitudes de restablecimiento de contraseña cada 15 minutos, por ejemplo. Los contadores los comparten todos los servidores de aplicación.',
        ],
      },
      {
        id: 'audit',
        heading: 'Registro de auditoría y registros del servidor',
        paragraphs: [
          'Cada cambio se escribe en el registro de auditoría de la oficina, al que la aplicación puede añadir entradas pero que nunca puede cambiar. También se registran las solicitudes rechazadas y los inicios de sesión fallidos. Los registros del servidor ocultan los campos cuyo nombre sugiere una contraseña, un token, un secreto, una clave, una sesión o un código.',
          'El servidor envía cabeceras de seguridad, entre ellas una política de seguridad de contenido (CSP) que solo permite scripts del propio sitio.',
        ],
      },
      {
        id: 'report',
        heading: '¿Encontró un problema?',
        paragraphs: ['Infórmenos en hello@lishka.app con la palabra "seguridad" en el asunto. Confirmaremos la recepción y le mantendremos al tanto hasta que se corrija.'],
        links: [
          { label: 'Cumplimiento normativo', href: '/compliance' },
          { label: 'Política de privacidad', href: '/privacy' },
        ],
      },
    ],
  },
};
