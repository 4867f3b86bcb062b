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
};
