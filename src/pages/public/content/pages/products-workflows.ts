import type { LocalizedDocument } from '../content-types';

/** /products/workflows: workflows, deadlines and service-level targets. */
export const productsWorkflowsContent: LocalizedDocument = {
  he: {
    title: 'תהליכי עבודה ומועדים',
    lead: 'כל משרד עובד בשלבים: קבלה, טיפול, אישור, סגירה. בלשכה השלבים האלה הם תהליך עבודה מוגדר, עם מעברים מותרים, אישורים, יעדי זמן ופעולות אוטומטיות, והמערכת דואגת שאף {{client}} לא ייפול בין הכיסאות.',
    sections: [
      {
        id: 'stages',
        heading: 'שלבים ומעברים',
        paragraphs: [
          'תהליך עבודה הוא רשימה של שלבים ושל המעברים המותרים ביניהם. מעבר יכול לדרוש אישור ולהיות מותר רק לתפקידים מסוימים: בתהליך המרפאה, למשל, המעבר מטיפול לשחרור דורש אישור, ובתיק משפטי גם הסגירה.',
          'הדוגמאות שמגיעות עם לשכה: במרפאה — רישום, קבלה, בדיקה, טיפול, מעקב ושחרור; במשרד עורכי דין — פתיחת תיק, טיפול פעיל, גילוי מסמכים, משא ומתן, משפט, ערעור וסגירה.',
        ],
      },
      {
        id: 'sla',
        heading: 'יעדי זמן (SLA) ומועדים',
        paragraphs: [
          'לכל שלב אפשר לקבוע יעד זמן בשעות. בתהליך המרפאה, למשל, הקבלה צריכה להסתיים תוך חצי שעה והבדיקה תוך שעה; בתיק משפטי, שלב פתיחת התיק מוגבל ל-48 שעות. יעד הזמן הוא חלק מהגדרת התהליך, ולכן רואים מה מתעכב.',
          'מסך המועדים מרכז את כל המועדים של המשרד, ולוח הבקרה מציג את מה שצריך לטפל בו היום.',
        ],
      },
      {
        id: 'actions',
        heading: 'פעולות אוטומטיות',
        bullets: [
          'יצירת משימה ושיוך שלה לתפקיד.',
          'שליחת התראה למשתמשים בתפקיד מסוים.',
          'עדכון שדה ברשומה.',
          'שליחת דוא"ל לפי תבנית.',
        ],
      },
      {
        id: 'engine',
        heading: 'אותו תהליך בדפדפן ובשרת',
        paragraphs: [
          'כל תהליך עבודה מוגדר ב-JSON כחלק מסוג המשרד, ולשכה בונה ממנו מכונת מצבים (XState). השרת מחליט על כל מעבר באותה מכונה שהדפדפן מציג, כך שמה שרואים על המסך הוא בדיוק מה שמותר.',
        ],
        links: [
          { label: 'סיור בסוגי המשרדים', href: '/office-types' },
          { label: 'לנסות במשרד הדגמה', href: '/demo' },
        ],
      },
    ],
  },
  en: {
    title: 'Workflows and deadlines',
    lead: 'Every office works in stages: intake, handling, approval, closing. In Lishka those stages are a defined workflow, with allowed transitions, approvals, time targets and automatic actions, and the system makes sure no {{client}} slips through the cracks.',
    sections: [
      {
        id: 'stages',
        heading: 'Stages and transitions',
        paragraphs: [
          "A workflow is a list of stages and the transitions allowed between them. A transition can require approval and be allowed only to certain roles: in the clinic's workflow, for example, moving from treatment to discharge needs approval, and so does closing a legal matter.",
          'The examples that ship with Lishka: in a clinic — registration, intake, examination, treatment, follow-up and discharge; in a law firm — intake, active, discovery, negotiation, trial, appeal and closed.',
        ],
      },
      {
        id: 'sla',
        heading: 'Service-level targets (SLAs) and deadlines',
        paragraphs: [
          "Each stage can have a time target in hours. In the clinic's workflow, for example, intake should be done within half an hour and the examination within an hour; in a legal matter, intake is limited to 48 hours. The target is part of the workflow's definition, so what runs late shows.",
          "The deadlines screen gathers every deadline of the office, and the dashboard shows what needs handling today.",
        ],
      },
      {
        id: 'actions',
        heading: 'Automatic actions',
        bullets: ['Create a task and assign it to a role.', 'Notify the users who hold a role.', 'Update a field of the record.', 'Send an e-mail from a template.'],
      },
      {
        id: 'engine',
        heading: 'The same workflow in the browser and on the server',
        paragraphs: [
          'Every workflow is defined in JSON as part of the office type, and Lishka builds a state machine (XState) from it. The server decides every transition with the same machine the browser shows, so what you see on screen is exactly what is allowed.',
        ],
        links: [
          { label: 'Explore the office types', href: '/office-types' },
          { label: 'Try it in a demo office', href: '/demo' },
        ],
      },
    ],
  },
  es: {
    title: 'Flujos de trabajo y plazos',
    lead: 'Toda oficina trabaja por etapas: admisión, tramitación, aprobación, cierre. En Lishka esas etapas son un flujo de trabajo definido, con transiciones permitidas, aprobaciones, tiempos objetivo y acciones automáticas, y el sistema se asegura de que ningún {{client}} se quede por el camino.',
    sections: [
      {
        id: 'stages',
        heading: 'Etapas y transiciones',
        paragraphs: [
          'Un flujo de trabajo es una lista de etapas y de las transiciones permitidas entre ellas. Una transición puede exigir aprobación y estar permitida solo a ciertos roles: en el flujo de la clínica, por ejemplo, pasar del tratamiento al alta necesita aprobación, y también cerrar un asunto jurídico.',
          'Los ejemplos que trae Lishka: en una clínica, registro, admisión, exploración, tratamiento, seguimiento y alta; en un despacho de abogados, admisión, activo, prueba, negociación, juicio, apelación y cerrado.',
        ],
      },
      {
        id: 'sla',
        heading: 'Objetivos de nivel de servicio (SLA) y plazos',
        paragraphs: [
          'Cada etapa puede tener un tiempo objetivo en horas. En el flujo de la clínica, por ejemplo, la admisión debe hacerse en media hora y la exploración en una hora; en un asunto jurídico, la admisión se limita a 48 horas. El objetivo forma parte de la definición del flujo, así que lo que se retrasa se ve.',
          'La pantalla de plazos reúne todos los plazos de la oficina, y el panel muestra lo que hay que atender hoy.',
        ],
      },
      {
        id: 'actions',
        heading: 'Acciones automáticas',
        bullets: ['Crear una tarea y asignarla a un rol.', 'Avisar a los usuarios que tienen un rol.', 'Actualizar un campo de la ficha.', 'Enviar un correo a partir de una plantilla.'],
      },
      {
        id: 'engine',
        heading: 'El mismo flujo en el navegador y en el servidor',
        paragraphs: [
          'Cada flujo de trabajo se define en JSON como parte del tipo de oficina, y Lishka construye a partir de él una máquina de estados (XState). El servidor decide cada transición con la misma máquina que muestra el navegador, así que lo que ve en pantalla es exactamente lo que está permitido.',
        ],
        links: [
          { label: 'Explorar los tipos de oficina', href: '/office-types' },
          { label: 'Pruébelo en una oficina de demostración', href: '/demo' },
        ],
      },
    ],
  },
};
