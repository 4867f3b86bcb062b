import type { LocalizedDocument } from '../content-types';

/** /contact: how to reach the people behind Lishka. */
export const contactContent: LocalizedDocument = {
  he: {
    title: 'צור קשר',
    lead: 'שאלה על המוצר, בקשה להדגמה, תקלה או רעיון? כתבו לנו אל hello@lishka.app ונחזור אליכם.',
    sections: [
      {
        id: 'email',
        heading: 'דוא"ל',
        paragraphs: ['הדרך הכי מהירה להגיע אלינו היא בדוא"ל: hello@lishka.app. אנחנו עונים בעברית ובאנגלית.'],
        links: [{ label: 'שליחת דוא"ל', href: 'mailto:hello@lishka.app' }],
      },
      {
        id: 'what-to-include',
        heading: 'מה כדאי לכתוב',
        bullets: [
          'את סוג המשרד שלכם (רפואה, משפטים, ראיית חשבון, וטרינריה, נדל"ן, ביטוח או אחר) וכמה אנשים עובדים בו.',
          'בתקלה: מה עשיתם, מה ציפיתם שיקרה ומה קרה בפועל, ואת השעה המשוערת.',
          'לעולם אל תשלחו לנו סיסמה, קוד חד־פעמי או מידע אישי של {{clients}}. אנחנו לא נבקש אותם.',
        ],
      },
      {
        id: 'security-reports',
        heading: 'דיווח על בעיית אבטחה',
        paragraphs: ['מצאתם חולשה? כתבו אל hello@lishka.app עם המילה "אבטחה" בנושא, ותארו איך לשחזר אותה. נאשר את הקבלה, נעדכן אתכם בטיפול, ונבקש שלא תפרסמו את הפרטים לפני שהבעיה תוקנה.'],
      },
      {
        id: 'self-service',
        heading: 'אולי התשובה כבר כאן',
        paragraphs: ['הרבה שאלות נפוצות — התחברות, קודים, שפה, ייצוא ומחיקה — כבר קיבלו תשובה במרכז העזרה ובשאלות הנפוצות.'],
        links: [
          { label: 'מרכז עזרה', href: '/help' },
          { label: 'שאלות נפוצות', href: '/faq' },
          { label: 'משרדי ההדגמה', href: '/demo' },
        ],
      },
    ],
  },
  en: {
    title: 'Contact',
    lead: 'A question about the product, a demo request, a fault or an idea? Write to us at hello@lishka.app and we will get back to you.',
    sections: [
      {
        id: 'email',
        heading: 'E-mail',
        paragraphs: ['The quickest way to reach us is by e-mail: hello@lishka.app. We answer in Hebrew and English.'],
        links: [{ label: 'Send an e-mail', href: 'mailto:hello@lishka.app' }],
      },
      {
        id: 'what-to-include',
        heading: 'What to tell us',
        bullets: [
          'Your kind of office (medical, legal, accounting, veterinary, real estate, insurance or other) and how many people work in it.',
          'For a fault: what you did, what you expected and what happened instead, and roughly when.',
          'Never send us a password, a one-time code or personal data of {{clients}}. We will never ask for them.',
        ],
      },
      {
        id: 'security-reports',
        heading: 'Reporting a security problem',
        paragraphs: ['Found a vulnerability? Write to hello@lishka.app with the word "security" in the subject, and describe how to reproduce it. We will confirm receipt, keep you posted on the fix, and ask you not to publish details until the problem is fixed.'],
      },
      {
        id: 'self-service',
        heading: 'The answer may already be here',
        paragraphs: ['Many common questions — signing in, codes, language, export and deletion — are already answered in the help center and the FAQ.'],
        links: [
          { label: 'Help center', href: '/help' },
          { label: 'FAQ', href: '/faq' },
          { label: 'Demo offices', href: '/demo' },
        ],
      },
    ],
  },
  es: {
    title: 'Contacto',
    lead: '¿Una pregunta sobre el producto, una solicitud de demostración, un fallo o una idea? Escríbanos a hello@lishka.app y le responderemos.',
    sections: [
      {
        id: 'email',
        heading: 'Correo electrónico',
        paragraphs: ['La forma más rápida de contactarnos es por correo electrónico: hello@lishka.app. Respondemos en hebreo y en inglés.'],
        links: [{ label: 'Enviar un correo', href: 'mailto:hello@lishka.app' }],
      },
      {
        id: 'what-to-include',
        heading: 'Qué contarnos',
        bullets: [
          'El tipo de su oficina (medicina, derecho, contabilidad, veterinaria, inmobiliaria, seguros u otro) y cuántas personas trabajan en ella.',
          'Si es un fallo: qué hizo, qué esperaba y qué pasó en su lugar, y aproximadamente cuándo.',
          'Nunca nos envíe una contraseña, un código de un solo uso ni datos personales de {{clients}}. Nunca se los pediremos.',
        ],
      },
      {
        id: 'security-reports',
        heading: 'Informar de un problema de seguridad',
        paragraphs: ['¿Encontró una vulnerabilidad? Escriba a hello@lishka.app con la palabra "seguridad" en el asunto y describa cómo reproducirla. Confirmaremos la recepción, le mantendremos al tanto de la corrección y le pediremos que no publique los detalles hasta que el problema esté corregido.'],
      },
      {
        id: 'self-service',
        heading: 'Quizá la respuesta ya esté aquí',
        paragraphs: ['Muchas preguntas habituales (iniciar sesión, códigos, idioma, exportación y eliminación) ya tienen respuesta en el centro de ayuda y en las preguntas frecuentes.'],
        links: [
          { label: 'Centro de ayuda', href: '/help' },
          { label: 'Preguntas frecuentes', href: '/faq' },
          { label: 'Oficinas de demostración', href: '/demo' },
        ],
      },
    ],
  },
};
