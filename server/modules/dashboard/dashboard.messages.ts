import { messageFor, type MessageCode, type Messages } from '../../i18n/messages';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** Texts of the dashboard calls that the shared catalogue does not hold; the codes are local to this module. */
export const DASHBOARD_TEXTS = {
  LAYOUT_SAVED: { he: 'סידור לוח הבקרה נשמר', en: 'Dashboard layout saved', es: 'Diseño del panel guardado' },
  LAYOUT_RESET: { he: 'סידור לוח הבקרה הוחזר לברירת המחדל של המשרד', en: 'Dashboard layout reset to the office default', es: 'Se restableció el diseño del panel al predeterminado de la oficina' },
  OFFICE_LAYOUT_SAVED: { he: 'סידור ברירת המחדל של המשרד נשמר', en: 'Office default dashboard layout saved', es: 'Diseño predeterminado del panel de la oficina guardado' },
  OFFICE_LAYOUT_RESET: { he: 'סידור ברירת המחדל של המשרד הוחזר לסידור של סוג המשרד', en: 'Office default dashboard layout reset to the office type’s', es: 'Se restableció el diseño predeterminado del panel de la oficina al del tipo de oficina' },
  INVALID_LAYOUT: { he: 'סידור לוח הבקרה אינו תקין', en: 'Invalid dashboard layout', es: 'Diseño del panel no válido' },
  LAYOUT_UNKNOWN_WIDGET: { he: 'אין רכיב כזה בלוח הבקרה של המשרד', en: 'The office’s dashboard has no such widget', es: 'El panel de la oficina no tiene ese componente' },
  LAYOUT_DUPLICATE_WIDGET: { he: 'הרכיב מופיע יותר מפעם אחת בסידור', en: 'The widget appears more than once in the layout', es: 'El componente aparece más de una vez en el diseño' },
  STATISTIC_ENTITY_PLANNED: {
    he: 'הנתונים האלה עדיין אינם נשמרים במערכת, ולכן אין ערך להציג',
    en: 'This data is not stored by the system yet, so there is no value to show',
    es: 'El sistema aún no guarda estos datos, así que no hay ningún valor que mostrar',
  },
  STATISTIC_NOT_PERMITTED: { he: 'אין לך הרשאה לצפות בנתונים האלה', en: 'You are not allowed to see this data', es: 'No tiene permiso para ver estos datos' },
  ACTIVITY_ENTITY_PLANNED: { he: 'פעילות מסוג זה עדיין אינה נשמרת במערכת', en: 'Activity of this kind is not stored by the system yet', es: 'El sistema aún no guarda este tipo de actividad' },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type DashboardTextCode = keyof typeof DASHBOARD_TEXTS;

/** A text of this module or of the shared catalogue. */
export function dashboardText(code: DashboardTextCode | MessageCode): Messages {
  return code in DASHBOARD_TEXTS ? { ...DASHBOARD_TEXTS[code as DashboardTextCode] } : messageFor(code as MessageCode);
}

/** An error of the dashboard calls, with its texts in every language and, for bad input, each field's problem. */
export function dashboardError(status: number, code: DashboardTextCode | MessageCode, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: dashboardText(code), ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** One field's problem, in every language. */
export const dashboardFieldError = (field: string, messages: Messages): FieldError => fieldError(field, messages);

/** Why a statistic tile has no value: the entity's data, or the field its filter or sum names, is not stored yet. */
export function fieldNotStored(entity: string, field: string): Messages {
  return {
    he: `השדה ${field} של ${entity} עדיין אינו נשמר במערכת, ולכן אין ערך להציג`,
    en: `The field ${field} of ${entity} is not stored by the system yet, so there is no value to show`,
    es: `El sistema aún no guarda el campo ${field} de ${entity}, así que no hay ningún valor que mostrar`,
  };
}

/** The texts of a layout item's problems that name a number or a widget. */
export const LAYOUT_PROBLEMS = {
  pastGrid: (end: number): Messages => ({ he: `הרכיב מסתיים בעמודה ${end}, מעבר לרשת של 12 עמודות`, en: `The widget ends at column ${end}, past the 12-column grid`, es: `El componente termina en la columna ${end}, fuera de la cuadrícula de 12 columnas` }),
  tooNarrow: (min: number): Messages => ({ he: `רוחב הרכיב חייב להיות לפחות ${min} עמודות`, en: `The widget must be at least ${min} columns wide`, es: `El componente debe tener al menos ${min} columnas de ancho` }),
  tooShort: (min: number): Messages => ({ he: `גובה הרכיב חייב להיות לפחות ${min} שורות`, en: `The widget must be at least ${min} rows high`, es: `El componente debe tener al menos ${min} filas de alto` }),
  overlaps: (other: string): Messages => ({ he: `הרכיב חופף לרכיב ${other}`, en: `The widget overlaps widget ${other}`, es: `El componente se superpone al componente ${other}` }),
};

/** The body of a successful change: the English `message`, every language's `messages`, and what the change made. */
export function changedBody<Data>(code: DashboardTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = dashboardText(code);
  return { success: true, message: messages.en, messages, data };
}
