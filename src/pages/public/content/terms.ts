import type { LocalizedDocument } from './content-types';

/** The terms of use (/terms), in Hebrew and English. */
export const termsContent: LocalizedDocument = {
  updated: '2026-11-01',
  he: {
    title: 'תנאי שימוש',
    lead: 'התנאים האלה חלים על השימוש בלשכה בכתובת הזאת: באתר, במערכת של המשרדים ובממשק התכנות (API). כדאי לקרוא אותם בעיון. מי שנרשם, מתחבר או משתמש בשירות מסכים להם.',
    sections: [
      {
        id: 'about',
        heading: '1. על התנאים',
        paragraphs: [
          'לשכה (Lishka, "השירות") היא פלטפורמה לניהול משרדים מקצועיים: מרפאות, משרדי עורכי דין, משרדי רואי חשבון, מרפאות וטרינריות, משרדי תיווך, סוכנויות ביטוח ופנסיה ומשרדים מכל סוג אחר. "אנחנו" הוא מי שמפעיל את השירות בכתובת הזאת; "המשרד" הוא הלקוח העסקי שפתח חשבון; "משתמש" הוא כל אדם שמתחבר לשירות מטעם משרד.',
          'התנאים מנוסחים בלשון רבים ופונים לכל המגדרים. אם יש סתירה בין הנוסח העברי לנוסח האנגלי, הנוסח העברי קובע.',
        ],
      },
      {
        id: 'service',
        heading: '2. השירות',
        paragraphs: [
          'השירות מאפשר למשרד לנהל {{clients}} ולידים, {{documents}} וחתימה דיגיטלית, טפסים ותבניות PDF, סימולציות פנסיוניות, תהליכי עבודה עם מועדים ויעדי זמן (SLA), יומן ביקורת ודוחות. כל משרד מקבל סוג משרד (למשל רפואי, משפטי או ביטוח) שקובע את אוצר המילים, התפריטים, הטפסים, תהליכי העבודה ומדיניות האבטחה שלו.',
          'חלק מהיכולות תלויות בסוג המשרד ובהגדרות שמנהל המשרד בחר. אנחנו רשאים להוסיף יכולות, לשנות אותן או להפסיק יכולת מסוימת, ונודיע מראש ובזמן סביר על שינוי שפוגע מהותית בשימוש שלכם.',
        ],
      },
      {
        id: 'accounts',
        heading: '3. חשבונות, משרדים והרשאות',
        bullets: [
          'ההרשמה פותחת משרד חדש, ומי שנרשם הוא מנהל המשרד. מנהל המשרד יכול להזמין משתמשים נוספים ולקבוע לכל אחד תפקיד: מנהל, אחראי, משתמש או צופה.',
          'יש למסור פרטים נכונים ולעדכן אותם. כתובת הדוא"ל משמשת לאישור החשבון, לקודים חד־פעמיים ולאיפוס סיסמה.',
          'הסיסמה והקודים אישיים. אין למסור אותם לאחר, ויש להודיע לנו מיד על חשד לשימוש לא מורשה בחשבון.',
          'המשרד יכול לדרוש אימות דו־שלבי (קוד בדוא"ל או אפליקציית אימות) וסיסמאות חזקות יותר; משרדים רפואיים ומשפטיים דורשים אותם כברירת מחדל.',
          'המשרד אחראי לפעולות שנעשות בחשבונות של המשתמשים שלו, ולכך שההרשאות שנתן מתאימות לתפקידם.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: '4. שימוש מותר ושימוש אסור',
        paragraphs: ['מותר להשתמש בשירות לניהול העבודה המקצועית של המשרד, בהתאם לדין ולכללי האתיקה של המקצוע. אסור:'],
        bullets: [
          'להעלות מידע שאין לכם זכות להחזיק או לעבד, או מידע שפוגע בזכויות של אחרים.',
          'לנסות לעקוף את מנגנוני האבטחה, לגשת למידע של משרד אחר, לבדוק חולשות בלי אישור בכתב מאיתנו, או להעמיס על השירות בכוונה.',
          'לשלוח דרך השירות דואר זבל או דבר פרסומת שלא כדין.',
          'להעתיק, לפרק או למכור את השירות, אלא במידה שהרישיון של קוד המקור מתיר זאת.',
        ],
      },
      {
        id: 'office-data',
        heading: '5. המידע של המשרד',
        paragraphs: [
          'המידע שהמשרד מכניס לשירות — פרטי {{clients}}, {{documents}}, טפסים, סימולציות והערות — שייך למשרד. המשרד הוא בעל השליטה במאגר המידע שלו, ואנחנו מעבדים את המידע רק כדי לספק לו את השירות ולפי הוראותיו.',
          'המשרד אחראי לכך שיש לו בסיס חוקי לאסוף את המידע ולשמור אותו, לכך שמסר את ההודעות הנדרשות לפי חוק הגנת הפרטיות, התשמ"א-1981, ולכך שהוא עומד בחובות הסודיות של המקצוע שלו. מדיניות הפרטיות מסבירה איך אנחנו מטפלים במידע.',
          'כל משתמש יכול להוריד מעמוד הפרופיל את כל מה שנשמר עליו, כקובץ JSON אחד.',
        ],
        links: [{ label: 'מדיניות הפרטיות', href: '/privacy' }],
      },
      {
        id: 'security',
        heading: '6. אבטחה ואחריות משותפת',
        paragraphs: [
          'אנחנו מגינים על השירות באמצעים מקובלים: סיסמאות נשמרות כגיבוב argon2id, החיבור נשמר בעוגייה מאובטחת, כל פעולה שמשנה מידע מוגנת מפני זיוף בקשות (CSRF), ומידע של כל משרד מופרד ברמת מסד הנתונים (Row-Level Security). עמוד האבטחה מפרט את האמצעים.',
          'אבטחה היא גם באחריותכם: לבחור סיסמה חזקה, להפעיל אימות דו־שלבי, לנעול מחשבים משותפים ולבטל מיד את הגישה של עובד שעזב.',
        ],
        links: [{ label: 'אבטחה בלשכה', href: '/security' }],
      },
      {
        id: 'availability',
        heading: '7. זמינות ותחזוקה',
        paragraphs: [
          'אנחנו פועלים כדי שהשירות יהיה זמין ותקין, אבל איננו מתחייבים לשירות רציף וללא תקלות. ייתכנו הפסקות לצורך תחזוקה, עדכונים או תקלות שאינן בשליטתנו. כשאפשר, נודיע מראש על תחזוקה מתוכננת.',
          'מומלץ שהמשרד ישמור עותק של מידע חיוני לפי נוהלי העבודה שלו.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: '8. קניין רוחני',
        paragraphs: [
          'הזכויות בשירות, בקוד, בעיצוב ובשם לשכה שמורות לבעליהן. השימוש בשירות אינו מעביר לכם זכות בהם, מלבד הרשות להשתמש בשירות לפי התנאים האלה. התוכן שאתם מעלים נשאר שלכם, ואתם מרשים לנו להשתמש בו רק כדי להפעיל את השירות בשבילכם.',
        ],
      },
      {
        id: 'liability',
        heading: '9. הגבלת אחריות',
        paragraphs: [
          'השירות הוא כלי עבודה, ואינו מחליף שיקול דעת מקצועי. סימולציות פנסיוניות, תזכורות על מועדים ויעדי זמן הם עזר בלבד; האחריות להחלטות המקצועיות, להגשות ולמועדים החוקיים היא של המשרד.',
          'ככל שהדין מתיר, השירות ניתן כמות שהוא (AS IS), ואיננו אחראים לנזק עקיף או תוצאתי, לאובדן רווחים או לאובדן מידע שנגרם משימוש בשירות או מחוסר האפשרות להשתמש בו. אין בסעיף זה כדי להגביל אחריות שאי אפשר להגביל לפי דין.',
        ],
      },
      {
        id: 'termination',
        heading: '10. סיום השימוש ומחיקת החשבון',
        paragraphs: [
          'אפשר להפסיק להשתמש בשירות בכל עת. משתמש יכול למחוק את החשבון שלו מעמוד הפרופיל, אחרי אימות הסיסמה. משרד שלא נשאר בו אף משתמש פעיל נמחק יחד עם החשבון; מנהל אחרון של משרד שיש בו משתמשים פעילים אחרים צריך קודם למנות מנהל אחר.',
          'אנחנו רשאים להשעות או לסגור חשבון שמפר את התנאים, שמסכן את השירות או משתמשים אחרים, או כשהדין מחייב זאת. כשאפשר, נודיע על כך מראש וניתן הזדמנות לייצא את המידע.',
        ],
      },
      {
        id: 'changes',
        heading: '11. שינויים בתנאים',
        paragraphs: [
          'ייתכן שנעדכן את התנאים. התאריך בראש העמוד מראה מתי עודכנו לאחרונה. על שינוי מהותי נודיע מראש בדוא"ל או בהודעה בשירות, והמשך השימוש אחרי שהשינוי נכנס לתוקף הוא הסכמה לו.',
        ],
      },
      {
        id: 'law',
        heading: '12. הדין החל וסמכות שיפוט',
        paragraphs: ['על התנאים חלים דיני מדינת ישראל. לבתי המשפט המוסמכים בישראל סמכות השיפוט הייחודית בכל עניין הנוגע לתנאים או לשירות.'],
      },
      {
        id: 'contact',
        heading: '13. יצירת קשר',
        paragraphs: ['שאלות על התנאים אפשר לשלוח אל hello@lishka.app. נשמח לעזור.'],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    lead: 'These terms apply to your use of Lishka at this address: the website, the office application and the API. Please read them carefully. By registering, signing in or using the service you agree to them.',
    sections: [
      {
        id: 'about',
        heading: '1. About these terms',
        paragraphs: [
          'Lishka (the "service") is a platform for running professional offices: medical practices, law firms, accounting offices, veterinary clinics, real-estate brokerages, insurance and pension agencies, and offices of any other kind. "We" are whoever operates the service at this address; the "office" is the business customer that opened an account; a "user" is any person who signs in to the service on behalf of an office.',
          'If the Hebrew and English versions of these terms differ, the Hebrew version prevails.',
        ],
      },
      {
        id: 'service',
        heading: '2. The service',
        paragraphs: [
          'The service lets an office manage {{clients}} and leads, {{documents}} with digital signatures, forms and PDF templates, pension simulations, workflows with deadlines and service-level targets (SLAs), an audit log and reports. Every office has an office type (medical, legal or insurance, for example) that sets its vocabulary, menus, forms, workflows and security policy.',
          "Some capabilities depend on the office type and on the settings the office's admin chose. We may add, change or withdraw capabilities, and will give reasonable notice in advance of a change that materially affects your use.",
        ],
      },
      {
        id: 'accounts',
        heading: '3. Accounts, offices and roles',
        bullets: [
          "Registering opens a new office, and the person who registers is its admin. The office's admin can invite more users and give each a role: admin, manager, user or viewer.",
          'Give accurate details and keep them up to date. Your e-mail address is used to confirm the account, for one-time codes and for password resets.',
          'Passwords and codes are personal. Do not share them, and tell us at once if you suspect that someone else is using your account.',
          'An office can require two-step verification (an e-mailed code or an authenticator app) and stronger passwords; medical and legal offices require them by default.',
          "The office is responsible for what is done with its users' accounts, and for giving each user permissions that fit their job.",
        ],
      },
      {
        id: 'acceptable-use',
        heading: '4. Acceptable use',
        paragraphs: ["You may use the service to run the office's professional work, in line with the law and with your profession's rules of conduct. You may not:"],
        bullets: [
          "Upload information you have no right to hold or process, or information that infringes other people's rights.",
          "Try to get around the security measures, reach another office's data, probe for weaknesses without our written permission, or overload the service on purpose.",
          'Send spam or unlawful advertising through the service.',
          "Copy, reverse-engineer or resell the service, except as far as the source code's licence allows.",
        ],
      },
      {
        id: 'office-data',
        heading: "5. Your office's data",
        paragraphs: [
          "What the office puts into the service — details of {{clients}}, {{documents}}, forms, simulations and notes — belongs to the office. The office is the controller of its database, and we process the data only to provide the service to it and on its instructions.",
          "The office is responsible for having a lawful basis to collect and keep the data, for giving the notices the Israeli Privacy Protection Law, 5741-1981 requires (and the GDPR, where it applies), and for meeting its profession's duties of confidentiality. The privacy policy explains how we handle data.",
          'Every user can download everything kept about them from the profile page, as one JSON file.',
        ],
        links: [{ label: 'Privacy policy', href: '/privacy' }],
      },
      {
        id: 'security',
        heading: '6. Security is shared',
        paragraphs: [
          "We protect the service with established measures: passwords are stored as argon2id hashes, the session lives in a secure cookie, every call that changes data is protected against cross-site request forgery (CSRF), and each office's data is kept apart in the database itself (row-level security). The security page lists the measures.",
          'Security is your job too: choose a strong password, turn on two-step verification, lock shared computers and remove the access of anyone who leaves the office straight away.',
        ],
        links: [{ label: 'Security at Lishka', href: '/security' }],
      },
      {
        id: 'availability',
        heading: '7. Availability and maintenance',
        paragraphs: [
          'We work to keep the service available and working, but we do not promise that it will be uninterrupted or free of errors. There may be breaks for maintenance, updates or faults outside our control. Where we can, we announce planned maintenance in advance.',
          'The office should keep its own copy of essential data, as its procedures require.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: '8. Intellectual property',
        paragraphs: [
          'The rights in the service, its code, its design and the Lishka name belong to their owners. Using the service gives you no rights in them beyond the permission to use the service under these terms. What you upload stays yours, and you allow us to use it only to run the service for you.',
        ],
      },
      {
        id: 'liability',
        heading: '9. Limitation of liability',
        paragraphs: [
          "The service is a working tool and does not replace professional judgement. Pension simulations, deadline reminders and service-level targets are aids only; professional decisions, filings and statutory deadlines remain the office's responsibility.",
          'As far as the law allows, the service is provided as is, and we are not liable for indirect or consequential loss, loss of profit or loss of data arising from the use of the service or from being unable to use it. Nothing in this section limits a liability that the law does not allow to be limited.',
        ],
      },
      {
        id: 'termination',
        heading: '10. Ending your use and deleting your account',
        paragraphs: [
          'You may stop using the service at any time. A user can delete their account from the profile page after confirming their password. An office left with no other active user is deleted with the account; the last admin of an office that still has other active users must first make someone else an admin.',
          'We may suspend or close an account that breaks these terms, endangers the service or other users, or where the law requires it. Where we can, we give notice first and a chance to export the data.',
        ],
      },
      {
        id: 'changes',
        heading: '11. Changes to these terms',
        paragraphs: [
          'We may update these terms. The date at the top of the page shows when they last changed. We announce material changes in advance by e-mail or in the service, and continuing to use the service after a change takes effect means you accept it.',
        ],
      },
      {
        id: 'law',
        heading: '12. Governing law and jurisdiction',
        paragraphs: ['These terms are governed by the laws of the State of Israel. The competent courts in Israel have exclusive jurisdiction over any matter concerning these terms or the service.'],
      },
      {
        id: 'contact',
        heading: '13. Contact',
        paragraphs: ['Questions about these terms can be sent to hello@lishka.app. We are glad to help.'],
      },
    ],
  },
  es: {
    title: 'Términos de uso',
    lead: 'Estos términos se aplican a su uso de Lishka en esta dirección: el sitio web, la aplicación de la oficina y la API. Léalos con atención. Al registrarse, iniciar sesión o usar el servicio, los acepta.',
    sections: [
      {
        id: 'about',
        heading: '1. Sobre estos términos',
        paragraphs: [
          'Lishka (el "servicio") es una plataforma para gestionar oficinas profesionales: consultas médicas, despachos de abogados, asesorías contables, clínicas veterinarias, agencias inmobiliarias, agencias de seguros y pensiones, y oficinas de cualquier otro tipo. "Nosotros" somos quien opera el servicio en esta dirección; la "oficina" es el cliente empresarial que abrió una cuenta; un "usuario" es cualquier persona que inicia sesión en el servicio en nombre de una oficina.',
          'Si las versiones en hebreo, inglés y español de estos términos difieren, prevalece la versión en hebreo.',
        ],
      },
      {
        id: 'service',
        heading: '2. El servicio',
        paragraphs: [
          'El servicio permite a una oficina gestionar {{clients}} y clientes potenciales, {{documents}} con firma digital, formularios y plantillas PDF, simulaciones de pensión, flujos de trabajo con plazos y objetivos de nivel de servicio (SLA), un registro de auditoría e informes. Cada oficina tiene un tipo de oficina (médica, jurídica o de seguros, por ejemplo) que define su vocabulario, menús, formularios, flujos de trabajo y política de seguridad.',
          'Algunas capacidades dependen del tipo de oficina y de los ajustes que eligió el administrador de la oficina. Podemos añadir, cambiar o retirar capacidades, y avisaremos con una antelación razonable de un cambio que afecte sustancialmente a su uso.',
        ],
      },
      {
        id: 'accounts',
        heading: '3. Cuentas, oficinas y roles',
        bullets: [
          'Al registrarse se abre una oficina nueva, y quien se registra es su administrador. El administrador de la oficina puede invitar a más usuarios y dar a cada uno un rol: administrador, responsable, usuario o lector.',
          'Facilite datos exactos y manténgalos al día. Su dirección de correo se usa para confirmar la cuenta, para los códigos de un solo uso y para restablecer la contraseña.',
          'Las contraseñas y los códigos son personales. No los comparta, y avísenos de inmediato si sospecha que otra persona está usando su cuenta.',
          'Una oficina puede exigir verificación en dos pasos (un código por correo o una aplicación de autenticación) y contraseñas más fuertes; las oficinas médicas y jurídicas las exigen por defecto.',
          'La oficina es responsable de lo que se hace con las cuentas de sus usuarios, y de dar a cada usuario los permisos que correspondan a su trabajo.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: '4. Uso aceptable',
        paragraphs: ['Puede usar el servicio para llevar el trabajo profesional de la oficina, conforme a la ley y a las normas de conducta de su profesión. No puede:'],
        bullets: [
          'Subir información que no tenga derecho a tener o tratar, o información que vulnere los derechos de otras personas.',
          'Intentar eludir las medidas de seguridad, acceder a los datos de otra oficina, buscar vulnerabilidades sin nuestro permiso por escrito, o sobrecargar el servicio a propósito.',
          'Enviar spam o publicidad ilícita a través del servicio.',
          'Copiar, aplicar ingeniería inversa o revender el servicio, salvo en la medida en que lo permita la licencia del código fuente.',
        ],
      },
      {
        id: 'office-data',
        heading: '5. Los datos de su oficina',
        paragraphs: [
          'Lo que la oficina introduce en el servicio (datos de {{clients}}, {{documents}}, formularios, simulaciones y notas) pertenece a la oficina. La oficina es la responsable de su base de datos, y nosotros tratamos los datos solo para prestarle el servicio y siguiendo sus instrucciones.',
          'La oficina es responsable de tener una base legal para recoger y conservar los datos, de dar los avisos que exige la Ley israelí de Protección de la Privacidad, 5741-1981 (y el RGPD, cuando se aplique), y de cumplir los deberes de confidencialidad de su profesión. La política de privacidad explica cómo tratamos los datos.',
          'Cada usuario puede descargar todo lo que se guarda sobre él desde la página del perfil, como un único archivo JSON.',
        ],
        links: [{ label: 'Política de privacidad', href: '/privacy' }],
      },
      {
        id: 'security',
        heading: '6. La seguridad es compartida',
        paragraphs: [
          'Protegemos el servicio con medidas contrastadas: las contraseñas se guardan como hashes argon2id, la sesión vive en una cookie segura, cada llamada que cambia datos está protegida contra la falsificación de solicitudes entre sitios (CSRF), y los datos de cada oficina se mantienen separados en la propia base de datos (seguridad a nivel de fila). La página de seguridad enumera las medidas.',
          'La seguridad también es tarea suya: elija una contraseña fuerte, active la verificación en dos pasos, bloquee los ordenadores compartidos y retire de inmediato el acceso de quien deje la oficina.',
        ],
        links: [{ label: 'La seguridad en Lishka', href: '/security' }],
      },
      {
        id: 'availability',
        heading: '7. Disponibilidad y mantenimiento',
        paragraphs: [
          'Trabajamos para mantener el servicio disponible y en funcionamiento, pero no prometemos que no tenga interrupciones ni errores. Puede haber pausas por mantenimiento, actualizaciones o fallos ajenos a nuestro control. Cuando podemos, anunciamos con antelación el mantenimiento previsto.',
          'La oficina debe conservar su propia copia de los datos esenciales, como exijan sus procedimientos.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: '8. Propiedad intelectual',
        paragraphs: [
          'Los derechos sobre el servicio, su código, su diseño y el nombre Lishka pertenecen a sus titulares. Usar el servicio no le da ningún derecho sobre ellos más allá del permiso para usar el servicio conforme a estos términos. Lo que usted sube sigue siendo suyo, y nos permite usarlo solo para prestarle el servicio.',
        ],
      },
      {
        id: 'liability',
        heading: '9. Limitación de responsabilidad',
        paragraphs: [
          'El servicio es una herramienta de trabajo y no sustituye el juicio profesional. Las simulaciones de pensión, los recordatorios de plazos y los objetivos de nivel de servicio son solo ayudas; las decisiones profesionales, las presentaciones y los plazos legales siguen siendo responsabilidad de la oficina.',
          'En la medida en que lo permita la ley, el servicio se presta tal cual, y no respondemos de pérdidas indirectas o consecuentes, lucro cesante o pérdida de datos derivados del uso del servicio o de la imposibilidad de usarlo. Nada en esta sección limita una responsabilidad que la ley no permita limitar.',
        ],
      },
      {
        id: 'termination',
        heading: '10. Dejar de usar el servicio y eliminar su cuenta',
        paragraphs: [
          'Puede dejar de usar el servicio en cualquier momento. Un usuario puede eliminar su cuenta desde la página del perfil tras confirmar su contraseña. Una oficina que se queda sin otro usuario activo se elimina con la cuenta; el último administrador de una oficina que aún tiene otros usuarios activos debe antes nombrar administrador a otra persona.',
          'Podemos suspender o cerrar una cuenta que incumpla estos términos, ponga en peligro el servicio u otros usuarios, o cuando lo exija la ley. Cuando podemos, avisamos antes y damos la oportunidad de exportar los datos.',
        ],
      },
      {
        id: 'changes',
        heading: '11. Cambios en estos términos',
        paragraphs: [
          'Podemos actualizar estos términos. La fecha en la parte superior de la página indica cuándo cambiaron por última vez. Anunciamos con antelación los cambios sustanciales por correo o en el servicio, y seguir usando el servicio después de que un cambio entre en vigor supone aceptarlo.',
        ],
      },
      {
        id: 'law',
        heading: '12. Ley aplicable y jurisdicción',
        paragraphs: ['Estos términos se rigen por las leyes del Estado de Israel. Los tribunales competentes de Israel tienen jurisdicción exclusiva sobre cualquier asunto relativo a estos términos o al servicio.'],
      },
      {
        id: 'contact',
        heading: '13. Contacto',
        paragraphs: ['Las preguntas sobre estos términos pueden enviarse a hello@lishka.app. Estaremos encantados de ayudarle.'],
      },
    ],
  },
};
