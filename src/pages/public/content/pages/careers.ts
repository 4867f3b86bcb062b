import type { LocalizedDocument } from '../content-types';

/** /careers: how Lishka is built and how to get in touch about working on it. */
export const careersContent: LocalizedDocument = {
  he: {
    title: 'קריירה',
    lead: 'לשכה נבנית בשביל משרדים שעובדים בעברית, על ידי אנשים שאכפת להם מפרטים: כיוון הטקסט, ניסוח של הודעת שגיאה, ואבטחה שלא מתפשרים עליה.',
    sections: [
      {
        id: 'open-roles',
        heading: 'משרות פתוחות',
        paragraphs: ['כרגע אין משרות שמפורסמות כאן. אם אתם חושבים שתוכלו לתרום ללשכה, נשמח לשמוע מכם בכל זאת: כתבו אל hello@lishka.app עם המילה "קריירה" בנושא, וספרו על עצמכם ועל משהו שבניתם.'],
        links: [{ label: 'כתבו לנו', href: 'mailto:hello@lishka.app' }],
      },
      {
        id: 'how-we-build',
        heading: 'איך אנחנו בונים',
        bullets: [
          'TypeScript מקצה לקצה: React ו-antd בדפדפן, Fastify בשרת, ומנוע משותף שרץ בשניהם.',
          'סכמות JSON הן מקור האמת: מהן נבדקות ההגדרות, נבנים הטפסים ונוצרים הטיפוסים.',
          'תהליכי עבודה כמכונות מצבים (XState), ו-PostgreSQL עם אבטחה ברמת השורה.',
          'בדיקות ליד הקוד, ובדיקות דפדפן אמיתיות בעברית ובאנגלית, ברוחב של מחשב ושל טלפון.',
          'קבצים קטנים, שמות ברורים, והערה שמסבירה למה — לא מה.',
        ],
      },
      {
        id: 'values',
        heading: 'מה חשוב לנו',
        bullets: [
          'משתמשים קודם: מסך שעובד היטב בעברית, מימין לשמאל, גם בטלפון וגם במצב כהה.',
          'אמת: לא מציגים נתונים מומצאים, לא מבטיחים מה שלא קיים.',
          'נגישות: כל מסך עובר בדיקות נגישות אוטומטיות.',
        ],
      },
    ],
  },
  en: {
    title: 'Careers',
    lead: 'Lishka is built for offices that work in Hebrew, by people who care about details: the direction of a line of text, the wording of an error message, and security without compromise.',
    sections: [
      {
        id: 'open-roles',
        heading: 'Open positions',
        paragraphs: ['There are no positions listed here right now. If you think you could contribute to Lishka, we would still like to hear from you: write to hello@lishka.app with the word "careers" in the subject, and tell us about yourself and something you built.'],
        links: [{ label: 'Write to us', href: 'mailto:hello@lishka.app' }],
      },
      {
        id: 'how-we-build',
        heading: 'How we build',
        bullets: [
          'TypeScript end to end: React and antd in the browser, Fastify on the server, and a shared engine that runs in both.',
          'JSON Schemas are the source of truth: settings are checked, forms drawn and types generated from them.',
          'Workflows as state machines (XState), and PostgreSQL with row-level security.',
          'Tests beside the code, and real browser tests in Hebrew and English, at desktop and phone widths.',
          'Small files, clear names, and comments that say why — not what.',
        ],
      },
      {
        id: 'values',
        heading: 'What matters to us',
        bullets: [
          'Users first: screens that work well in Hebrew, right to left, on a phone and in dark mode too.',
          'Truth: no invented data, no promises of what does not exist.',
          'Accessibility: every screen goes through automated accessibility tests.',
        ],
      },
    ],
  },
  es: {
    title: 'Empleo',
    lead: 'Lishka está hecha para oficinas que trabajan en hebreo, por personas a las que les importan los detalles: la dirección de una línea de texto, la redacción de un mensaje de error y una seguridad sin concesiones.',
    sections: [
      {
        id: 'open-roles',
        heading: 'Puestos abiertos',
        paragraphs: ['Ahora mismo no hay puestos publicados aquí. Si cree que podría contribuir a Lishka, nos gustaría saber de usted igualmente: escriba a hello@lishka.app con la palabra "empleo" en el asunto, y cuéntenos sobre usted y algo que haya construido.'],
        links: [{ label: 'Escríbanos', href: 'mailto:hello@lishka.app' }],
      },
      {
        id: 'how-we-build',
        heading: 'Cómo construimos',
        bullets: [
          'TypeScript de principio a fin: React y antd en el navegador, Fastify en el servidor, y un motor compartido que funciona en ambos.',
          'Los JSON Schemas son la fuente de verdad: con ellos se comprueban los ajustes, se dibujan los formularios y se generan los tipos.',
          'Flujos de trabajo como máquinas de estados (XState), y PostgreSQL con seguridad a nivel de fila.',
          'Pruebas junto al código, y pruebas reales en el navegador en hebreo y en inglés, en anchos de escritorio y de teléfono.',
          'Archivos pequeños, nombres claros y comentarios que dicen por qué, no qué.',
        ],
      },
      {
        id: 'values',
        heading: 'Lo que nos importa',
        bullets: [
          'Primero los usuarios: pantallas que funcionan bien en hebreo, de derecha a izquierda, en el teléfono y también en modo oscuro.',
          'La verdad: ni datos inventados, ni promesas de lo que no existe.',
          'La accesibilidad: cada pantalla pasa por pruebas automáticas de accesibilidad.',
        ],
      },
    ],
  },
};
