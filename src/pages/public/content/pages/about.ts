import type { LocalizedDocument } from '../content-types';

/** /about: what Lishka is and what it holds to. */
export const aboutContent: LocalizedDocument = {
  he: {
    title: 'אודות לשכה',
    lead: 'לשכה היא פלטפורמה אחת לכל משרד מקצועי: {{clients}} ולידים, {{documents}} וחתימה דיגיטלית, טפסים, סימולציות פנסיוניות, תהליכי עבודה, מועדים, תאימות ודוחות — בעברית, מימין לשמאל, ובאנגלית.',
    sections: [
      {
        id: 'name',
        heading: 'למה "לשכה"',
        paragraphs: [
          'בעברית, לשכה היא החדר שבו איש מקצוע מקבל את מי שפונה אליו, וגם הגוף שמאגד בעלי מקצוע. זה מה שרצינו לבנות — מקום עבודה אחד, מסודר, שמדבר בשפה של המקצוע.',
        ],
      },
      {
        id: 'one-engine',
        heading: 'מנוע אחד, כל סוגי המשרדים',
        paragraphs: [
          'במקום מוצר נפרד לכל מקצוע, לשכה היא מנוע אחד שמונע מהגדרות. כל סוג משרד הוא קובץ JSON שקובע את אוצר המילים (במשרד הזה: {{clients}}, {{professionals}}, {{appointments}}), התכונות, התפריטים, הטפסים, תהליכי העבודה, לוח הבקרה, הצבעים והמדיניות, והמנוע מציג ממנו את כל המוצר — בדפדפן ובשרת.',
          'היום מגיעים עם לשכה שבעה סוגי משרדים: רפואה, משפטים, ראיית חשבון, וטרינריה, נדל"ן, ביטוח ופנסיה, ומשרד כללי. מנהל משרד מתאים את המשרד שלו בלי קוד, ומי שמטמיע את המערכת מוסיף סוג משרד חדש בקובץ אחד.',
        ],
      },
      {
        id: 'principles',
        heading: 'במה אנחנו מאמינים',
        bullets: [
          'עברית קודם: העברית היא שפת ברירת המחדל, מימין לשמאל בכל מסך, ואנגלית תמיד זמינה. משרדים רפואיים ומשפטיים מקבלים גם ספרדית.',
          'אמת על המסך: כשמשהו לא נטען, אומרים את זה ומציעים לנסות שוב. לעולם לא מציגים נתונים מומצאים כאילו היו אמיתיים.',
          'אבטחה כברירת מחדל: הפרדה בין משרדים במסד הנתונים עצמו, אימות דו־שלבי ויומן ביקורת — לא כתוספת בתשלום.',
          'פתיחות: ממשק תכנות מתועד במלואו, וכל הגדרה היא JSON קריא עם סכמה שמסבירה כל שדה.',
        ],
      },
      {
        id: 'next',
        heading: 'רוצים לראות?',
        paragraphs: ['הדרך הטובה ביותר להכיר את לשכה היא לפתוח את אחד ממשרדי ההדגמה, או לעבור בין סוגי המשרדים בסייר.'],
        links: [
          { label: 'משרדי ההדגמה', href: '/demo' },
          { label: 'סייר סוגי המשרדים', href: '/office-types' },
          { label: 'יצירת קשר', href: '/contact' },
        ],
      },
    ],
  },
  en: {
    title: 'About Lishka',
    lead: 'Lishka is one platform for every professional office: {{clients}} and leads, {{documents}} with digital signatures, forms, pension simulations, workflows, deadlines, compliance and reports — in Hebrew, right to left, and in English.',
    sections: [
      {
        id: 'name',
        heading: 'Why "Lishka"',
        paragraphs: [
          "Lishka (לשכה) is Hebrew for the room where a professional receives the people who come to them, and also for a professional association. That is what we set out to build — one orderly place of work that speaks the profession's language.",
        ],
      },
      {
        id: 'one-engine',
        heading: 'One engine, every kind of office',
        paragraphs: [
          'Instead of a separate product for each profession, Lishka is one configuration-driven engine. Each office type is a JSON file that sets the vocabulary (in this office: {{clients}}, {{professionals}}, {{appointments}}), features, menus, forms, workflows, dashboard, colours and policies, and the engine renders the whole product from it — in the browser and on the server alike.',
          "Seven office types ship with Lishka today: medical, legal, accounting, veterinary, real estate, insurance and pension, and a generic office. An office's admin tailors their office without code, and whoever deploys the system adds a new office type with one file.",
        ],
      },
      {
        id: 'principles',
        heading: 'What we hold to',
        bullets: [
          'Hebrew first: Hebrew is the default language, right to left on every screen, and English is always there. Medical and legal offices get Spanish too.',
          'The truth on screen: when something fails to load, we say so and offer to try again. We never show invented data as if it were real.',
          'Secure by default: offices kept apart in the database itself, two-step verification and an audit log — not as a paid extra.',
          'Openness: a fully documented API, and every setting is readable JSON with a schema that explains each field.',
        ],
      },
      {
        id: 'next',
        heading: 'Want to see it?',
        paragraphs: ['The best way to get to know Lishka is to open one of the demo offices, or to move between the office types in the explorer.'],
        links: [
          { label: 'Demo offices', href: '/demo' },
          { label: 'Office-type explorer', href: '/office-types' },
          { label: 'Contact', href: '/contact' },
        ],
      },
    ],
  },
  es: {
    title: 'Acerca de Lishka',
    lead: 'Lishka es una plataforma para cada oficina profesional: {{clients}} y clientes potenciales, {{documents}} con firma digital, formularios, simulaciones de pensión, flujos de trabajo, plazos, cumplimiento e informes, en hebreo, de derecha a izquierda, y en inglés.',
    sections: [
      {
        id: 'name',
        heading: 'Por qué "Lishka"',
        paragraphs: [
          'Lishka (לשכה) es en hebreo la sala donde un profesional recibe a quienes acuden a él, y también un colegio profesional. Eso es lo que nos propusimos construir: un lugar de trabajo ordenado que habla el idioma de la profesión.',
        ],
      },
      {
        id: 'one-engine',
        heading: 'Un motor, cada tipo de oficina',
        paragraphs: [
          'En lugar de un producto distinto para cada profesión, Lishka es un único motor guiado por la configuración. Cada tipo de oficina es un archivo JSON que define el vocabulario (en esta oficina: {{clients}}, {{professionals}}, {{appointments}}), las funciones, los menús, los formularios, los flujos de trabajo, el panel, los colores y las políticas, y el motor dibuja todo el producto a partir de él, tanto en el navegador como en el servidor.',
          'Hoy Lishka trae siete tipos de oficina: medicina, derecho, contabilidad, veterinaria, inmobiliaria, seguros y pensiones, y una oficina genérica. El administrador de una oficina la adapta sin código, y quien instala el sistema añade un nuevo tipo de oficina con un solo archivo.',
        ],
      },
      {
        id: 'principles',
        heading: 'Lo que defendemos',
        bullets: [
          'El hebreo primero: el hebreo es el idioma predeterminado, de derecha a izquierda en cada pantalla, y el inglés siempre está disponible. Las oficinas médicas y jurídicas tienen también español.',
          'La verdad en pantalla: cuando algo no se carga, lo decimos y ofrecemos reintentarlo. Nunca mostramos datos inventados como si fueran reales.',
          'Seguridad por defecto: oficinas separadas en la propia base de datos, verificación en dos pasos y un registro de auditoría, no como un extra de pago.',
          'Apertura: una API totalmente documentada, y cada ajuste es un JSON legible con un esquema que explica cada campo.',
        ],
      },
      {
        id: 'next',
        heading: '¿Quiere verlo?',
        paragraphs: ['La mejor forma de conocer Lishka es abrir una de las oficinas de demostración, o recorrer los tipos de oficina en el explorador.'],
        links: [
          { label: 'Oficinas de demostración', href: '/demo' },
          { label: 'Explorador de tipos de oficina', href: '/office-types' },
          { label: 'Contacto', href: '/contact' },
        ],
      },
    ],
  },
};
