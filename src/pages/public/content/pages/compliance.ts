import type { LocalizedDocument } from '../content-types';

/** /compliance for visitors: how Lishka helps an office meet its duties (signed-in users see the office's compliance area). */
export const complianceContent: LocalizedDocument = {
  he: {
    title: 'תאימות ורגולציה',
    lead: 'משרד מקצועי כפוף לחובות של הגנת פרטיות, סודיות ותיעוד. לשכה לא פוטרת את המשרד מהחובות האלה, אבל נותנת לו כלים לעמוד בהן ולהראות שהוא עומד בהן.',
    sections: [
      {
        id: 'privacy-law',
        heading: 'הגנת הפרטיות בישראל',
        paragraphs: [
          'המשרד הוא בעל השליטה במאגר המידע שלו, ולשכה מעבדת את המידע בשמו. אמצעי האבטחה של לשכה נבנו ברוח תקנות הגנת הפרטיות (אבטחת מידע), התשע"ז-2017:',
        ],
        bullets: [
          'בקרת גישה: הרשאות לפי תפקיד, הפרדה בין משרדים במסד הנתונים, וניתוק אחרי חוסר פעילות.',
          'זיהוי ואימות: מדיניות סיסמאות לכל משרד ואימות דו־שלבי, שמשרדים רבים מחייבים.',
          'תיעוד: יומן ביקורת של כל שינוי, של בקשות שנדחו ושל התחברויות כושלות, שאי אפשר לשנות.',
          'הצפנה: סודות של אפליקציות אימות מוצפנים, סיסמאות וקודים נשמרים רק כגיבוב.',
        ],
      },
      {
        id: 'gdpr',
        heading: 'GDPR',
        paragraphs: [
          'למשרדים שמטפלים במידע של אנשים באיחוד האירופי, לשכה תומכת בזכויות שה-GDPR מקנה: כל משתמש יכול להוריד את כל המידע שנשמר עליו כקובץ JSON (ניידות ועיון) ולמחוק את החשבון שלו (מחיקה), והפרופיל ניתן לעדכון בכל עת (תיקון).',
        ],
      },
      {
        id: 'office-tools',
        heading: 'כלים בתוך המשרד',
        bullets: [
          'אזור תאימות למשתמשים מחוברים, במשרדים שבהם התכונה פעילה: מצב התאימות, ביקורות ודוחות.',
          'מועדים ויעדי זמן (SLA) בתהליכי העבודה, כדי שמועד חוקי לא יתפספס.',
          'תהליכי אישור: מעברים בתהליך שדורשים אישור של בעל תפקיד מוסמך.',
          'ייצוא מידע אישי וסיום חיבורים מרחוק.',
        ],
      },
      {
        id: 'responsibility',
        heading: 'מה נשאר באחריות המשרד',
        paragraphs: [
          'לשכה היא כלי. המשרד אחראי לבסיס החוקי לאיסוף המידע, להודעות ולהסכמות, לתקופות השמירה שחלות עליו, לכללי האתיקה של המקצוע שלו, ולרישום מאגר המידע או לדיווח לרשות להגנת הפרטיות כשהדין מחייב זאת.',
        ],
        links: [
          { label: 'אבטחה בלשכה', href: '/security' },
          { label: 'מדיניות הפרטיות', href: '/privacy' },
          { label: 'התחברות לאזור התאימות', href: '/login' },
        ],
      },
    ],
  },
  en: {
    title: 'Compliance',
    lead: 'A professional office is bound by duties of privacy, confidentiality and record keeping. Lishka does not relieve the office of those duties, but it gives it the tools to meet them and to show that it does.',
    sections: [
      {
        id: 'privacy-law',
        heading: 'Privacy protection in Israel',
        paragraphs: [
          "The office is the controller of its database, and Lishka processes the data on its behalf. Lishka's security measures were built in the spirit of the Privacy Protection (Data Security) Regulations, 5777-2017:",
        ],
        bullets: [
          'Access control: permissions by role, offices kept apart in the database, and sign-out after inactivity.',
          'Identification and authentication: a password policy per office and two-step verification, which many offices require.',
          'Records: an audit log of every change, of refused requests and of failed sign-ins, which cannot be altered.',
          'Encryption: authenticator secrets are encrypted, passwords and codes are kept only as hashes.',
        ],
      },
      {
        id: 'gdpr',
        heading: 'GDPR',
        paragraphs: [
          'For offices that handle data of people in the European Union, Lishka supports the rights the GDPR grants: every user can download everything kept about them as a JSON file (access and portability) and delete their account (erasure), and the profile can be updated at any time (rectification).',
        ],
      },
      {
        id: 'office-tools',
        heading: 'Tools inside the office',
        bullets: [
          'A compliance area for signed-in users, in offices where the feature is on: compliance status, audits and reports.',
          'Deadlines and service-level targets (SLAs) in workflows, so that no statutory deadline is missed.',
          'Approval steps: workflow transitions that need the approval of an authorised role.',
          'Export of personal data, and ending sessions remotely.',
        ],
      },
      {
        id: 'responsibility',
        heading: "What remains the office's responsibility",
        paragraphs: [
          "Lishka is a tool. The office is responsible for the lawful basis for collecting data, for notices and consents, for the retention periods that apply to it, for its profession's rules of conduct, and for registering its database or reporting to the Privacy Protection Authority where the law requires it.",
        ],
        links: [
          { label: 'Security at Lishka', href: '/security' },
          { label: 'Privacy policy', href: '/privacy' },
          { label: 'Sign in to the compliance area', href: '/login' },
        ],
      },
    ],
  },
  es: {
    title: 'Cumplimiento normativo',
    lead: 'Una oficina profesional está sujeta a deberes de privacidad, confidencialidad y conservación de registros. Lishka no exime a la oficina de esos deberes, pero le da las herramientas para cumplirlos y para demostrar que lo hace.',
    sections: [
      {
        id: 'privacy-law',
        heading: 'La protección de la privacidad en Israel',
        paragraphs: [
          'La oficina es la responsable de su base de datos, y Lishka trata los datos por cuenta de ella. Las medidas de seguridad de Lishka se construyeron en el espíritu del Reglamento de Protección de la Privacidad (Seguridad de la Información), 5777-2017:',
        ],
        bullets: [
          'Control de acceso: permisos por rol, oficinas separadas en la base de datos y cierre de sesión tras un periodo de inactividad.',
          'Identificación y autenticación: una política de contraseñas por oficina y verificación en dos pasos, que muchas oficinas exigen.',
          'Registros: un registro de auditoría de cada cambio, de las solicitudes rechazadas y de los inicios de sesión fallidos, que no puede alterarse.',
          'Cifrado: los secretos de las aplicaciones de autenticación se cifran; las contraseñas y los códigos se guardan solo como hashes.',
        ],
      },
      {
        id: 'gdpr',
        heading: 'RGPD',
        paragraphs: [
          'Para las oficinas que tratan datos de personas en la Unión Europea, Lishka admite los derechos que otorga el RGPD: cada usuario puede descargar todo lo que se guarda sobre él como archivo JSON (acceso y portabilidad) y eliminar su cuenta (supresión), y el perfil puede actualizarse en cualquier momento (rectificación).',
        ],
      },
      {
        id: 'office-tools',
        heading: 'Herramientas dentro de la oficina',
        bullets: [
          'Un área de cumplimiento para los usuarios con sesión iniciada, en las oficinas donde la función está activa: estado de cumplimiento, auditorías e informes.',
          'Plazos y objetivos de nivel de servicio (SLA) en los flujos de trabajo, para que no se pase ningún plazo legal.',
          'Pasos de aprobación: transiciones del flujo que necesitan la aprobación de un rol autorizado.',
          'Exportación de los datos personales y cierre de sesiones a distancia.',
        ],
      },
      {
        id: 'responsibility',
        heading: 'Lo que sigue siendo responsabilidad de la oficina',
        paragraphs: [
          'Lishka es una herramienta. La oficina es responsable de la base legal para recoger datos, de los avisos y consentimientos, de los plazos de conservación que le aplican, de las normas de conducta de su profesión, y de registrar su base de datos o de informar a la Autoridad de Protección de la Privacidad cuando la ley lo exija.',
        ],
        links: [
          { label: 'La seguridad en Lishka', href: '/security' },
          { label: 'Política de privacidad', href: '/privacy' },
          { label: 'Iniciar sesión en el área de cumplimiento', href: '/login' },
        ],
      },
    ],
  },
};
