import { PDFDocument, rgb } from 'pdf-lib';
import type { Language } from '../../engine/i18n/languages';
import { isRtl } from '../../engine/i18n/languages';
import type { PdfTemplateField } from '../../engine/pdf-forms/pdf-field-types';
import { visualLine } from '../pdf/bidi-line';
import { embedTextFont } from '../pdf/fonts';
import { A4 } from '../pdf/page-writer';

type Texts = Record<Language, string>;

const TEXTS = {
  title: { he: 'טופס פרטים אישיים', en: 'Personal details form', es: 'Formulario de datos personales' },
  templateName: { he: 'טופס פרטים אישיים (דוגמה)', en: 'Personal details form (sample)', es: 'Formulario de datos personales (ejemplo)' },
  fullName: { he: 'שם מלא', en: 'Full name', es: 'Nombre completo' },
  idNumber: { he: 'מספר זהות', en: 'ID number', es: 'Número de identidad' },
  date: { he: 'תאריך', en: 'Date', es: 'Fecha' },
  channel: { he: 'דרך יצירת קשר מועדפת', en: 'Preferred contact', es: 'Contacto preferido' },
  phone: { he: 'טלפון', en: 'Phone', es: 'Teléfono' },
  email: { he: 'דוא״ל', en: 'E-mail', es: 'Correo' },
  consent: { he: 'אני מאשר/ת שהפרטים נכונים', en: 'I confirm the details are correct', es: 'Confirmo que los datos son correctos' },
  signature: { he: 'חתימה', en: 'Signature', es: 'Firma' },
} satisfies Record<string, Texts>;

// Rows of the form: each a label and the box beside it (fractions of the page from its top left).
const ROWS: { key: keyof typeof TEXTS; field: Omit<PdfTemplateField, 'label' | 'page' | 'x' | 'width' | 'placeholder' | 'validation'> & { width: number } }[] = [
  { key: 'fullName', field: { id: 'full-name', name: 'fullName', type: 'text', required: true, y: 0.2, width: 0.45, height: 0.035, options: [] } },
  { key: 'idNumber', field: { id: 'id-number', name: 'idNumber', type: 'text', required: false, y: 0.27, width: 0.25, height: 0.035, options: [] } },
  { key: 'date', field: { id: 'date', name: 'date', type: 'date', required: true, y: 0.34, width: 0.2, height: 0.035, options: [] } },
  { key: 'channel', field: { id: 'channel', name: 'contactChannel', type: 'dropdown', required: false, y: 0.41, width: 0.25, height: 0.035, options: [] } },
  { key: 'consent', field: { id: 'consent', name: 'consent', type: 'checkbox', required: true, y: 0.48, width: 0.03, height: 0.022, options: [] } },
  { key: 'signature', field: { id: 'signature', name: 'signature', type: 'signature', required: true, y: 0.6, width: 0.35, height: 0.07, options: [] } },
];

/** A demo PDF form and its template: a one-page A4 form in the office's language, and its six fields placed on it. */
export async function demoPdfForm(language: Language): Promise<{ name: string; fileName: string; pdf: Buffer; fields: PdfTemplateField[] }> {
  const rtl = isRtl(language);
  const doc = await PDFDocument.create();
  const font = await embedTextFont(doc);
  const page = doc.addPage([A4.width, A4.height]);
  const write = (text: string, top: number, size: number) => {
    const width = font.widthOfTextAtSize(visualLine(text, rtl), size);
    page.drawText(visualLine(text, rtl), { x: rtl ? A4.width * 0.92 - width : A4.width * 0.08, y: A4.height * (1 - top) - size, size, font, color: rgb(0.1, 0.1, 0.12) });
  };
  write(TEXTS.title[language], 0.08, 22);
  const fields = ROWS.map(({ key, field }) => {
    // The box on the side away from the label: left of it in Hebrew, right of it in English and Spanish.
    const x = rtl ? 0.92 - 0.3 - field.width : 0.38;
    write(TEXTS[key][language], field.y + 0.008, 12);
    page.drawRectangle({ x: x * A4.width, y: A4.height * (1 - field.y - field.height), width: field.width * A4.width, height: field.height * A4.height, borderColor: rgb(0.6, 0.6, 0.65), borderWidth: 0.6 });
    const options = field.type === 'dropdown' ? (['phone', 'email'] as const).map((value) => ({ value, label: TEXTS[value][language] })) : [];
    return { ...field, x, page: 1, label: TEXTS[key][language], placeholder: '', options, validation: {} };
  });
  return { name: TEXTS.templateName[language], fileName: `${TEXTS.title[language]}.pdf`, pdf: Buffer.from(await doc.save()), fields };
}
