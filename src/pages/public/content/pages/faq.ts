import type { LocalizedDocument } from '../content-types';

/** /faq: common questions, folded (antd Collapse). */
export const faqContent: LocalizedDocument = {
  he: {
    title: 'שאלות נפוצות',
    lead: 'תשובות קצרות לשאלות שאנחנו שומעים הכי הרבה. לחצו על שאלה כדי לפתוח את התשובה.',
    sections: [
      {
        id: 'product',
        heading: 'על המוצר',
        questions: [
          { question: 'מה זו לשכה?', answer: 'פלטפורמה לניהול משרד מקצועי: {{clients}} ולידים, {{documents}} וחתימה דיגיטלית, טפסים, סימולציות פנסיוניות, תהליכי עבודה ומועדים, תאימות ודוחות — בעברית ובאנגלית.' },
          { question: 'לאילו משרדים היא מתאימה?', answer: 'שבעה סוגי משרדים מגיעים מוכנים: רפואה, משפטים, ראיית חשבון, וטרינריה, נדל"ן, ביטוח ופנסיה, ומשרד כללי. לכל סוג אוצר מילים, תפריטים, טפסים ותהליכי עבודה משלו, ואפשר להוסיף סוג חדש בקובץ JSON אחד.' },
          { question: 'באילו שפות?', answer: 'עברית (ברירת המחדל, מימין לשמאל) ואנגלית בכל משרד. משרדים רפואיים ומשפטיים מקבלים גם ספרדית.' },
          { question: 'אפשר לשנות את המילים שהמערכת משתמשת בהן?', answer: 'כן. אוצר המילים נקבע לפי סוג המשרד: במשרד הזה, למשל, המערכת מדברת על {{clients}} ועל {{professionals}}.' },
          { question: 'אפשר לנסות לפני שנרשמים?', answer: 'כן. בעמוד משרדי ההדגמה יש משרד מוכן לכל סוג משרד: אפשר לפתוח את דף הבית שלו או להתחבר אליו.' },
        ],
        links: [{ label: 'משרדי ההדגמה', href: '/demo' }],
      },
      {
        id: 'security',
        heading: 'אבטחה והתחברות',
        questions: [
          { question: 'המידע של המשרד שלי מופרד ממשרדים אחרים?', answer: 'כן, ובמסד הנתונים עצמו: אבטחה ברמת השורה מבטיחה שכל בקשה רואה רק את השורות של המשרד שלה.' },
          { question: 'למה מבקשים ממני קוד?', answer: 'המשרד שלכם מבקש קוד חד־פעמי בדוא"ל, בכל התחברות או כשמתחברים מדפדפן חדש. הקוד תקף 5 דקות ולשימוש אחד.' },
          { question: 'החשבון שלי ננעל. מה עושים?', answer: 'אחרי 5 סיסמאות שגויות ברבע שעה החשבון ננעל ל-15 דקות. אפשר לחכות או לאפס את הסיסמה — האיפוס מבטל את הנעילה.' },
          { question: 'אפשר להשתמש באפליקציית אימות?', answer: 'כן, כל אפליקציה שתומכת ב-TOTP. במשרדים שמחייבים אימות דו־שלבי היא נדרשת כבר בהתחברות הראשונה.' },
          { question: 'לשכה משתמשת בעוגיות מעקב?', answer: 'לא. יש רק עוגיות שהשירות צריך כדי לעבוד (חיבור, הגנה מפני זיוף בקשות וזיהוי דפדפן מוכר), בלי פרסום ובלי אנליטיקה של צד שלישי.' },
        ],
      },
      {
        id: 'data',
        heading: 'מידע והתקנה',
        questions: [
          { question: 'איך מורידים את המידע שלי או מוחקים את החשבון?', answer: 'מעמוד הפרופיל: הורדה של כל מה שנשמר עליכם כקובץ JSON, ומחיקת החשבון אחרי אימות הסיסמה.' },
          { question: 'יש ממשק תכנות (API)?', answer: 'כן. כל קריאה של האפליקציה מתועדת ב-OpenAPI בכתובת /api/docs.' },
          { question: 'אפשר להריץ את לשכה על שרת שלנו?', answer: 'כן. הפקודה `npm start` מקימה את השרת עם מסד נתונים מובנה, ואפשר לחבר PostgreSQL משלכם דרך `DATABASE_URL`.' },
        ],
        links: [
          { label: 'תיעוד', href: '/docs' },
          { label: 'מרכז עזרה', href: '/help' },
        ],
      },
    ],
  },
  en: {
    title: 'Frequently asked questions',
    lead: 'Short answers to the questions we hear most. Select a question to open its answer.',
    sections: [
      {
        id: 'product',
        heading: 'The product',
        questions: [
          { question: 'What is Lishka?', answer: 'A platform for running a professional office: {{clients}} and leads, {{documents}} with digital signatures, forms, pension simulations, workflows and deadlines, compliance and reports — in Hebrew and English.' },
          { question: 'Which offices is it for?', answer: 'Seven office types come ready: medical, legal, accounting, veterinary, real estate, insurance and pension, and a generic office. Each has its own vocabulary, menus, forms and workflows, and a new type can be added with one JSON file.' },
          { question: 'In which languages?', answer: 'Hebrew (the default, right to left) and English in every office. Medical and legal offices get Spanish too.' },
          { question: 'Can the words the system uses be changed?', answer: 'Yes. The vocabulary follows the office type: in this office, for example, the system speaks of {{clients}} and {{professionals}}.' },
          { question: 'Can I try it before signing up?', answer: 'Yes. The demo offices page has a ready office of every type: open its home page or sign in to it.' },
        ],
        links: [{ label: 'Demo offices', href: '/demo' }],
      },
      {
        id: 'security',
        heading: 'Security and signing in',
        questions: [
          { question: "Is my office's data kept apart from other offices?", answer: "Yes, in the database itself: row-level security makes sure every request sees only its own office's rows." },
          { question: 'Why am I asked for a code?', answer: 'Your office asks for a one-time code by e-mail, at every sign-in or when you sign in from a new browser. The code is valid for 5 minutes and works once.' },
          { question: 'My account is locked. What now?', answer: '5 wrong passwords within 15 minutes lock the account for 15 minutes. Wait, or reset your password — a reset clears the lock.' },
          { question: 'Can I use an authenticator app?', answer: 'Yes, any app that supports TOTP. Offices that require two-step verification ask for it at the first sign-in.' },
          { question: 'Does Lishka use tracking cookies?', answer: 'No. There are only the cookies the service needs to work (the session, protection against request forgery and recognising a remembered browser), with no advertising and no third-party analytics.' },
        ],
      },
      {
        id: 'data',
        heading: 'Data and installation',
        questions: [
          { question: 'How do I download my data or delete my account?', answer: 'From the profile page: download everything kept about you as a JSON file, and delete your account after confirming your password.' },
          { question: 'Is there an API?', answer: "Yes. Every call the application makes is documented in OpenAPI at /api/docs." },
          { question: 'Can we run Lishka on our own server?', answer: 'Yes. `npm start` brings up the server with an embedded database, and you can connect your own PostgreSQL through `DATABASE_URL`.' },
        ],
        links: [
          { label: 'Documentation', href: '/docs' },
          { label: 'Help center', href: '/help' },
        ],
      },
    ],
  },
  es: {
    title: 'Preguntas frecuentes',
    lead: 'Respuestas breves a las preguntas que más oímos. Seleccione una pregunta para abrir su respuesta.',
    sections: [
      {
        id: 'product',
        heading: 'El producto',
        questions: [
          { question: '¿Qué es Lishka?', answer: 'Una plataforma para gestionar una oficina profesional: {{clients}} y clientes potenciales, {{documents}} con firma digital, formularios, simulaciones de pensión, flujos de trabajo y plazos, cumplimiento e informes, en hebreo y en inglés.' },
          { question: '¿Para qué oficinas es?', answer: 'Hay siete tipos de oficina listos: medicina, derecho, contabilidad, veterinaria, inmobiliaria, seguros y pensiones, y una oficina genérica. Cada uno tiene su propio vocabulario, menús, formularios y flujos de trabajo, y se puede añadir un tipo nuevo con un solo archivo JSON.' },
          { question: '¿En qué idiomas?', answer: 'Hebreo (el predeterminado, de derecha a izquierda) e inglés en todas las oficinas. Las oficinas médicas y jurídicas tienen también español.' },
          { question: '¿Se pueden cambiar las palabras que usa el sistema?', answer: 'Sí. El vocabulario sigue el tipo de oficina: en esta oficina, por ejemplo, el sistema habla de {{clients}} y {{professionals}}.' },
          { question: '¿Puedo probarlo antes de registrarme?', answer: 'Sí. La página de oficinas de demostración tiene una oficina lista de cada tipo: abra su página de inicio o inicie sesión en ella.' },
        ],
        links: [{ label: 'Oficinas de demostración', href: '/demo' }],
      },
      {
        id: 'security',
        heading: 'Seguridad e inicio de sesión',
        questions: [
          { question: '¿Los datos de mi oficina están separados de los de otras oficinas?', answer: 'Sí, en la propia base de datos: la seguridad a nivel de fila garantiza que cada solicitud vea solo las filas de su propia oficina.' },
          { question: '¿Por qué se me pide un código?', answer: 'Su oficina pide un código de un solo uso por correo, en cada inicio de sesión o cuando inicia sesión desde un navegador nuevo. El código es válido durante 5 minutos y funciona una sola vez.' },
          { question: 'Mi cuenta está bloqueada. ¿Y ahora?', answer: '5 contraseñas incorrectas en 15 minutos bloquean la cuenta durante 15 minutos. Espere, o restablezca su contraseña: el restablecimiento quita el bloqueo.' },
          { question: '¿Puedo usar una aplicación de autenticación?', answer: 'Sí, cualquier aplicación compatible con TOTP. Las oficinas que exigen verificación en dos pasos la piden en el primer inicio de sesión.' },
          { question: '¿Lishka usa cookies de seguimiento?', answer: 'No. Solo están las cookies que el servicio necesita para funcionar (la sesión, la protección contra la falsificación de solicitudes y el reconocimiento de un navegador recordado), sin publicidad ni analítica de terceros.' },
        ],
      },
      {
        id: 'data',
        heading: 'Datos e instalación',
        questions: [
          { question: '¿Cómo descargo mis datos o elimino mi cuenta?', answer: 'Desde la página del perfil: descargue todo lo que se guarda sobre usted como archivo JSON, y elimine su cuenta tras confirmar su contraseña.' },
          { question: '¿Hay una API?', answer: 'Sí. Cada llamada que hace la aplicación está documentada en OpenAPI en /api/docs.' },
          { question: '¿Podemos ejecutar Lishka en nuestro propio servidor?', answer: 'Sí. `npm start` levanta el servidor con una base de datos integrada, y puede conectar su propio PostgreSQL mediante `DATABASE_URL`.' },
        ],
        links: [
          { label: 'Documentación', href: '/docs' },
          { label: 'Centro de ayuda', href: '/help' },
        ],
      },
    ],
  },
};
