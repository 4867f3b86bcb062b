import { pdfTemplateMessages, type PdfTemplateProblem } from '../../../engine/pdf-forms/pdf-template-messages';
import type { Messages } from '../../i18n/messages';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** The texts of the PDF templates' calls (/api/pdf/form-templates), in Hebrew, English and Spanish. */
export const PDF_TEMPLATE_TEXTS = {
  PDF_TEMPLATE_CREATED: { he: 'התבנית נשמרה', en: 'The template was saved', es: 'Se guardó la plantilla' },
  PDF_TEMPLATE_UPDATED: { he: 'התבנית עודכנה', en: 'The template was updated', es: 'Se actualizó la plantilla' },
  PDF_TEMPLATE_DELETED: { he: 'התבנית נמחקה', en: 'The template was deleted', es: 'Se eliminó la plantilla' },
  PDF_TEMPLATE_NOT_FOUND: { he: 'התבנית לא נמצאה', en: 'Template not found', es: 'No se encontró la plantilla' },
  PDF_TEMPLATE_INVALID: { he: 'פרטי התבנית אינם תקינים', en: 'The template is not valid', es: 'La plantilla no es válida' },
  PDF_TEMPLATE_VALUES_INVALID: { he: 'יש לתקן את השדות המסומנים', en: 'Correct the marked fields', es: 'Corrija los campos marcados' },
  PDF_TEMPLATE_DOCUMENT_NOT_FOUND: { he: 'ה{{document}} לא נמצא', en: '{{Document}} not found', es: '{{Document}} no encontrado' },
  PDF_TEMPLATE_DOCUMENT_NOT_PDF: { he: 'אפשר לבנות תבנית רק על קובץ PDF', en: 'A template can only be built on a PDF', es: 'Solo se puede crear una plantilla sobre un PDF' },
} as const satisfies Record<string, Messages>;

/** A code of the PDF templates' texts. */
export type PdfTemplateTextCode = keyof typeof PDF_TEMPLATE_TEXTS;

/** An error of the PDF templates' calls, with its texts and, optionally, each field's problem. */
export function pdfTemplateError(status: number, code: PdfTemplateTextCode, errors: FieldError[] = []): HttpError {
  return httpError(status, code, { messages: { ...PDF_TEMPLATE_TEXTS[code] }, ...(errors.length > 0 ? { errors } : {}) });
}

/** The engine's problems (engine/pdf-forms) as field errors. */
export function problemErrors(problems: readonly PdfTemplateProblem[]): FieldError[] {
  return problems.map((problem) => fieldError(problem.path, pdfTemplateMessages(problem)));
}

/** 404 PDF_TEMPLATE_NOT_FOUND: no such template in the office, deleted, or its PDF not one the caller sees. */
export const templateNotFound = (): HttpError => pdfTemplateError(404, 'PDF_TEMPLATE_NOT_FOUND');

/** The body of a successful change: the English `message`, every language's `messages`, and what it made. */
export function templateChangedBody<Data>(code: PdfTemplateTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = { ...PDF_TEMPLATE_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
