import type { LocalizedDocument } from './content-types';

/** The privacy policy (/privacy), in Hebrew and English: Israeli law first, the GDPR for data subjects in the EU. */
export const privacyContent: LocalizedDocument = {
  updated: '2026-11-01',
  he: {
    title: 'מדיניות פרטיות',
    lead: 'המדיניות הזאת מסבירה איזה מידע לשכה אוספת, למה, איך הוא מוגן, כמה זמן הוא נשמר ומה הזכויות שלכם. היא נכתבה לפי חוק הגנת הפרטיות, התשמ"א-1981, ותקנות הגנת הפרטיות (אבטחת מידע), התשע"ז-2017, ולפי תקנת הגנת המידע הכללית של האיחוד האירופי (GDPR) לגבי מי שהיא חלה עליו.',
    sections: [
      {
        id: 'roles',
        heading: '1. מי אחראי למידע',
        paragraphs: [
          'לגבי פרטי החשבון שלכם — שם, כתובת דוא"ל, העדפות ורישומי התחברות — אנחנו, מפעילי לשכה בכתובת הזאת, אחראים למידע.',
          'לגבי המידע שמשרד מכניס לשירות — פרטי {{clients}}, {{documents}}, טפסים, סימולציות והערות — המשרד הוא בעל השליטה במאגר המידע (ה-controller לפי ה-GDPR), ואנחנו מחזיקים ומעבדים את המידע בשמו ולפי הוראותיו בלבד (processor). פניות בעניין מידע כזה כדאי להפנות קודם אל המשרד עצמו.',
        ],
      },
      {
        id: 'data-we-collect',
        heading: '2. איזה מידע נאסף',
        bullets: [
          'פרטי חשבון: שם פרטי ושם משפחה, כתובת דוא"ל, והפרטים שתבחרו להוסיף לפרופיל (טלפון, חברה, תפקיד, אזור זמן, תמונת פרופיל ועוד).',
          'פרטי התחברות: גיבוב argon2id של הסיסמה (הסיסמה עצמה לא נשמרת), סוד מוצפן של אפליקציית האימות אם הפעלתם אותה, וקישור לחשבון Google אם בחרתם בו.',
          'רישומי אבטחה: התחברויות מוצלחות וכושלות, כתובת ה-IP ותיאור הדפדפן (User-Agent), חיבורים פעילים ודפדפנים מוכרים, ויומן ביקורת של כל פעולה שמשנה מידע.',
          'העדפות: שפה, מצב בהיר או כהה, ושאר ההגדרות שבחרתם.',
          'מידע של המשרד: כל מה שמשתמשי המשרד מכניסים לשירות, כמפורט בסעיף 1.',
        ],
        paragraphs: ['איננו אוספים מידע לצורכי פרסום, איננו משתמשים בכלי אנליטיקה של צד שלישי, ואיננו מוכרים מידע.'],
      },
      {
        id: 'purposes',
        heading: '3. למה אנחנו משתמשים במידע',
        bullets: [
          'כדי לספק את השירות: לזהות אתכם, להציג לכם את המשרד שלכם בשפה ובמראה שבחרתם, ולשמור את העבודה שלכם.',
          'כדי לשלוח הודעות שהשירות צריך: אישור כתובת דוא"ל, קוד חד־פעמי להתחברות, קישור לאיפוס סיסמה והזמנה להצטרף למשרד. איננו שולחים דיוור שיווקי.',
          'כדי להגן על השירות ועליכם: הגבלת קצב פניות, נעילת חשבון אחרי ניסיונות כושלים, זיהוי דפדפן חדש ויומן ביקורת.',
          'כדי לעמוד בחובות לפי דין, ולהגן על זכויותינו בהליך משפטי אם יידרש.',
        ],
      },
      {
        id: 'legal-basis',
        heading: '4. הבסיס החוקי',
        paragraphs: [
          'לפי הדין הישראלי, אנחנו מעבדים את פרטי החשבון כדי לקיים את ההתקשרות איתכם ובהסכמתכם, שניתנת בהרשמה. מסירת הפרטים אינה חובה לפי חוק, אבל בלי כתובת דוא"ל ושם אי אפשר לפתוח חשבון.',
          'למי שה-GDPR חל עליו: הבסיס הוא ביצוע חוזה (סעיף 6(1)(b)), עמידה בחובה חוקית (סעיף 6(1)(c)), ואינטרס לגיטימי באבטחת השירות ובמניעת שימוש לרעה (סעיף 6(1)(f)).',
        ],
      },
      {
        id: 'sharing',
        heading: '5. עם מי המידע משותף',
        bullets: [
          'עם המשרד שאתם שייכים אליו: משתמשי המשרד רואים מידע לפי התפקיד שלהם. מידע של משרד אחד לעולם אינו נגיש למשרד אחר.',
          'עם ספקי תשתית שמפעילים עבורנו את השרתים, מסד הנתונים ושליחת הדוא"ל, במידה הנדרשת לשירות ובכפוף לחובת סודיות.',
          'עם Google, רק אם בחרתם להתחבר באמצעות Google: Google יודעת שאתם מתחברים ללשכה, ואנחנו מקבלים ממנה את כתובת הדוא"ל ואת העובדה שהיא מאומתת.',
          'עם רשויות מוסמכות, רק כשהדין מחייב זאת.',
        ],
      },
      {
        id: 'security',
        heading: '6. אבטחת המידע',
        paragraphs: [
          'אנחנו מיישמים אמצעי אבטחה ברוח תקנות הגנת הפרטיות (אבטחת מידע), התשע"ז-2017: הפרדה של מידע כל משרד ברמת מסד הנתונים (Row-Level Security), הרשאות לפי תפקיד, סיסמאות בגיבוב argon2id, קודים חד־פעמיים שנשמרים רק כ-HMAC, סודות של אפליקציות אימות מוצפנים ב-AES-256-GCM, עוגיית חיבור מסוג httpOnly, הגנה מפני זיוף בקשות (CSRF), הגבלת קצב ונעילת חשבונות, ויומן ביקורת שמשתמשי השירות יכולים רק להוסיף לו ולא לשנות אותו.',
          'שום אמצעי אינו מבטיח הגנה מלאה. אם יתרחש אירוע אבטחה חמור שנוגע למידע שלכם, נפעל לפי הדין ונודיע לגורמים הנדרשים.',
        ],
        links: [{ label: 'אבטחה בלשכה', href: '/security' }],
      },
      {
        id: 'retention',
        heading: '7. כמה זמן המידע נשמר',
        bullets: [
          'חיבור (session) מסתיים אחרי זמן חוסר פעילות שנקבע במדיניות המשרד, ולכל היותר אחרי 12 שעות כברירת מחדל, או כשמתנתקים.',
          'קוד חד־פעמי תקף 5 דקות, קישור לאיפוס סיסמה שעה אחת, והזמנה להצטרף למשרד 7 ימים.',
          'דפדפן מוכר נזכר 30 יום מההתחברות המלאה האחרונה שלו.',
          'פרטי החשבון נשמרים כל עוד החשבון קיים. מחיקת החשבון מוחקת אותו, ומשרד שלא נשאר בו אף משתמש פעיל נמחק יחד איתו.',
          'מידע של משרד נשמר לפי החלטת המשרד ולפי חובות השמירה שחלות עליו (למשל לפי דיני הרשומות הרפואיות או המס).',
        ],
      },
      {
        id: 'rights',
        heading: '8. הזכויות שלכם',
        paragraphs: [
          'לפי חוק הגנת הפרטיות יש לכם זכות לעיין במידע שמוחזק עליכם, ולבקש לתקן או למחוק מידע שאינו נכון, שלם, ברור או מעודכן.',
          'למי שה-GDPR חל עליו יש גם זכות לקבל עותק של המידע, להגביל את העיבוד, להתנגד לעיבוד שמבוסס על אינטרס לגיטימי, לקבל את המידע בפורמט מובנה (ניידות), ולהגיש תלונה לרשות הפיקוח על הגנת המידע במדינה שלכם.',
          'חלק מהזכויות אפשר לממש לבד: לעדכן את הפרופיל, להוריד מעמוד הפרופיל את כל מה שנשמר עליכם כקובץ JSON, לסיים חיבורים פעילים ולמחוק את החשבון. לכל בקשה אחרת כתבו אל hello@lishka.app ונשיב בתוך 30 יום. אם המידע הוא של משרד, נעביר את הבקשה למשרד.',
          'אם לדעתכם לא טיפלנו כראוי בבקשה, אפשר לפנות לרשות להגנת הפרטיות במשרד המשפטים.',
        ],
      },
      {
        id: 'transfers',
        heading: '9. העברת מידע אל מחוץ לישראל',
        paragraphs: [
          'המידע נשמר בשרתים שמפעיל השירות. אם מידע מועבר אל מחוץ לישראל, ההעברה נעשית לפי תקנות הגנת הפרטיות (העברת מידע למאגרי מידע שמחוץ לגבולות המדינה), התשס"א-2001. לגבי מידע שמגיע מהאיחוד האירופי: הנציבות האירופית הכירה בישראל כמדינה שמעניקה רמת הגנה נאותה למידע אישי.',
        ],
      },
      {
        id: 'minors',
        heading: '10. קטינים',
        paragraphs: [
          'משתמשי השירות הם אנשי הצוות של משרדים, והשירות אינו מיועד לשימוש עצמאי של קטינים. משרד שמחזיק מידע על קטינים אחראי לקבל את ההסכמות הנדרשות לפי דין.',
        ],
      },
      {
        id: 'cookies',
        heading: '11. עוגיות ואחסון בדפדפן',
        paragraphs: ['לשכה משתמשת רק בעוגיות ובאחסון מקומי שנחוצים לפעולת השירות: חיבור, הגנה מפני זיוף בקשות, זיהוי דפדפן מוכר, שפה ומצב תצוגה. הפירוט המלא במדיניות העוגיות.'],
        links: [{ label: 'מדיניות העוגיות', href: '/cookies' }],
      },
      {
        id: 'changes',
        heading: '12. שינויים במדיניות',
        paragraphs: ['נעדכן את המדיניות כשהשירות או הדין משתנים. התאריך בראש העמוד מראה מתי עודכנה לאחרונה, ועל שינוי מהותי נודיע מראש.'],
      },
      {
        id: 'contact',
        heading: '13. יצירת קשר',
        paragraphs: ['לכל שאלה או בקשה בענייני פרטיות: hello@lishka.app.'],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    lead: 'This policy explains what information Lishka collects, why, how it is protected, how long it is kept and what your rights are. It follows the Israeli Privacy Protection Law, 5741-1981, and the Privacy Protection (Data Security) Regulations, 5777-2017, and the EU General Data Protection Regulation (GDPR) for the people it applies to.',
    sections: [
      {
        id: 'roles',
        heading: '1. Who is responsible for the data',
        paragraphs: [
          'For your account details — name, e-mail address, preferences and sign-in records — we, the operators of Lishka at this address, are responsible.',
          'For the data an office puts into the service — details of its {{clients}}, {{documents}}, forms, simulations and notes — the office is the controller of the database, and we hold and process the data on its behalf and only on its instructions (as a processor). Requests about such data are best sent to the office itself first.',
        ],
      },
      {
        id: 'data-we-collect',
        heading: '2. What we collect',
        bullets: [
          'Account details: first and last name, e-mail address, and whatever you choose to add to your profile (phone, company, position, time zone, profile picture and more).',
          'Sign-in details: an argon2id hash of your password (the password itself is never stored), the encrypted secret of your authenticator app if you turn it on, and a link to your Google account if you choose one.',
          'Security records: successful and failed sign-ins, IP address and browser description (User-Agent), active sessions and remembered browsers, and an audit log of every action that changes data.',
          'Preferences: language, light or dark mode, and the other settings you choose.',
          "Office data: whatever the office's users put into the service, as described in section 1.",
        ],
        paragraphs: ['We collect nothing for advertising, use no third-party analytics, and sell no data.'],
      },
      {
        id: 'purposes',
        heading: '3. Why we use it',
        bullets: [
          'To provide the service: to recognise you, to show you your office in the language and look you chose, and to keep your work.',
          'To send the messages the service needs: e-mail confirmation, one-time sign-in codes, password reset links and invitations to join an office. We send no marketing mail.',
          'To protect the service and you: rate limits, locking an account after failed attempts, recognising a new browser and the audit log.',
          'To meet our legal obligations, and to protect our rights in legal proceedings where needed.',
        ],
      },
      {
        id: 'legal-basis',
        heading: '4. Legal basis',
        paragraphs: [
          'Under Israeli law, we process account details to perform our agreement with you and with your consent, given when you register. You are under no legal duty to provide them, but without an e-mail address and a name no account can be opened.',
          'Where the GDPR applies: performance of a contract (Article 6(1)(b)), compliance with a legal obligation (Article 6(1)(c)), and our legitimate interest in securing the service and preventing abuse (Article 6(1)(f)).',
        ],
      },
      {
        id: 'sharing',
        heading: '5. Who we share it with',
        bullets: [
          "The office you belong to: the office's users see data according to their role. One office's data is never available to another office.",
          'Infrastructure providers that run the servers, the database and e-mail delivery for us, as far as the service needs and under a duty of confidentiality.',
          'Google, only if you choose to sign in with Google: Google learns that you sign in to Lishka, and we receive your e-mail address and whether it is verified.',
          'Competent authorities, only where the law requires it.',
        ],
      },
      {
        id: 'security',
        heading: '6. How we protect it',
        paragraphs: [
          "We apply security measures in the spirit of the Privacy Protection (Data Security) Regulations, 5777-2017: each office's data is kept apart in the database itself (row-level security), permissions follow roles, passwords are hashed with argon2id, one-time codes are kept only as an HMAC, authenticator secrets are encrypted with AES-256-GCM, the session cookie is httpOnly, calls are protected against cross-site request forgery (CSRF), rate limits and account locks stop guessing, and the audit log can be added to but never changed by the application.",
          'No measure guarantees complete protection. If a serious security incident affects your data, we will act as the law requires and notify those who must be told.',
        ],
        links: [{ label: 'Security at Lishka', href: '/security' }],
      },
      {
        id: 'retention',
        heading: '7. How long we keep it',
        bullets: [
          "A session ends after the idle time set in the office's security policy, after 12 hours at most by default, or when you sign out.",
          'A one-time code is valid for 5 minutes, a password reset link for 1 hour, and an invitation to join an office for 7 days.',
          'A remembered browser is remembered for 30 days after its last complete sign-in.',
          'Account details are kept as long as the account exists. Deleting the account removes it, and an office left with no other active user is deleted with it.',
          'Office data is kept as the office decides and as its own retention duties require (under medical-records or tax law, for example).',
        ],
      },
      {
        id: 'rights',
        heading: '8. Your rights',
        paragraphs: [
          'Under the Privacy Protection Law you have the right to inspect the information held about you, and to ask for information that is not correct, complete, clear or up to date to be corrected or deleted.',
          'Where the GDPR applies you also have the right to a copy of your data, to restrict processing, to object to processing based on legitimate interest, to receive your data in a structured format (portability), and to lodge a complaint with the data protection authority of your country.',
          'You can exercise some rights yourself: update your profile, download everything kept about you as a JSON file from the profile page, end active sessions and delete your account. For any other request write to hello@lishka.app and we will answer within 30 days. If the data belongs to an office, we pass the request on to the office.',
          'If you think we have not handled a request properly, you may contact the Privacy Protection Authority at the Israeli Ministry of Justice.',
        ],
      },
      {
        id: 'transfers',
        heading: '9. Transfers outside Israel',
        paragraphs: [
          'Data is kept on the servers the service runs on. Where data is transferred outside Israel, the transfer follows the Privacy Protection (Transfer of Data to Databases Abroad) Regulations, 5761-2001. For data coming from the European Union: the European Commission has recognised Israel as providing an adequate level of protection for personal data.',
        ],
      },
      {
        id: 'minors',
        heading: '10. Minors',
        paragraphs: [
          'The users of the service are the staff of offices, and the service is not meant for use by minors on their own. An office that holds data about minors is responsible for obtaining the consents the law requires.',
        ],
      },
      {
        id: 'cookies',
        heading: '11. Cookies and browser storage',
        paragraphs: ['Lishka uses only the cookies and local storage the service needs to work: the session, protection against request forgery, recognising a remembered browser, language and display mode. The cookie policy lists them all.'],
        links: [{ label: 'Cookie policy', href: '/cookies' }],
      },
      {
        id: 'changes',
        heading: '12. Changes to this policy',
        paragraphs: ['We update this policy when the service or the law changes. The date at the top of the page shows when it last changed, and we announce material changes in advance.'],
      },
      {
        id: 'contact',
        heading: '13. Contact',
        paragraphs: ['For any privacy question or request: hello@lishka.app.'],
      },
    ],
  },
  es: {
    title: 'Política de privacidad',
    lead: 'Esta política explica qué información recoge Lishka, por qué, cómo se protege, cuánto tiempo se conserva y cuáles son sus derechos. Sigue la Ley israelí de Protección de la Privacidad, 5741-1981, y el Reglamento de Protección de la Privacidad (Seguridad de la Información), 5777-2017, y el Reglamento General de Protección de Datos de la UE (RGPD) para las personas a las que se aplica.',
    sections: [
      {
        id: 'roles',
        heading: '1. Quién es responsable de los datos',
        paragraphs: [
          'De los datos de su cuenta (nombre, dirección de correo, preferencias y registros de inicio de sesión) somos responsables nosotros, los operadores de Lishka en esta dirección.',
          'De los datos que una oficina introduce en el servicio (datos de sus {{clients}}, {{documents}}, formularios, simulaciones y notas), la oficina es la responsable de la base de datos, y nosotros conservamos y tratamos los datos por cuenta de ella y solo siguiendo sus instrucciones (como encargados del tratamiento). Lo mejor es dirigir primero a la propia oficina las solicitudes sobre esos datos.',
        ],
      },
      {
        id: 'data-we-collect',
        heading: '2. Qué recogemos',
        bullets: [
          'Datos de la cuenta: nombre y apellidos, dirección de correo, y lo que decida añadir a su perfil (teléfono, empresa, cargo, zona horaria, foto de perfil y más).',
          'Datos de inicio de sesión: un hash argon2id de su contraseña (la contraseña en sí nunca se guarda), el secreto cifrado de su aplicación de autenticación si la activa, y un vínculo a su cuenta de Google si elige una.',
          'Registros de seguridad: inicios de sesión correctos y fallidos, dirección IP y descripción del navegador (User-Agent), sesiones activas y navegadores recordados, y un registro de auditoría de cada acción que cambia datos.',
          'Preferencias: idioma, modo claro u oscuro, y los demás ajustes que elija.',
          'Datos de la oficina: lo que los usuarios de la oficina introducen en el servicio, como se describe en la sección 1.',
        ],
        paragraphs: ['No recogemos nada con fines publicitarios, no usamos analítica de terceros y no vendemos datos.'],
      },
      {
        id: 'purposes',
        heading: '3. Para qué los usamos',
        bullets: [
          'Para prestar el servicio: reconocerle, mostrarle su oficina en el idioma y con el aspecto que eligió, y conservar su trabajo.',
          'Para enviar los mensajes que el servicio necesita: confirmación del correo, códigos de inicio de sesión de un solo uso, enlaces para restablecer la contraseña e invitaciones para unirse a una oficina. No enviamos correo comercial.',
          'Para proteger el servicio y a usted: límites de frecuencia, bloqueo de una cuenta tras intentos fallidos, reconocimiento de un navegador nuevo y el registro de auditoría.',
          'Para cumplir nuestras obligaciones legales, y para proteger nuestros derechos en procedimientos judiciales cuando sea necesario.',
        ],
      },
      {
        id: 'legal-basis',
        heading: '4. Base jurídica',
        paragraphs: [
          'Según la ley israelí, tratamos los datos de la cuenta para cumplir nuestro acuerdo con usted y con su consentimiento, dado al registrarse. No tiene obligación legal de facilitarlos, pero sin una dirección de correo y un nombre no se puede abrir una cuenta.',
          'Cuando se aplica el RGPD: ejecución de un contrato (artículo 6, apartado 1, letra b), cumplimiento de una obligación legal (artículo 6, apartado 1, letra c), y nuestro interés legítimo en proteger el servicio y evitar abusos (artículo 6, apartado 1, letra f).',
        ],
      },
      {
        id: 'sharing',
        heading: '5. Con quién los compartimos',
        bullets: [
          'La oficina a la que pertenece: los usuarios de la oficina ven los datos según su rol. Los datos de una oficina nunca están disponibles para otra.',
          'Los proveedores de infraestructura que gestionan para nosotros los servidores, la base de datos y el envío de correo, en la medida en que el servicio lo necesita y con un deber de confidencialidad.',
          'Google, solo si elige iniciar sesión con Google: Google sabe que inicia sesión en Lishka, y nosotros recibimos su dirección de correo y si está verificada.',
          'Las autoridades competentes, solo cuando lo exige la ley.',
        ],
      },
      {
        id: 'security',
        heading: '6. Cómo los protegemos',
        paragraphs: [
          'Aplicamos medidas de seguridad en el espíritu del Reglamento de Protección de la Privacidad (Seguridad de la Información), 5777-2017: los datos de cada oficina se mantienen separados en la propia base de datos (seguridad a nivel de fila), los permisos siguen a los roles, las contraseñas se cifran con argon2id, los códigos de un solo uso se guardan solo como HMAC, los secretos de las aplicaciones de autenticación se cifran con AES-256-GCM, la cookie de sesión es httpOnly, las llamadas están protegidas contra la falsificación de solicitudes entre sitios (CSRF), los límites de frecuencia y los bloqueos de cuenta frenan los intentos de adivinar, y la aplicación puede añadir entradas al registro de auditoría pero nunca cambiarlo.',
          'Ninguna medida garantiza una protección completa. Si un incidente de seguridad grave afecta a sus datos, actuaremos como exige la ley y avisaremos a quienes deban ser informados.',
        ],
        links: [{ label: 'La seguridad en Lishka', href: '/security' }],
      },
      {
        id: 'retention',
        heading: '7. Cuánto tiempo los conservamos',
        bullets: [
          'Una sesión termina tras el tiempo de inactividad fijado en la política de seguridad de la oficina, como máximo tras 12 horas por defecto, o cuando cierra la sesión.',
          'Un código de un solo uso es válido durante 5 minutos, un enlace para restablecer la contraseña durante 1 hora, y una invitación para unirse a una oficina durante 7 días.',
          'Un navegador recordado se recuerda durante 30 días después de su último inicio de sesión completo.',
          'Los datos de la cuenta se conservan mientras exista la cuenta. Eliminar la cuenta los borra, y una oficina que se queda sin otro usuario activo se elimina con ella.',
          'Los datos de la oficina se conservan según decida la oficina y según exijan sus propios deberes de conservación (por la normativa de historias clínicas o la fiscal, por ejemplo).',
        ],
      },
      {
        id: 'rights',
        heading: '8. Sus derechos',
        paragraphs: [
          'Según la Ley de Protección de la Privacidad, tiene derecho a consultar la información que se guarda sobre usted, y a pedir que se corrija o elimine la información que no sea correcta, completa, clara o actual.',
          'Cuando se aplica el RGPD, tiene además derecho a una copia de sus datos, a limitar el tratamiento, a oponerse al tratamiento basado en el interés legítimo, a recibir sus datos en un formato estructurado (portabilidad) y a presentar una reclamación ante la autoridad de protección de datos de su país.',
          'Algunos derechos puede ejercerlos usted mismo: actualizar su perfil, descargar todo lo que se guarda sobre usted como archivo JSON desde la página del perfil, cerrar las sesiones activas y eliminar su cuenta. Para cualquier otra solicitud escriba a hello@lishka.app y le responderemos en 30 días. Si los datos pertenecen a una oficina, le trasladamos la solicitud a la oficina.',
          'Si cree que no hemos atendido bien una solicitud, puede dirigirse a la Autoridad de Protección de la Privacidad del Ministerio de Justicia de Israel.',
        ],
      },
      {
        id: 'transfers',
        heading: '9. Transferencias fuera de Israel',
        paragraphs: [
          'Los datos se guardan en los servidores en los que funciona el servicio. Cuando los datos se transfieren fuera de Israel, la transferencia sigue el Reglamento de Protección de la Privacidad (Transferencia de Datos a Bases de Datos en el Extranjero), 5761-2001. Para los datos procedentes de la Unión Europea: la Comisión Europea ha reconocido que Israel ofrece un nivel de protección adecuado de los datos personales.',
        ],
      },
      {
        id: 'minors',
        heading: '10. Menores',
        paragraphs: [
          'Los usuarios del servicio son el personal de las oficinas, y el servicio no está pensado para que lo usen menores por su cuenta. Una oficina que guarda datos de menores es responsable de obtener los consentimientos que exige la ley.',
        ],
      },
      {
        id: 'cookies',
        heading: '11. Cookies y almacenamiento del navegador',
        paragraphs: ['Lishka usa solo las cookies y el almacenamiento local que el servicio necesita para funcionar: la sesión, la protección contra la falsificación de solicitudes, el reconocimiento de un navegador recordado, el idioma y el modo de visualización. La política de cookies las enumera todas.'],
        links: [{ label: 'Política de cookies', href: '/cookies' }],
      },
      {
        id: 'changes',
        heading: '12. Cambios en esta política',
        paragraphs: ['Actualizamos esta política cuando cambian el servicio o la ley. La fecha en la parte superior de la página indica cuándo cambió por última vez, y anunciamos con antelación los cambios sustanciales.'],
      },
      {
        id: 'contact',
        heading: '13. Contacto',
        paragraphs: ['Para cualquier pregunta o solicitud sobre privacidad: hello@lishka.app.'],
      },
    ],
  },
};
