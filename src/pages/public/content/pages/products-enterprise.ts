import type { LocalizedDocument } from '../content-types';

/** /products/enterprise: many offices, custom office types, policies and self-hosting. */
export const productsEnterpriseContent: LocalizedDocument = {
  he: {
    title: 'לשכה לארגונים',
    lead: 'רשת מרפאות, קבוצת משרדים או סוכנות עם כמה סניפים: לשכה מפעילה משרדים רבים על אותה מערכת, כל אחד עם המידע, המדיניות והמראה שלו, ומאפשרת להוסיף סוג משרד חדש בלי לכתוב קוד.',
    sections: [
      {
        id: 'tenancy',
        heading: 'משרדים רבים, הפרדה מלאה',
        paragraphs: [
          'כל משרד הוא דייר (tenant) נפרד. המשרד נבחר לפי תת־הדומיין (למשל legal.example.com) או לפי בחירה בהתחברות, אבל הבחירה לעולם אינה מעניקה גישה: השרת בודק בכל פנייה שהמשתמש חבר במשרד.',
          'ההפרדה נאכפת במסד הנתונים עצמו: לכל טבלה של משרד יש אבטחה ברמת השורה (Row-Level Security) מאולצת, והשרת פונה למסד בתפקיד מוגבל שרואה רק את השורות של המשרד הנוכחי.',
        ],
      },
      {
        id: 'policies',
        heading: 'מדיניות אבטחה לכל משרד',
        bullets: [
          'אורך ומורכבות סיסמה, תוקף סיסמה ומניעת שימוש חוזר בסיסמאות קודמות. במשרד רפואי, למשל, 12 תווים לפחות ותוקף של 90 יום; במשרד עורכי דין 14 תווים ותוקף של 60 יום.',
          'זמן ניתוק אחרי חוסר פעילות ואורך חיבור מרבי.',
          'חובת אימות דו־שלבי, וקוד בדוא"ל בכל התחברות או רק מדפדפן חדש.',
          'תפקידים והרשאות: מנהל, אחראי, משתמש וצופה, ותפקידים מקצועיים לפי סוג המשרד.',
        ],
      },
      {
        id: 'office-types',
        heading: 'סוג משרד משלכם',
        paragraphs: [
          'סוג משרד הוא קובץ JSON אחד: אוצר מילים, תכונות, תפריטים, טפסים, תהליכי עבודה, לוח בקרה, ערכת צבעים ומדיניות. מעתיקים את הסוג הקרוב ביותר, משנים, מריצים בדיקה שמצביעה על כל בעיה במיקום המדויק שלה ב-JSON, ומפעילים מחדש. הסוג החדש זמין מיד להרשמה, בממשק התכנות ובסייר סוגי המשרדים.',
        ],
      },
      {
        id: 'branding',
        heading: 'מיתוג',
        paragraphs: ['לכל משרד שם, לוגו, סלוגן וצבעי מותג משלו, ודף בית עם כותרת, יתרונות, נתונים וקריאות לפעולה משלו. המצב הכהה נגזר מערכת הצבעים, והמערכת מוודאת ניגודיות קריאה של טקסט.'],
      },
      {
        id: 'deployment',
        heading: 'התקנה ותשתית',
        bullets: [
          'הפעלה בפקודה אחת, `npm start`, עם מסד נתונים מובנה (PGlite), או חיבור ל-PostgreSQL דרך `DATABASE_URL`.',
          'מגבלות קצב משותפות לכל שרתי האפליקציה, במסד הנתונים או ב-Redis.',
          'שליחת דוא"ל דרך שרת SMTP משלכם.',
          'ממשק תכנות (API) מתועד במלואו ב-OpenAPI.',
        ],
        paragraphs: ['רוצים לדבר על הטמעה בארגון? כתבו אל hello@lishka.app.'],
        links: [
          { label: 'יצירת קשר', href: '/contact' },
          { label: 'תיעוד', href: '/docs' },
        ],
      },
    ],
  },
  en: {
    title: 'Lishka for organisations',
    lead: 'A network of clinics, a group of firms or an agency with several branches: Lishka runs many offices on one system, each with its own data, policies and look, and lets you add a new office type without writing code.',
    sections: [
      {
        id: 'tenancy',
        heading: 'Many offices, fully apart',
        paragraphs: [
          'Every office is a separate tenant. The office is chosen by the sub-domain (legal.example.com, for example) or at sign-in, but choosing never grants access: on every call the server checks that the user is a member of the office.',
          "The separation is enforced in the database itself: every office table has forced row-level security, and the server talks to the database in a restricted role that sees only the current office's rows.",
        ],
      },
      {
        id: 'policies',
        heading: 'A security policy per office',
        bullets: [
          'Password length and complexity, password expiry and no reuse of earlier passwords. A medical office, for example, asks for at least 12 characters and a new password every 90 days; a law firm for 14 characters every 60 days.',
          'Idle timeout and maximum session length.',
          'Required two-step verification, and an e-mailed code at every sign-in or only from a new browser.',
          'Roles and permissions: admin, manager, user and viewer, plus professional roles by office type.',
        ],
      },
      {
        id: 'office-types',
        heading: 'An office type of your own',
        paragraphs: [
          'An office type is one JSON file: vocabulary, features, menus, forms, workflows, dashboard, colours and policies. Copy the closest type, change it, run the check that points to every problem at its exact JSON path, and restart. The new type is available at once for registration, in the API and in the office-type explorer.',
        ],
      },
      {
        id: 'branding',
        heading: 'Branding',
        paragraphs: ['Every office has its own name, logo, tagline and brand colours, and a home page with its own headline, features, figures and calls to action. Dark mode is derived from the colours, and the system makes sure text keeps a readable contrast.'],
      },
      {
        id: 'deployment',
        heading: 'Installation and infrastructure',
        bullets: [
          'Runs with one command, `npm start`, on an embedded database (PGlite), or on PostgreSQL through `DATABASE_URL`.',
          'Rate limits shared by every application server, in the database or in Redis.',
          'Mail sent through your own SMTP server.',
          'An API fully documented in OpenAPI.',
        ],
        paragraphs: ['Want to talk about bringing Lishka to your organisation? Write to hello@lishka.app.'],
        links: [
          { label: 'Contact', href: '/contact' },
          { label: 'Documentation', href: '/docs' },
        ],
      },
    ],
  },
  es: {
    title: 'Lishka para organizaciones',
    lead: 'Una red de clínicas, un grupo de despachos o una agencia con varias sucursales: Lishka gestiona muchas oficinas en un solo sistema, cada una con sus propios datos, políticas e imagen, y le permite añadir un nuevo tipo de oficina sin escribir código.',
    sections: [
      {
        id: 'tenancy',
        heading: 'Muchas oficinas, totalmente separadas',
        paragraphs: [
          'Cada oficina es un inquilino independiente. La oficina se elige por el subdominio (legal.example.com, por ejemplo) o al iniciar sesión, pero elegirla nunca da acceso: en cada llamada el servidor comprueba que el usuario es miembro de la oficina.',
          'La separación se impone en la propia base de datos: cada tabla de las oficinas tiene seguridad a nivel de fila forzada, y el servidor habla con la base de datos con un rol restringido que solo ve las filas de la oficina actual.',
        ],
      },
      {
        id: 'policies',
        heading: 'Una política de seguridad por oficina',
        bullets: [
          'Longitud y complejidad de la contraseña, caducidad de la contraseña y prohibición de reutilizar contraseñas anteriores. Una oficina médica, por ejemplo, pide al menos 12 caracteres y una contraseña nueva cada 90 días; un despacho de abogados, 14 caracteres cada 60 días.',
          'Tiempo de inactividad y duración máxima de la sesión.',
          'Verificación en dos pasos obligatoria, y un código por correo en cada inicio de sesión o solo desde un navegador nuevo.',
          'Roles y permisos: administrador, responsable, usuario y lector, más roles profesionales según el tipo de oficina.',
        ],
      },
      {
        id: 'office-types',
        heading: 'Un tipo de oficina propio',
        paragraphs: [
          'Un tipo de oficina es un archivo JSON: vocabulario, funciones, menús, formularios, flujos de trabajo, panel, colores y políticas. Copie el tipo más parecido, cámbielo, ejecute la comprobación que señala cada problema en su ruta JSON exacta y reinicie. El nuevo tipo está disponible al instante para el registro, en la API y en el explorador de tipos de oficina.',
        ],
      },
      {
        id: 'branding',
        heading: 'Imagen de marca',
        paragraphs: ['Cada oficina tiene su propio nombre, logotipo, lema y colores de marca, y una página de inicio con su propio titular, funciones, cifras y llamadas a la acción. El modo oscuro se deriva de los colores, y el sistema se asegura de que el texto mantenga un contraste legible.'],
      },
      {
        id: 'deployment',
        heading: 'Instalación e infraestructura',
        bullets: [
          'Funciona con un solo comando, `npm start`, sobre una base de datos integrada (PGlite), o sobre PostgreSQL mediante `DATABASE_URL`.',
          'Límites de frecuencia compartidos por todos los servidores de aplicación, en la base de datos o en Redis.',
          'Correo enviado a través de su propio servidor SMTP.',
          'Una API totalmente documentada en OpenAPI.',
        ],
        paragraphs: ['¿Quiere hablar de llevar Lishka a su organización? Escriba a hello@lishka.app.'],
        links: [
          { label: 'Contacto', href: '/contact' },
          { label: 'Documentación', href: '/docs' },
        ],
      },
    ],
  },
};
