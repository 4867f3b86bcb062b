import type { LocalizedDocument } from '../content-types';

/** /products/forms: the form builder and the PDF form builder. */
export const productsFormsContent: LocalizedDocument = {
  he: {
    title: 'טפסים וטפסי PDF',
    lead: 'טופס קבלה, טופס העלאת מסמך, טופס קביעת פגישה, או טופס PDF שצריך רק למלא ולחתום: בלשכה כל טופס מוגדר פעם אחת, מוצג בעברית ובאנגלית, ונבדק באותם כללים בדפדפן ובשרת.',
    sections: [
      {
        id: 'ready-made',
        heading: 'טפסים מוכנים לכל סוג משרד',
        paragraphs: [
          'כל סוג משרד מגיע עם הטפסים שלו: טופס קבלה של {{client}}, טופס העלאת מסמך וטופס לקביעת {{appointments}}. במרפאה טופס הקבלה שואל על רגישויות, תרופות והיסטוריה רפואית; במשרד עורכי דין הוא כולל את הצד שכנגד ובדיקת ניגוד עניינים; במשרד כללי הוא מסתפק בשם, דוא"ל, טלפון וכתובת.',
        ],
      },
      {
        id: 'builder',
        heading: 'בונה הטפסים',
        paragraphs: ['בונה הטפסים מאפשר למנהל המשרד ליצור טפסים משלו בלי לכתוב קוד:'],
        bullets: [
          'חלוקה למקטעים, ובכל מקטע שדות מסוגים שונים: טקסט, טקסט ארוך, בחירה מרשימה, תאריך, מספר וקובץ.',
          'שדות חובה, ערכי ברירת מחדל, כללי אימות והודעות שגיאה בכל שפה.',
          'שדה שמופיע רק בתנאי (visibleWhen): למשל, "שם התאגיד" מופיע רק כשסוג הלקוח הוא תאגיד.',
          'הגדרות לכל טופס: טקסט הכפתורים, שמירת טיוטה, סרגל התקדמות וכיוון הכתיבה.',
          'אזהרה כשיוצאים מהבונה עם שינויים שלא נשמרו.',
        ],
      },
      {
        id: 'pdf',
        heading: 'בונה טפסי PDF',
        paragraphs: [
          'מעלים קובץ PDF קיים — טופס של רשות, הסכם או ייפוי כוח — ומניחים עליו שדות: טקסט, תאריך, חתימה, ראשי תיבות, תיבת סימון ורשימה נפתחת. במצב עריכה ממקמים שדות וקובעים להם תכונות; במצב מילוי ממלאים אותם, עם זום ודפדוף בין עמודים.',
          'טקסט בעברית נכתב ב-PDF בכיוון הנכון, עם גופן שתומך באותיות עבריות, בספרות ובסימני פיסוק.',
        ],
      },
      {
        id: 'one-definition',
        heading: 'הגדרה אחת, אותה בדיקה בכל מקום',
        paragraphs: [
          'כל טופס הוא JSON Schema. הדפדפן מציג ממנו את הטופס, והשרת בודק לפיו כל שליחה, כך שהכללים לא יכולים להתפצל. הודעות השגיאה מנוסחות בעברית ובאנגלית, ליד השדה הנכון.',
        ],
        links: [
          { label: 'לנסות במשרד הדגמה', href: '/demo' },
          { label: 'פתיחת משרד', href: '/register' },
        ],
      },
    ],
  },
  en: {
    title: 'Forms and PDF forms',
    lead: 'An intake form, a document upload form, a booking form, or a PDF that only needs filling in and signing: in Lishka every form is defined once, shown in Hebrew and English, and checked by the same rules in the browser and on the server.',
    sections: [
      {
        id: 'ready-made',
        heading: 'Ready-made forms for every office type',
        paragraphs: [
          "Every office type comes with its own forms: a {{client}} intake form, a document upload form and a booking form for {{appointments}}. In a clinic the intake form asks about allergies, medications and medical history; in a law firm it covers the opposing party and a conflict check; a generic office's asks only for name, e-mail, phone and address.",
        ],
      },
      {
        id: 'builder',
        heading: 'The form builder',
        paragraphs: ["The form builder lets the office's admin create forms of their own without code:"],
        bullets: [
          'Sections, each with fields of several types: text, long text, choice from a list, date, number and file.',
          'Required fields, default values, validation rules and error messages in every language.',
          'Fields shown only on a condition (visibleWhen): "Company name", for example, appears only when the client type is a company.',
          'Settings for each form: button texts, saving as a draft, a progress bar and the writing direction.',
          'A warning when you leave the builder with unsaved changes.',
        ],
      },
      {
        id: 'pdf',
        heading: 'The PDF form builder',
        paragraphs: [
          'Upload an existing PDF — an official form, an agreement or a power of attorney — and place fields on it: text, date, signature, initials, checkbox and drop-down. In edit mode you position fields and set their properties; in fill mode you fill them in, with zoom and page controls.',
          'Hebrew text is written into the PDF in the right direction, with a font that has Hebrew letters, digits and punctuation.',
        ],
      },
      {
        id: 'one-definition',
        heading: 'One definition, the same check everywhere',
        paragraphs: [
          'Every form is a JSON Schema. The browser draws the form from it and the server checks every submission against it, so the rules cannot drift apart. Error messages are written in Hebrew and English, next to the right field.',
        ],
        links: [
          { label: 'Try it in a demo office', href: '/demo' },
          { label: 'Open an office', href: '/register' },
        ],
      },
    ],
  },
  es: {
    title: 'Formularios y formularios PDF',
    lead: 'Un formulario de admisión, uno de subida de documentos, uno de reserva, o un PDF que solo hay que rellenar y firmar: en Lishka cada formulario se define una vez, se muestra en hebreo y en inglés, y se comprueba con las mismas reglas en el navegador y en el servidor.',
    sections: [
      {
        id: 'ready-made',
        heading: 'Formularios listos para cada tipo de oficina',
        paragraphs: [
          'Cada tipo de oficina trae sus propios formularios: un formulario de admisión de {{client}}, uno de subida de documentos y uno de reserva de {{appointments}}. En una clínica, el formulario de admisión pregunta por alergias, medicación e historial médico; en un despacho de abogados, por la parte contraria y la verificación de conflictos; el de una oficina genérica pide solo nombre, correo, teléfono y dirección.',
        ],
      },
      {
        id: 'builder',
        heading: 'El editor de formularios',
        paragraphs: ['El editor de formularios permite al administrador de la oficina crear sus propios formularios sin código:'],
        bullets: [
          'Secciones, cada una con campos de varios tipos: texto, texto largo, elección de una lista, fecha, número y archivo.',
          'Campos obligatorios, valores predeterminados, reglas de validación y mensajes de error en cada idioma.',
          'Campos que se muestran solo con una condición (visibleWhen): "Nombre de la empresa", por ejemplo, aparece solo cuando el tipo de cliente es una empresa.',
          'Ajustes de cada formulario: textos de los botones, guardar como borrador, una barra de progreso y la dirección de escritura.',
          'Un aviso al salir del editor con cambios sin guardar.',
        ],
      },
      {
        id: 'pdf',
        heading: 'El editor de formularios PDF',
        paragraphs: [
          'Suba un PDF existente (un formulario oficial, un contrato o un poder) y coloque campos en él: texto, fecha, firma, iniciales, casilla y lista desplegable. En el modo de edición se colocan los campos y se definen sus propiedades; en el modo de relleno se completan, con controles de zoom y de página.',
          'El texto en hebreo se escribe en el PDF en la dirección correcta, con una fuente que tiene letras hebreas, dígitos y signos de puntuación.',
        ],
      },
      {
        id: 'one-definition',
        heading: 'Una definición, la misma comprobación en todas partes',
        paragraphs: [
          'Cada formulario es un JSON Schema. El navegador dibuja el formulario a partir de él y el servidor comprueba cada envío con él, así que las reglas no pueden separarse. Los mensajes de error se escriben en hebreo y en inglés, junto al campo correcto.',
        ],
        links: [
          { label: 'Pruébelo en una oficina de demostración', href: '/demo' },
          { label: 'Abrir una oficina', href: '/register' },
        ],
      },
    ],
  },
};
