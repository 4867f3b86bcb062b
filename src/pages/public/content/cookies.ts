import type { LocalizedDocument } from './content-types';

/** The cookie policy (/cookies): the cookies and browser storage Lishka really uses (server/http/cookies.ts, src/). */
export const cookiesContent: LocalizedDocument = {
  updated: '2026-11-01',
  he: {
    title: 'מדיניות עוגיות',
    lead: 'לשכה משתמשת רק בעוגיות ובאחסון בדפדפן שהשירות לא יכול לעבוד בלעדיהם, או שזוכרים בחירה שעשיתם. אין אצלנו עוגיות פרסום, אין אנליטיקה של צד שלישי ואין מעקב בין אתרים.',
    sections: [
      {
        id: 'what',
        heading: '1. מה הן עוגיות',
        paragraphs: [
          'עוגייה היא קובץ טקסט קטן שהשרת שומר בדפדפן, והדפדפן שולח אותה בחזרה בכל פנייה לאותו אתר. אחסון מקומי (localStorage) ואחסון לשונית (sessionStorage) הם מקומות בדפדפן שבהם האפליקציה עצמה שומרת הגדרות; הם אינם נשלחים לשרת מעצמם.',
        ],
      },
      {
        id: 'cookies-we-set',
        heading: '2. העוגיות שלשכה קובעת',
        paragraphs: [
          'כל העוגיות הן של האתר הזה בלבד (first-party), נשלחות רק בחיבור מאובטח (חוץ מפיתוח מקומי ב-localhost), ומוגדרות SameSite=Lax, כך שאתר אחר אינו יכול לשלוח אותן בשמכם בבקשה שמשנה מידע.',
        ],
        table: {
          columns: ['שם', 'למה היא משמשת', 'סוג', 'משך'],
          rows: [
            ['`lishka_session`', 'מזהה את החיבור שלכם אחרי ההתחברות. מכילה 256 ביטים אקראיים; השרת שומר רק גיבוב SHA-256 שלהם.', 'הכרחית, httpOnly', 'עד סוף החיבור: זמן חוסר הפעילות של מדיניות המשרד, ולכל היותר 12 שעות כברירת מחדל'],
            ['`XSRF-TOKEN`', 'הגנה מפני זיוף בקשות (CSRF): האפליקציה קוראת אותה ושולחת אותה בכותרת `X-XSRF-TOKEN` עם כל פעולה שמשנה מידע.', 'הכרחית, קריאה לאפליקציה', 'עד סגירת הדפדפן או ההתנתקות'],
            ['`lishka_csrf_seed`', 'קושרת את אסימון ה-CSRF לדפדפן לפני ההתחברות, כדי שגם טופסי ההרשמה וההתחברות מוגנים.', 'הכרחית, httpOnly', 'עד סגירת הדפדפן'],
            ['`lishka_device`', 'זוכרת דפדפן שכבר השלים התחברות, כדי שמשרד שמבקש קוד חד־פעמי רק בדפדפן חדש לא יבקש אותו בכל פעם.', 'הכרחית לאבטחה, httpOnly', '30 יום מההתחברות המלאה האחרונה'],
            ['`lishka_google_flow`', 'קושרת את ההתחברות באמצעות Google לדפדפן שהתחיל אותה. נקבעת רק אם בחרתם להתחבר עם Google.', 'הכרחית, httpOnly', '10 דקות'],
          ],
        },
      },
      {
        id: 'local-storage',
        heading: '3. אחסון בדפדפן',
        table: {
          columns: ['מפתח', 'מה נשמר', 'איפה'],
          rows: [
            ['`lishka.language`', 'השפה שבחרתם (עברית, אנגלית או ספרדית).', 'אחסון מקומי'],
            ['`lishka.themeMode`', 'מצב בהיר, כהה או לפי המערכת.', 'אחסון מקומי'],
            ['`lishka.tenant`', 'המשרד שבו עבדתם לאחרונה, כדי לפתוח אותו בביקור הבא. אינו מעניק גישה: השרת בודק חברות במשרד בכל פנייה.', 'אחסון מקומי'],
            ['`lishka.csrfToken`', 'עותק של אסימון ה-CSRF, לשימוש כשהעוגייה אינה זמינה.', 'אחסון מקומי'],
            ['`lishka.pendingSignIn`', 'שלב התחברות שממתין לקוד, כדי שרענון העמוד לא יחייב להתחיל מחדש. נמחק כשהלשונית נסגרת.', 'אחסון לשונית'],
          ],
        },
      },
      {
        id: 'no-tracking',
        heading: '4. מה אין אצלנו',
        bullets: [
          'אין עוגיות פרסום ואין רשתות פרסום.',
          'אין כלי אנליטיקה או מדידה של צד שלישי, ואין פיקסלים של רשתות חברתיות.',
          'אין מעקב אחריכם באתרים אחרים, ואין מכירה של מידע.',
        ],
        paragraphs: ['מכיוון שכל העוגיות הכרחיות לשירות, אין צורך בבקשת הסכמה לעוגיות: אין עוגיות אופציונליות להסכים להן.'],
      },
      {
        id: 'third-parties',
        heading: '5. צדדים שלישיים',
        paragraphs: [
          'אם תבחרו להתחבר עם Google, הדפדפן יעבור לזמן קצר לאתר של Google, ו-Google עשויה לקבוע שם עוגיות משלה לפי מדיניות הפרטיות שלה. לשכה אינה קוראת את העוגיות האלה.',
        ],
      },
      {
        id: 'control',
        heading: '6. איך לשלוט בעוגיות',
        paragraphs: [
          'אפשר למחוק עוגיות ואחסון מקומי או לחסום אותם בהגדרות הדפדפן. חסימה של העוגיות ההכרחיות תמנע התחברות. מחיקה של האחסון המקומי תחזיר את השפה ואת מצב התצוגה לברירת המחדל, והתנתקות מוחקת את עוגיות החיבור.',
        ],
        links: [{ label: 'מדיניות הפרטיות', href: '/privacy' }],
      },
      {
        id: 'contact',
        heading: '7. שאלות',
        paragraphs: ['שאלות על עוגיות ופרטיות אפשר לשלוח אל hello@lishka.app.'],
      },
    ],
  },
  en: {
    title: 'Cookie policy',
    lead: 'Lishka uses only the cookies and browser storage the service cannot work without, or that remember a choice you made. There are no advertising cookies, no third-party analytics and no cross-site tracking.',
    sections: [
      {
        id: 'what',
        heading: '1. What cookies are',
        paragraphs: [
          'A cookie is a small text file a server keeps in your browser; the browser sends it back with every request to the same site. Local storage and session storage are places in the browser where the application itself keeps settings; they are not sent to the server by themselves.',
        ],
      },
      {
        id: 'cookies-we-set',
        heading: '2. The cookies Lishka sets',
        paragraphs: [
          'Every cookie belongs to this site only (first-party), is sent only over a secure connection (except in local development on localhost), and is marked SameSite=Lax, so another site cannot send it on your behalf with a request that changes data.',
        ],
        table: {
          columns: ['Name', 'What it is for', 'Kind', 'Lifetime'],
          rows: [
            ['`lishka_session`', 'Identifies your session once you sign in. It holds 256 random bits; the server keeps only their SHA-256 hash.', 'Necessary, httpOnly', "Until the session ends: the office policy's idle time, and 12 hours at most by default"],
            ['`XSRF-TOKEN`', 'Protection against cross-site request forgery (CSRF): the application reads it and sends it in the `X-XSRF-TOKEN` header with every call that changes data.', 'Necessary, readable by the application', 'Until the browser closes or you sign out'],
            ['`lishka_csrf_seed`', 'Binds the CSRF token to the browser before sign-in, so that the registration and sign-in forms are protected too.', 'Necessary, httpOnly', 'Until the browser closes'],
            ['`lishka_device`', 'Remembers a browser that has completed a sign-in, so that an office asking for a one-time code only on a new browser does not ask every time.', 'Necessary for security, httpOnly', '30 days after the last complete sign-in'],
            ['`lishka_google_flow`', 'Binds a Google sign-in to the browser that started it. Set only if you choose to sign in with Google.', 'Necessary, httpOnly', '10 minutes'],
          ],
        },
      },
      {
        id: 'local-storage',
        heading: '3. Browser storage',
        table: {
          columns: ['Key', 'What it keeps', 'Where'],
          rows: [
            ['`lishka.language`', 'The language you chose (Hebrew, English or Spanish).', 'Local storage'],
            ['`lishka.themeMode`', 'Light, dark or follow the system.', 'Local storage'],
            ['`lishka.tenant`', 'The office you last worked in, to open it on your next visit. It grants no access: the server checks membership on every call.', 'Local storage'],
            ['`lishka.csrfToken`', 'A copy of the CSRF token, for when the cookie cannot be read.', 'Local storage'],
            ['`lishka.pendingSignIn`', 'A sign-in step waiting for its code, so that reloading the page does not start over. Removed when the tab closes.', 'Session storage'],
          ],
        },
      },
      {
        id: 'no-tracking',
        heading: '4. What we do not use',
        bullets: [
          'No advertising cookies and no advertising networks.',
          'No third-party analytics or measurement tools, and no social-network pixels.',
          'No tracking of you on other sites, and no selling of data.',
        ],
        paragraphs: ['Since every cookie is necessary for the service, there is no cookie consent banner: there are no optional cookies to consent to.'],
      },
      {
        id: 'third-parties',
        heading: '5. Third parties',
        paragraphs: [
          "If you choose to sign in with Google, your browser briefly visits Google's site, and Google may set cookies of its own there under its privacy policy. Lishka does not read those cookies.",
        ],
      },
      {
        id: 'control',
        heading: '6. How to control cookies',
        paragraphs: [
          'You can delete or block cookies and local storage in your browser settings. Blocking the necessary cookies prevents signing in. Clearing local storage returns the language and display mode to their defaults, and signing out removes the session cookies.',
        ],
        links: [{ label: 'Privacy policy', href: '/privacy' }],
      },
      {
        id: 'contact',
        heading: '7. Questions',
        paragraphs: ['Questions about cookies and privacy can be sent to hello@lishka.app.'],
      },
    ],
  },
  es: {
    title: 'Política de cookies',
    lead: 'Lishka usa solo las cookies y el almacenamiento del navegador sin los que el servicio no puede funcionar, o que recuerdan una elección que usted hizo. No hay cookies publicitarias, ni analítica de terceros, ni seguimiento entre sitios.',
    sections: [
      {
        id: 'what',
        heading: '1. Qué son las cookies',
        paragraphs: [
          'Una cookie es un pequeño archivo de texto que un servidor guarda en su navegador; el navegador la devuelve con cada solicitud al mismo sitio. El almacenamiento local y el almacenamiento de sesión son lugares del navegador donde la propia aplicación guarda ajustes; no se envían al servidor por sí solos.',
        ],
      },
      {
        id: 'cookies-we-set',
        heading: '2. Las cookies que establece Lishka',
        paragraphs: [
          'Cada cookie pertenece solo a este sitio (propia), se envía solo por una conexión segura (salvo en el desarrollo local en localhost) y está marcada como SameSite=Lax, así que otro sitio no puede enviarla en su nombre con una solicitud que cambie datos.',
        ],
        table: {
          columns: ['Nombre', 'Para qué sirve', 'Tipo', 'Duración'],
          rows: [
            ['`lishka_session`', 'Identifica su sesión una vez iniciada. Contiene 256 bits aleatorios; el servidor guarda solo su hash SHA-256.', 'Necesaria, httpOnly', 'Hasta que termina la sesión: el tiempo de inactividad de la política de la oficina, y como máximo 12 horas por defecto'],
            ['`XSRF-TOKEN`', 'Protección contra la falsificación de solicitudes entre sitios (CSRF): la aplicación la lee y la envía en la cabecera `X-XSRF-TOKEN` con cada llamada que cambia datos.', 'Necesaria, legible por la aplicación', 'Hasta que se cierra el navegador o cierra la sesión'],
            ['`lishka_csrf_seed`', 'Vincula el token CSRF al navegador antes de iniciar sesión, para que los formularios de registro e inicio de sesión también estén protegidos.', 'Necesaria, httpOnly', 'Hasta que se cierra el navegador'],
            ['`lishka_device`', 'Recuerda un navegador que ha completado un inicio de sesión, para que una oficina que pide un código de un solo uso solo en un navegador nuevo no lo pida cada vez.', 'Necesaria para la seguridad, httpOnly', '30 días después del último inicio de sesión completo'],
            ['`lishka_google_flow`', 'Vincula un inicio de sesión con Google al navegador que lo empezó. Solo se establece si elige iniciar sesión con Google.', 'Necesaria, httpOnly', '10 minutos'],
          ],
        },
      },
      {
        id: 'local-storage',
        heading: '3. Almacenamiento del navegador',
        table: {
          columns: ['Clave', 'Qué guarda', 'Dónde'],
          rows: [
            ['`lishka.language`', 'El idioma que eligió (hebreo, inglés o español).', 'Almacenamiento local'],
            ['`lishka.themeMode`', 'Claro, oscuro o el del sistema.', 'Almacenamiento local'],
            ['`lishka.tenant`', 'La última oficina en la que trabajó, para abrirla en su próxima visita. No da acceso: el servidor comprueba la pertenencia en cada llamada.', 'Almacenamiento local'],
            ['`lishka.csrfToken`', 'Una copia del token CSRF, para cuando la cookie no puede leerse.', 'Almacenamiento local'],
            ['`lishka.pendingSignIn`', 'Un paso de inicio de sesión a la espera de su código, para que recargar la página no empiece de nuevo. Se elimina al cerrar la pestaña.', 'Almacenamiento de sesión'],
          ],
        },
      },
      {
        id: 'no-tracking',
        heading: '4. Lo que no usamos',
        bullets: [
          'Ni cookies publicitarias ni redes de publicidad.',
          'Ni herramientas de analítica o medición de terceros, ni píxeles de redes sociales.',
          'Ni seguimiento en otros sitios, ni venta de datos.',
        ],
        paragraphs: ['Como cada cookie es necesaria para el servicio, no hay aviso de consentimiento de cookies: no hay cookies opcionales que consentir.'],
      },
      {
        id: 'third-parties',
        heading: '5. Terceros',
        paragraphs: [
          'Si elige iniciar sesión con Google, su navegador visita brevemente el sitio de Google, y Google puede establecer allí sus propias cookies según su política de privacidad. Lishka no lee esas cookies.',
        ],
      },
      {
        id: 'control',
        heading: '6. Cómo controlar las cookies',
        paragraphs: [
          'Puede eliminar o bloquear las cookies y el almacenamiento local en la configuración de su navegador. Bloquear las cookies necesarias impide iniciar sesión. Borrar el almacenamiento local devuelve el idioma y el modo de visualización a sus valores predeterminados, y cerrar la sesión elimina las cookies de sesión.',
        ],
        links: [{ label: 'Política de privacidad', href: '/privacy' }],
      },
      {
        id: 'contact',
        heading: '7. Preguntas',
        paragraphs: ['Las preguntas sobre cookies y privacidad pueden enviarse a hello@lishka.app.'],
      },
    ],
  },
};
