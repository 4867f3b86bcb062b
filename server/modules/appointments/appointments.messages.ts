import { fieldError, httpError, type FieldError, type HttpError, type Messages } from '../../plugins/errors';

/**
 * Texts of the calendar services; the codes are local to this module. {{appointment}}, {{client}} and
 * {{professional}} are the office's own words (a clinic's appointment, a firm's meeting, an agency's showing),
 * filled in every answer by the office-words plugin; {{hours}} and {{until}} are filled here.
 */
export const APPOINTMENT_TEXTS = {
  APPOINTMENT_CREATED: { he: 'קביעת ה{{appointment}} הושלמה', en: '{{Appointment}} booked', es: '{{Appointment}} reservado' },
  APPOINTMENT_UPDATED: { he: 'השינויים ב{{appointment}} נשמרו', en: '{{Appointment}} updated', es: '{{Appointment}} actualizado' },
  APPOINTMENT_STATUS_CHANGED: { he: 'מצב ה{{appointment}} עודכן', en: 'The {{appointment}}’s status was updated', es: 'Se actualizó el estado del {{appointment}}' },
  APPOINTMENT_CANCELLED: { he: 'ביטול ה{{appointment}} הושלם', en: '{{Appointment}} cancelled', es: '{{Appointment}} cancelado' },
  APPOINTMENT_NOT_FOUND: { he: 'אין במשרד {{appointment}} במזהה הזה', en: '{{Appointment}} not found', es: '{{Appointment}} no encontrado' },
  CALENDAR_MODULE_NOT_FOUND: { he: 'אין במשרד יומן כזה', en: 'This office has no such calendar', es: 'Esta oficina no tiene ese calendario' },
  APPOINTMENTS_FORBIDDEN: { he: 'אין לך הרשאה לצפות ביומן הזה', en: 'You are not allowed to see this calendar', es: 'No tiene permiso para ver este calendario' },
  APPOINTMENTS_READ_ONLY: { he: 'אין לך הרשאה לשנות את היומן הזה; באפשרותך רק לצפות בו', en: 'You may look at this calendar but not change it', es: 'Puede ver este calendario, pero no modificarlo' },
  APPOINTMENT_CHANGED: { he: 'חל שינוי ב{{appointment}} בינתיים; יש לטעון מחדש ולנסות שוב', en: 'This {{appointment}} was changed meanwhile; reload it and try again', es: 'Este {{appointment}} se modificó mientras tanto; vuelva a cargarlo e inténtelo de nuevo' },
  INVALID_APPOINTMENT_DATA: { he: 'נתוני ה{{appointment}} אינם תקינים', en: 'The {{appointment}} data is not valid', es: 'Los datos del {{appointment}} no son válidos' },
  APPOINTMENT_OVERLAP: {
    he: 'ה{{professional}} כבר תפוס בזמן הזה (כולל ההפסקה שבין {{appointments}}, עד {{until}})',
    en: 'The {{professional}} is already booked at this time (the break between {{appointments}} included, until {{until}})',
    es: 'El {{professional}} ya está ocupado a esta hora (incluida la pausa entre {{appointments}}, hasta {{until}})',
  },
  APPOINTMENT_OUTSIDE_HOURS: { he: 'ה{{appointment}} מחוץ לשעות הפעילות של המשרד ({{hours}})', en: 'The {{appointment}} is outside the office’s working hours ({{hours}})', es: 'El {{appointment}} está fuera del horario de la oficina ({{hours}})' },
  APPOINTMENT_IN_PAST: { he: 'הזמן שנבחר ל{{appointment}} כבר עבר', en: 'The time chosen for the {{appointment}} has already passed', es: 'La hora elegida para el {{appointment}} ya ha pasado' },
  APPOINTMENT_ENDS_BEFORE_START: { he: 'סוף ה{{appointment}} חייב להיות אחרי תחילתו', en: 'The {{appointment}} must end after it starts', es: 'El {{appointment}} debe terminar después de empezar' },
  APPOINTMENT_TOO_LONG: { he: 'משך ה{{appointment}} אינו יכול לעלות על יום', en: '{{Appointments}} last a day at most', es: 'Un {{appointment}} dura como máximo un día' },
  APPOINTMENT_RANGE_INVALID: { he: 'טווח התאריכים אינו תקין (עד 45 יום, הסוף אחרי ההתחלה)', en: 'The date range is not valid (up to 45 days, its end after its start)', es: 'El intervalo de fechas no es válido (hasta 45 días, con el final después del inicio)' },
  APPOINTMENT_CLIENT_NOT_FOUND: { he: 'ה{{client}} לא נמצא', en: '{{Client}} not found', es: '{{Client}} no encontrado' },
  APPOINTMENT_PROFESSIONAL_NOT_MEMBER: { he: 'ה{{professional}} אינו חבר פעיל במשרד', en: 'The {{professional}} is not an active member of this office', es: 'El {{professional}} no es un miembro activo de esta oficina' },
  APPOINTMENT_CANCELLED_FINAL: { he: 'אחרי ביטול אין לשנות את ה{{appointment}}; יש לקבוע חדש', en: 'This {{appointment}} was cancelled and does not change any more; book a new one', es: 'Este {{appointment}} se canceló y ya no se puede modificar; reserve uno nuevo' },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type AppointmentTextCode = keyof typeof APPOINTMENT_TEXTS;

/** A text of this module with its own placeholders ({{hours}}, {{until}}) filled; the office's words fill the rest. */
export function appointmentText(code: AppointmentTextCode, values: Record<string, string> = {}): Messages {
  const fill = (text: string) => text.replace(/\{\{(hours|until)\}\}/g, (whole, key: string) => values[key] ?? whole);
  const texts = APPOINTMENT_TEXTS[code];
  return { he: fill(texts.he), en: fill(texts.en), es: fill(texts.es) };
}

/** An error of the calendar services, in every language. */
export function appointmentError(status: number, code: AppointmentTextCode, values?: Record<string, string>, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: appointmentText(code, values), ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** One field's problem with a text of this module. */
export const appointmentFieldError = (field: string, code: AppointmentTextCode): FieldError => fieldError(field, appointmentText(code));

/** The body of a change's success: what was made or changed, and the text that says so. */
export function appointmentChangedBody<Data>(code: AppointmentTextCode, data: Data): { success: true; message: string; messages: Messages; data: Data } {
  const messages = appointmentText(code);
  return { success: true, message: messages.en, messages, data };
}
