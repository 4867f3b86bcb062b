import type { LocalizedDocument } from '../content-types';

/** /blog: release notes, newest first. */
export const blogContent: LocalizedDocument = {
  he: {
    title: 'בלוג',
    lead: 'מה חדש בלשכה: עדכוני גרסה, מהחדש לישן.',
    sections: [
      {
        id: 'secure-sign-in',
        heading: 'התחברות בטוחה: קודים בדוא"ל ואפליקציות אימות',
        date: '2026-11-17',
        paragraphs: [
          'ההתחברות ללשכה עברה מהפך. אחרי הסיסמה, המשרד יכול לבקש קוד בן 6 ספרות בדוא"ל — בכל התחברות, או רק מדפדפן שלא השלים התחברות ב-30 הימים האחרונים. הקוד תקף 5 דקות, לשימוש אחד, ועם 5 ניסיונות לכל היותר.',
          'משתמשים יכולים לחבר אפליקציית אימות (TOTP, לפי RFC 6238) בסריקת קוד QR, ומשרדים שמחייבים אימות דו־שלבי יבקשו זאת כבר בהתחברות הראשונה. בשרת שהוגדר לכך אפשר גם להתחבר עם Google, בחשבון שקושר מראש.',
          'ועוד: 5 סיסמאות שגויות ברבע שעה נועלות את החשבון ל-15 דקות, לכל נתיב התחברות יש מגבלת קצב לכל כתובת, ואפשר לראות את החיבורים הפעילים שלכם ולסיים כל אחד מהם.',
        ],
        links: [{ label: 'אבטחה בלשכה', href: '/security' }],
      },
      {
        id: 'row-level-security',
        heading: 'כל משרד במסלול משלו: אבטחה ברמת השורה',
        date: '2026-11-03',
        paragraphs: [
          'ההפרדה בין משרדים יורדת עכשיו עד למסד הנתונים. לכל טבלה של משרד יש אבטחה ברמת השורה מאולצת, וכל בקשה רצה בתפקיד מוגבל שרואה רק את השורות של המשרד שלה. גם באג בקוד האפליקציה לא יכול להראות למשרד אחד מידע של משרד אחר.',
          'בנוסף, כל שינוי נרשם ביומן הביקורת של המשרד, שאפשר רק להוסיף לו. גם בקשות שנדחו (401 ו-403) והתחברויות כושלות נרשמות.',
        ],
      },
      {
        id: 'forms-and-workflows',
        heading: 'טפסים ותהליכי עבודה מאותה הגדרה',
        date: '2026-10-20',
        paragraphs: [
          'טפסים מוגדרים עכשיו כ-JSON Schema, עם שדות מותנים (visibleWhen) והודעות שגיאה בכל שפה. אותה הגדרה מציגה את הטופס בדפדפן ובודקת אותו בשרת.',
          'תהליכי העבודה של כל סוג משרד הפכו למכונות מצבים של XState, עם שלבים, מעברים, אישורים, תפקידים, פעולות ויעדי זמן (SLA) בשעות.',
        ],
        links: [
          { label: 'טפסים', href: '/products/forms' },
          { label: 'תהליכי עבודה', href: '/products/workflows' },
        ],
      },
      {
        id: 'office-types-as-json',
        heading: 'סוגי משרדים הם קובצי JSON',
        date: '2026-10-06',
        paragraphs: [
          'שבעה סוגי משרדים — רפואה, משפטים, ראיית חשבון, וטרינריה, נדל"ן, ביטוח ופנסיה, ומשרד כללי — מוגדרים כל אחד בקובץ JSON אחד, מלא בעברית ובאנגלית (ובספרדית לרפואה ולמשפטים).',
          'הפקודה `npm run office-types -- validate` בודקת קובץ ומצביעה על כל בעיה במיקום המדויק שלה, וסייר סוגי המשרדים מציג כל סוג כפי שהמנוע רואה אותו: אוצר מילים, תכונות, תהליכי עבודה, מדיניות וניווט.',
        ],
        links: [{ label: 'סייר סוגי המשרדים', href: '/office-types' }],
      },
    ],
  },
  en: {
    title: 'Blog',
    lead: "What's new in Lishka: release notes, newest first.",
    sections: [
      {
        id: 'secure-sign-in',
        heading: 'Secure sign-in: e-mailed codes and authenticator apps',
        date: '2026-11-17',
        paragraphs: [
          'Signing in to Lishka has been rebuilt. After the password, an office can ask for a 6-digit code by e-mail — at every sign-in, or only from a browser that has not completed a sign-in in the last 30 days. The code is valid for 5 minutes, works once, and allows 5 tries at most.',
          'Users can add an authenticator app (TOTP, RFC 6238) by scanning a QR code, and offices that require two-step verification ask for it at the first sign-in. Where the server is set up for it, you can also sign in with Google, with an account linked beforehand.',
          'And more: 5 wrong passwords within 15 minutes lock the account for 15 minutes, every sign-in route has a rate limit per address, and you can list your active sessions and end any of them.',
        ],
        links: [{ label: 'Security at Lishka', href: '/security' }],
      },
      {
        id: 'row-level-security',
        heading: 'Every office in its own lane: row-level security',
        date: '2026-11-03',
        paragraphs: [
          "The separation between offices now reaches down into the database. Every office table has forced row-level security, and every request runs in a restricted role that sees only its own office's rows. Even a bug in the application code cannot show one office another office's data.",
          "On top of that, every change is written to the office's audit log, which can only be added to. Refused requests (401 and 403) and failed sign-ins are recorded too.",
        ],
      },
      {
        id: 'forms-and-workflows',
        heading: 'Forms and workflows from one definition',
        date: '2026-10-20',
        paragraphs: [
          'Forms are now defined as JSON Schema, with conditional fields (visibleWhen) and error messages in every language. The same definition draws the form in the browser and checks it on the server.',
          "Every office type's workflows have become XState state machines, with stages, transitions, approvals, roles, actions and time targets (SLAs) in hours.",
        ],
        links: [
          { label: 'Forms', href: '/products/forms' },
          { label: 'Workflows', href: '/products/workflows' },
        ],
      },
      {
        id: 'office-types-as-json',
        heading: 'Office types are JSON files',
        date: '2026-10-06',
        paragraphs: [
          'Seven office types — medical, legal, accounting, veterinary, real estate, insurance and pension, and a generic office — are each defined in one JSON file, complete in Hebrew and English (and Spanish for medical and legal).',
          'The command `npm run office-types -- validate` checks a file and points to every problem at its exact location, and the office-type explorer shows each type as the engine sees it: vocabulary, features, workflows, policies and navigation.',
        ],
        links: [{ label: 'Office-type explorer', href: '/office-types' }],
      },
    ],
  },
  es: {
    title: 'Blog',
    lead: 'Novedades de Lishka: notas de versión, de la más reciente a la más antigua.',
    sections: [
      {
        id: 'secure-sign-in',
        heading: 'Inicio de sesión seguro: códigos por correo y aplicaciones de autenticación',
        date: '2026-11-17',
        paragraphs: [
          'El inicio de sesión en Lishka se ha rehecho. Después de la contraseña, una oficina puede pedir un código de 6 dígitos por correo: en cada inicio de sesión, o solo desde un navegador que no haya completado un inicio de sesión en los últimos 30 días. El código es válido durante 5 minutos, funciona una sola vez y admite como máximo 5 intentos.',
          'Los usuarios pueden añadir una aplicación de autenticación (TOTP, RFC 6238) escaneando un código QR, y las oficinas que exigen verificación en dos pasos la piden en el primer inicio de sesión. Donde el servidor está configurado para ello, también se puede iniciar sesión con Google, con una cuenta vinculada previamente.',
          'Y más: 5 contraseñas incorrectas en 15 minutos bloquean la cuenta durante 15 minutos, cada ruta de inicio de sesión tiene un límite de frecuencia por dirección, y puede ver sus sesiones activas y cerrar cualquiera de ellas.',
        ],
        links: [{ label: 'La seguridad en Lishka', href: '/security' }],
      },
      {
        id: 'row-level-security',
        heading: 'Cada oficina por su carril: seguridad a nivel de fila',
        date: '2026-11-03',
        paragraphs: [
          'La separación entre oficinas llega ahora hasta la base de datos. Cada tabla de las oficinas tiene seguridad a nivel de fila forzada, y cada solicitud se ejecuta con un rol restringido que solo ve las filas de su propia oficina. Ni siquiera un error en el código de la aplicación puede mostrar a una oficina los datos de otra.',
          'Además, cada cambio se escribe en el registro de auditoría de la oficina, al que solo se pueden añadir entradas. También se registran las solicitudes rechazadas (401 y 403) y los inicios de sesión fallidos.',
        ],
      },
      {
        id: 'forms-and-workflows',
        heading: 'Formularios y flujos de trabajo a partir de una sola definición',
        date: '2026-10-20',
        paragraphs: [
          'Los formularios se definen ahora como JSON Schema, con campos condicionales (visibleWhen) y mensajes de error en cada idioma. La misma definición dibuja el formulario en el navegador y lo comprueba en el servidor.',
          'Los flujos de trabajo de cada tipo de oficina se han convertido en máquinas de estados de XState, con etapas, transiciones, aprobaciones, roles, acciones y tiempos objetivo (SLA) en horas.',
        ],
        links: [
          { label: 'Formularios', href: '/products/forms' },
          { label: 'Flujos de trabajo', href: '/products/workflows' },
        ],
      },
      {
        id: 'office-types-as-json',
        heading: 'Los tipos de oficina son archivos JSON',
        date: '2026-10-06',
        paragraphs: [
          'Siete tipos de oficina (medicina, derecho, contabilidad, veterinaria, inmobiliaria, seguros y pensiones, y una oficina genérica) se definen cada uno en un archivo JSON, completo en hebreo y en inglés (y en español para medicina y derecho).',
          'El comando `npm run office-types -- validate` comprueba un archivo y señala cada problema en su ubicación exacta, y el explorador de tipos de oficina muestra cada tipo tal como lo ve el motor: vocabulario, funciones, flujos de trabajo, políticas y navegación.',
        ],
        links: [{ label: 'Explorador de tipos de oficina', href: '/office-types' }],
      },
    ],
  },
};
