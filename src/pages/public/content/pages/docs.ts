import type { LocalizedDocument } from '../content-types';

/** /docs: where the documentation is — the API reference, the office-type explorer, set-up and configuration. */
export const docsContent: LocalizedDocument = {
  he: {
    title: 'תיעוד',
    lead: 'כל מה שצריך כדי להתקין את לשכה, לחבר אליה מערכות אחרות ולהוסיף לה סוגי משרדים.',
    sections: [
      {
        id: 'api',
        heading: 'ממשק התכנות (API)',
        paragraphs: [
          'כל קריאה של האפליקציה מתועדת ב-OpenAPI, שנוצר ישירות מהסכמות של הנתיבים, כך שהתיעוד תמיד תואם את השרת. בעמוד /api/docs אפשר לקרוא את כל הנתיבים, הגופים והתשובות, והמסמך עצמו זמין ב-/api/docs/json.',
          'כל שגיאה חוזרת באותו מבנה, עם קוד והודעה בכל שפה: `{ success: false, code, message, messages: { he, en } }`. קריאות שמשנות מידע דורשות את הכותרת `X-XSRF-TOKEN`, אלא אם הן מזוהות ב-`Authorization: Bearer`.',
        ],
        links: [
          { label: 'תיעוד ה-API', href: '/api/docs' },
          { label: 'מסמך OpenAPI', href: '/api/docs/json' },
        ],
      },
      {
        id: 'office-types',
        heading: 'סוגי משרדים',
        paragraphs: ['סייר סוגי המשרדים מציג כל סוג משרד כפי שהמנוע רואה אותו: אוצר מילים, תכונות, תהליכי עבודה, מדיניות וניווט. כך מוסיפים סוג משרד חדש:'],
        bullets: [
          'מעתיקים את סוג המשרד הקרוב ביותר (`office-types/generic.json` הוא הקטן ביותר) לקובץ חדש, וקובעים בו `id` משלו.',
          'כותבים את אוצר המילים בעברית ובאנגלית, את התכונות, התפריטים, הטפסים, תהליכי העבודה, המדיניות, לוח הבקרה, דף הבית והעיצוב.',
          'מריצים `npm run office-types -- validate` ומתקנים כל בעיה לפי הנתיב שהיא מציינת ב-JSON.',
          'מפעילים מחדש. הסוג החדש זמין מיד בהרשמה, ב-API ובסייר — בלי שינוי קוד.',
        ],
        links: [{ label: 'סייר סוגי המשרדים', href: '/office-types' }],
      },
      {
        id: 'running',
        heading: 'התקנה והפעלה',
        bullets: [
          '`npm start` בונה את מה שצריך בהפעלה הראשונה ומגיש את לשכה בכתובת http://localhost:3000. על תיקיית נתונים ריקה נוצר משרד הדגמה לכל סוג משרד.',
          '`npm run dev` מפעיל את השרת ואת Vite עם טעינה חמה.',
          '`npm test` מריץ את כל שכבות הבדיקה: טיפוסים, lint, בדיקות יחידה, בדיקות רכיבים ובדיקות דפדפן.',
        ],
      },
      {
        id: 'configuration',
        heading: 'הגדרות סביבה',
        table: {
          columns: ['משתנה', 'משמעות'],
          rows: [
            ['`PORT`, `HOST`', 'הפורט (ברירת מחדל 3000) והכתובת שהשרת מאזין להן.'],
            ['`DATABASE_URL`', 'כתובת PostgreSQL. בלעדיה: מסד PGlite מובנה בתיקיית הנתונים.'],
            ['`DATA_DIR`', 'תיקיית הנתונים: המסד המובנה, הקבצים שהועלו וסוד החיבורים שנוצר אוטומטית.'],
            ['`SESSION_SECRET`', 'חותם את אסימוני ה-CSRF; 32 תווים לפחות; חובה בייצור.'],
            ['`PUBLIC_URL`', 'הכתובת שבה המשתמשים מגיעים ללשכה, לקישורים בדוא"ל.'],
            ['`SMTP_URL`', 'שרת הדואר היוצא. בלעדיו, מחוץ לייצור, הדואר נשמר בתיבה שב-/dev/mailbox.'],
            ['`DEV_MAILBOX`', 'מי קורא את התיבה שב-/dev/mailbox מחוץ לייצור: `local` (ברירת המחדל) רק בקשות מהמחשב שהשרת רץ בו, `open` כל מי שמגיע לשרת, `off` אף אחד.'],
            ['`REDIS_URL`', 'מגבלות הקצב ב-Redis במקום במסד הנתונים.'],
            ['`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`', 'התחברות עם Google.'],
          ],
        },
      },
    ],
  },
  en: {
    title: 'Documentation',
    lead: 'Everything you need to install Lishka, connect other systems to it and add office types.',
    sections: [
      {
        id: 'api',
        heading: 'The API',
        paragraphs: [
          'Every call the application makes is documented in OpenAPI, generated straight from the route schemas, so the documentation always matches the server. The page /api/docs lists every route with its bodies and answers, and the document itself is at /api/docs/json.',
          'Every error comes back in the same shape, with a code and a message in every language: `{ success: false, code, message, messages: { he, en } }`. Calls that change data need the `X-XSRF-TOKEN` header, unless they identify with `Authorization: Bearer`.',
        ],
        links: [
          { label: 'API documentation', href: '/api/docs' },
          { label: 'OpenAPI document', href: '/api/docs/json' },
        ],
      },
      {
        id: 'office-types',
        heading: 'Office types',
        paragraphs: ['The office-type explorer shows each office type as the engine sees it: vocabulary, features, workflows, policies and navigation. To add an office type:'],
        bullets: [
          'Copy the closest office type (`office-types/generic.json` is the smallest) to a new file, and give it an `id` of its own.',
          'Write the vocabulary in Hebrew and English, the features, menus, forms, workflows, policies, dashboard, home page and theme.',
          'Run `npm run office-types -- validate` and fix each problem at the JSON path it names.',
          'Restart. The new type is available at once for registration, in the API and in the explorer — with no code changes.',
        ],
        links: [{ label: 'Office-type explorer', href: '/office-types' }],
      },
      {
        id: 'running',
        heading: 'Installing and running',
        bullets: [
          '`npm start` builds what it needs on the first run and serves Lishka on http://localhost:3000. On an empty data folder it creates a demo office for every office type.',
          '`npm run dev` runs the server and Vite with hot reload.',
          '`npm test` runs every test layer: types, lint, unit tests, component tests and browser tests.',
        ],
      },
      {
        id: 'configuration',
        heading: 'Environment settings',
        table: {
          columns: ['Variable', 'Meaning'],
          rows: [
            ['`PORT`, `HOST`', 'The port (3000 by default) and address the server listens on.'],
            ['`DATABASE_URL`', 'A PostgreSQL address. Without it: an embedded PGlite database in the data folder.'],
            ['`DATA_DIR`', 'The data folder: the embedded database, uploaded files and the generated session secret.'],
            ['`SESSION_SECRET`', 'Signs the CSRF tokens; at least 32 characters; required in production.'],
            ['`PUBLIC_URL`', 'The address users reach Lishka at, for links in mail.'],
            ['`SMTP_URL`', 'The outgoing mail server. Without it, outside production, mail is kept in the mailbox at /dev/mailbox.'],
            ['`DEV_MAILBOX`', 'Who may read the mailbox at /dev/mailbox outside production: `local` (the default) only requests from the machine the server runs on, `open` anyone who reaches the server, `off` nobody.'],
            ['`REDIS_URL`', 'Keeps the rate limits in Redis instead of the database.'],
            ['`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`', 'Sign-in with Google.'],
          ],
        },
      },
    ],
  },
  es: {
    title: 'Documentación',
    lead: 'Todo lo que necesita para instalar Lishka, conectarle otros sistemas y añadir tipos de oficina.',
    sections: [
      {
        id: 'api',
        heading: 'La API',
        paragraphs: [
          'Cada llamada que hace la aplicación está documentada en OpenAPI, generada directamente a partir de los esquemas de las rutas, así que la documentación siempre coincide con el servidor. La página /api/docs lista cada ruta con sus cuerpos y respuestas, y el propio documento está en /api/docs/json.',
          'Cada error vuelve con la misma forma, con un código y un mensaje en cada idioma: `{ success: false, code, message, messages: { he, en } }`. Las llamadas que cambian datos necesitan la cabecera `X-XSRF-TOKEN`, salvo que se identifiquen con `Authorization: Bearer`.',
        ],
        links: [
          { label: 'Documentación de la API', href: '/api/docs' },
          { label: 'Documento OpenAPI', href: '/api/docs/json' },
        ],
      },
      {
        id: 'office-types',
        heading: 'Tipos de oficina',
        paragraphs: ['El explorador de tipos de oficina muestra cada tipo de oficina tal como lo ve el motor: vocabulario, funciones, flujos de trabajo, políticas y navegación. Para añadir un tipo de oficina:'],
        bullets: [
          'Copie el tipo de oficina más parecido (`office-types/generic.json` es el más pequeño) a un archivo nuevo, y dele un `id` propio.',
          'Escriba el vocabulario en hebreo y en inglés, las funciones, los menús, los formularios, los flujos de trabajo, las políticas, el panel, la página de inicio y el tema.',
          'Ejecute `npm run office-types -- validate` y corrija cada problema en la ruta JSON que indica.',
          'Reinicie. El nuevo tipo está disponible al instante para el registro, en la API y en el explorador, sin cambios de código.',
        ],
        links: [{ label: 'Explorador de tipos de oficina', href: '/office-types' }],
      },
      {
        id: 'running',
        heading: 'Instalación y ejecución',
        bullets: [
          '`npm start` construye lo que necesita en la primera ejecución y sirve Lishka en http://localhost:3000. Con una carpeta de datos vacía crea una oficina de demostración para cada tipo de oficina.',
          '`npm run dev` ejecuta el servidor y Vite con recarga en caliente.',
          '`npm test` ejecuta todas las capas de pruebas: tipos, lint, pruebas unitarias, pruebas de componentes y pruebas en el navegador.',
        ],
      },
      {
        id: 'configuration',
        heading: 'Variables de entorno',
        table: {
          columns: ['Variable', 'Significado'],
          rows: [
            ['`PORT`, `HOST`', 'El puerto (3000 por defecto) y la dirección en que escucha el servidor.'],
            ['`DATABASE_URL`', 'Una dirección de PostgreSQL. Sin ella: una base de datos PGlite integrada en la carpeta de datos.'],
            ['`DATA_DIR`', 'La carpeta de datos: la base de datos integrada, los archivos subidos y el secreto de sesión generado.'],
            ['`SESSION_SECRET`', 'Firma los tokens CSRF; al menos 32 caracteres; obligatorio en producción.'],
            ['`PUBLIC_URL`', 'La dirección en la que los usuarios acceden a Lishka, para los enlaces de los correos.'],
            ['`SMTP_URL`', 'El servidor de correo saliente. Sin él, fuera de producción, el correo se guarda en el buzón de /dev/mailbox.'],
            ['`DEV_MAILBOX`', 'Quién puede leer el buzón de /dev/mailbox fuera de producción: `local` (el valor por defecto) solo las solicitudes desde la máquina donde se ejecuta el servidor, `open` cualquiera que llegue al servidor, `off` nadie.'],
            ['`REDIS_URL`', 'Guarda los límites de frecuencia en Redis en lugar de en la base de datos.'],
            ['`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`', 'Inicio de sesión con Google.'],
          ],
        },
      },
    ],
  },
};
