import { messageFor, type MessageCode, type Messages } from '../../i18n/messages';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** A text in every language the server speaks. */
export type OpportunityText = Messages;

/** Texts of the opportunities calls; the codes are local to this module. */
export const OPPORTUNITY_TEXTS = {
  OPPORTUNITY_CREATED: { he: 'ההזדמנות נוצרה', en: 'Opportunity created', es: 'Oportunidad creada' },
  OPPORTUNITY_UPDATED: { he: 'ההזדמנות עודכנה', en: 'Opportunity updated', es: 'Oportunidad actualizada' },
  OPPORTUNITY_DELETED: { he: 'ההזדמנות נמחקה', en: 'Opportunity deleted', es: 'Oportunidad eliminada' },
  OPPORTUNITY_MOVED: { he: 'ההזדמנות הועברה', en: 'Opportunity moved', es: 'Oportunidad movida' },
  OPPORTUNITY_NOT_FOUND: { he: 'ההזדמנות לא נמצאה', en: 'Opportunity not found', es: 'Oportunidad no encontrada' },
  INVALID_OPPORTUNITY_DATA: { he: 'נתוני ההזדמנות אינם תקינים', en: 'Invalid opportunity data', es: 'Datos de oportunidad no válidos' },
  OPPORTUNITY_READ_ONLY: {
    he: 'הרשאת הצפייה שלך מאפשרת לקרוא הזדמנויות אך לא לשנות אותן',
    en: 'Your viewer role lets you read opportunities but not change them',
    es: 'Su rol de lector le permite ver las oportunidades, pero no modificarlas',
  },
  TITLE_LENGTH: { he: 'הכותרת חייבת להכיל 2 עד 200 תווים', en: 'The title must be 2 to 200 characters long', es: 'El título debe tener entre 2 y 200 caracteres' },
  VALUE_DECIMALS: {
    he: 'הסכום חייב להיות 0 או יותר, עם עד שתי ספרות אחרי הנקודה',
    en: 'The value must be 0 or more, with at most 2 decimals',
    es: 'El valor debe ser 0 o más, con como máximo 2 decimales',
  },
  CLIENT_NOT_IN_OFFICE: { he: 'ה{{client}} אינו {{client}} של המשרד', en: 'The {{client}} is not a {{client}} of this office', es: 'El {{client}} no es {{client}} de esta oficina' },
  OWNER_NOT_MEMBER: { he: 'האחראי אינו חבר פעיל במשרד', en: 'The owner is not an active member of this office', es: 'El responsable no es un miembro activo de esta oficina' },
} as const satisfies Record<string, OpportunityText>;

/** A code of this module's texts. */
export type OpportunityTextCode = keyof typeof OPPORTUNITY_TEXTS;

/** A text of this module, or a catalogue code's text. */
export function opportunityText(code: OpportunityTextCode | MessageCode): OpportunityText {
  if (code in OPPORTUNITY_TEXTS) return { ...OPPORTUNITY_TEXTS[code as OpportunityTextCode] };
  return messageFor(code as MessageCode);
}

/** An error of the opportunities calls, with its texts in Hebrew, English and Spanish. */
export function opportunityError(status: number, code: OpportunityTextCode, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: opportunityText(code), ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** One field's problem, with its text in every language. */
export const opportunityFieldError = (field: string, code: OpportunityTextCode): FieldError => fieldError(field, opportunityText(code));

/** 404 for a deal this office does not have (row-level security hides other offices' deals too). */
export const opportunityNotFound = (): HttpError => opportunityError(404, 'OPPORTUNITY_NOT_FOUND');

/** The body of a successful change: the English `message`, every language's `messages`, and what the change made. */
export function changedBody<Data>(code: OpportunityTextCode, data: Data): { success: true; message: string; messages: OpportunityText; data: Data } {
  const messages = opportunityText(code);
  return { success: true, message: messages.en, messages, data };
}

/** The body of a success with nothing to show. */
export function doneBody(code: OpportunityTextCode): { success: true; message: string; messages: OpportunityText } {
  const messages = opportunityText(code);
  return { success: true, message: messages.en, messages };
}
