import type { Messages } from '../../i18n/messages';
import { httpError, type HttpError } from '../../plugins/errors';

/** Texts of the dead-jobs calls (issue 21); the codes are local to this module. */
export const JOBS_ADMIN_TEXTS = {
  DEAD_JOB_NOT_FOUND: { he: 'אין משימת רקע כושלת כזו במשרד', en: 'There is no such dead background job in this office', es: 'No existe esa tarea en segundo plano fallida en esta oficina' },
  DEAD_JOB_RETRIED: { he: 'משימת הרקע הוחזרה לתור ותרוץ בקרוב', en: 'The background job was queued again and will run shortly', es: 'La tarea en segundo plano se volvió a poner en cola y se ejecutará en breve' },
  DEAD_JOB_DISCARDED: { he: 'משימת הרקע נמחקה', en: 'The background job was discarded', es: 'Se descartó la tarea en segundo plano' },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type JobsAdminCode = keyof typeof JOBS_ADMIN_TEXTS;

/** This module's text for a code, as a fresh object. */
export const jobsAdminText = (code: JobsAdminCode): Messages => ({ ...JOBS_ADMIN_TEXTS[code] });

/** An error of the dead-jobs calls, in every language. */
export function jobsAdminError(status: number, code: JobsAdminCode): HttpError {
  return httpError(status, code, { messages: jobsAdminText(code) });
}
