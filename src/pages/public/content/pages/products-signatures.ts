import type { LocalizedDocument } from '../content-types';

/** /products/signatures: documents and digital signature workflows. */
export const productsSignaturesContent: LocalizedDocument = {
  he: {
    title: 'מסמכים וחתימה דיגיטלית',
    lead: '{{Documents}} של המשרד במקום אחד, ותהליך חתימה שיודע מי צריך לעבור על המסמך, מי מאשר ומי חותם, באיזה סדר ועד מתי.',
    sections: [
      {
        id: 'documents',
        heading: 'ניהול מסמכים',
        bullets: [
          'העלאה, חיפוש, הורדה ומחיקה, עם סינון לפי סוג מסמך: פוליסה, חוזה, דוח, מסמך תאימות, מסמך פיננסי, מסמך משפטי ועוד.',
          'כל מסמך משויך ל{{client}}, ומופיע גם בכרטיס שלו.',
          'הפקת מסמכי PDF מתבניות, עם השדות שהוגדרו בבונה טפסי ה-PDF.',
          'מגבלת גודל קובץ לפי סוג המשרד, ובדיקה של סוג הקובץ לפי התוכן שלו ולא רק לפי הסיומת.',
        ],
      },
      {
        id: 'sharing',
        heading: 'שיתוף והרשאות',
        paragraphs: [
          'לכל מסמך נקבעת רמת שיתוף: פרטי, צוות, כל המשרד או ציבורי. לכל משתתף נקבעות הרשאות: צפייה, עריכה, חתימה או ניהול. מסמך של משרד אחד לעולם אינו נגיש למשרד אחר.',
        ],
      },
      {
        id: 'workflow',
        heading: 'תהליך חתימה',
        bullets: [
          'משתתפים בתפקידים: בודק, מאשר, חותם וצופה.',
          'אפשר לחייב סדר חתימה, לאפשר לחותם לסרב, ולשלוח תזכורות במרווח זמן קבוע.',
          'החותם מקבל קישור אישי ויכול לחתום בעמוד חתימה ציבורי, בלי לפתוח חשבון.',
          'המצב של כל משתתף — ממתין, חתם, סירב, פג תוקף או הושלם — מוצג לצוות בכל רגע.',
          'פעולות על תהליך: שליחה לבדיקה, אישור, דחייה, בקשת שינויים, ביטול, שליחה מחדש ותזכורת.',
        ],
      },
      {
        id: 'audit',
        heading: 'תיעוד מלא',
        paragraphs: [
          'כל שינוי במסמך ובתהליך החתימה נרשם ביומן הביקורת של המשרד: מי, מה ומתי. את היומן אפשר להוסיף בלבד; אי אפשר לשנות או למחוק רשומות ממנו.',
        ],
        links: [
          { label: 'לנסות במשרד הדגמה', href: '/demo' },
          { label: 'אבטחה בלשכה', href: '/security' },
        ],
      },
    ],
  },
  en: {
    title: 'Documents and e-signatures',
    lead: "The office's {{documents}} in one place, and a signing workflow that knows who needs to review a document, who approves and who signs, in what order and by when.",
    sections: [
      {
        id: 'documents',
        heading: 'Document management',
        bullets: [
          'Upload, search, download and delete, with filters by document type: policy, contract, report, compliance, financial, legal and more.',
          'Every document belongs to a {{client}} and shows on their record too.',
          'PDF documents generated from templates, with the fields set in the PDF form builder.',
          'A file size limit per office type, and file types checked by their content, not just their extension.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Sharing and permissions',
        paragraphs: [
          "Each document has a sharing level: private, team, organization or public. Each participant has permissions: view, edit, sign or manage. One office's documents are never available to another office.",
        ],
      },
      {
        id: 'workflow',
        heading: 'Signing workflows',
        bullets: [
          'Participants in roles: reviewer, approver, signer and observer.',
          'You can require a signing order, allow a signer to decline, and send reminders at a set interval.',
          'A signer gets a personal link and can sign on a public signing page, without opening an account.',
          "Each participant's status — pending, signed, declined, expired or completed — is visible to the team at any moment.",
          'Workflow actions: submit for review, approve, reject, request changes, cancel, resend and remind.',
        ],
      },
      {
        id: 'audit',
        heading: 'A complete record',
        paragraphs: [
          "Every change to a document and its signing workflow is written to the office's audit log: who, what and when. The log can only be added to; its entries cannot be changed or deleted.",
        ],
        links: [
          { label: 'Try it in a demo office', href: '/demo' },
          { label: 'Security at Lishka', href: '/security' },
        ],
      },
    ],
  },
  es: {
    title: 'Documentos y firma electrónica',
    lead: 'Los {{documents}} de la oficina en un solo lugar, y un flujo de firma que sabe quién debe revisar un documento, quién lo aprueba y quién lo firma, en qué orden y para cuándo.',
    sections: [
      {
        id: 'documents',
        heading: 'Gestión documental',
        bullets: [
          'Subir, buscar, descargar y eliminar, con filtros por tipo de documento: póliza, contrato, informe, cumplimiento, financiero, jurídico y más.',
          'Cada documento pertenece a un {{client}} y se muestra también en su ficha.',
          'Documentos PDF generados a partir de plantillas, con los campos definidos en el editor de formularios PDF.',
          'Un límite de tamaño de archivo por tipo de oficina, y tipos de archivo comprobados por su contenido, no solo por su extensión.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Compartir y permisos',
        paragraphs: [
          'Cada documento tiene un nivel de uso compartido: privado, equipo, organización o público. Cada participante tiene permisos: ver, editar, firmar o gestionar. Los documentos de una oficina nunca están disponibles para otra.',
        ],
      },
      {
        id: 'workflow',
        heading: 'Flujos de firma',
        bullets: [
          'Participantes con roles: revisor, aprobador, firmante y observador.',
          'Puede exigir un orden de firma, permitir que un firmante rechace y enviar recordatorios con una frecuencia fija.',
          'Un firmante recibe un enlace personal y puede firmar en una página pública de firma, sin abrir una cuenta.',
          'El estado de cada participante (pendiente, firmado, rechazado, vencido o completado) está a la vista del equipo en todo momento.',
          'Acciones del flujo: enviar a revisión, aprobar, rechazar, pedir cambios, cancelar, reenviar y recordar.',
        ],
      },
      {
        id: 'audit',
        heading: 'Un registro completo',
        paragraphs: [
          'Cada cambio en un documento y en su flujo de firma se escribe en el registro de auditoría de la oficina: quién, qué y cuándo. Al registro solo se le pueden añadir entradas; no se pueden cambiar ni eliminar.',
        ],
        links: [
          { label: 'Pruébelo en una oficina de demostración', href: '/demo' },
          { label: 'La seguridad en Lishka', href: '/security' },
        ],
      },
    ],
  },
};
