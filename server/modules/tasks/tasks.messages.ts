import { messageFor, type MessageCode, type Messages } from '../../i18n/messages';
import { fieldError, httpError, type FieldError, type HttpError } from '../../plugins/errors';

/** A text in every language the server speaks. */
export type TaskText = Messages;

/** Texts of the tasks calls; the codes are local to this module. */
export const TASK_TEXTS = {
  TASK_COMPLETED: { he: 'המשימה הושלמה', en: 'Task completed', es: 'Tarea completada' },
  TASK_REASSIGNED: { he: 'המשימה הועברה', en: 'Task reassigned', es: 'Tarea reasignada' },
  TASK_NOT_FOUND: { he: 'המשימה לא נמצאה', en: 'Task not found', es: 'Tarea no encontrada' },
  TASK_CHANGED: {
    he: 'המשימה השתנתה בינתיים; טענו אותה מחדש ונסו שוב',
    en: 'The task changed meanwhile; reload it and try again',
    es: 'La tarea cambió mientras tanto; vuelva a cargarla e inténtelo de nuevo',
  },
  TASK_ALREADY_DONE: { he: 'המשימה כבר הושלמה', en: 'The task is already done', es: 'La tarea ya está completada' },
  TASK_NOT_YOURS: {
    he: 'רק מי שהמשימה הוקצתה לו, בעל התפקיד שלה, מנהל או מנהל משרד יכולים לשנות אותה',
    en: 'Only the task’s assignee, a holder of its role, a manager or an admin may change it',
    es: 'Solo la persona asignada, quien tenga su rol, un gerente o un administrador pueden modificar la tarea',
  },
  TASKS_ALL_REFUSED: {
    he: 'רק מנהל או מנהל משרד רואים את כל המשימות של המשרד',
    en: 'Only a manager or an admin sees all the office’s tasks',
    es: 'Solo un gerente o un administrador ven todas las tareas de la oficina',
  },
  TASKS_READ_ONLY: {
    he: 'הרשאת הצפייה שלך מאפשרת לקרוא משימות אך לא לשנות אותן',
    en: 'Your viewer role lets you read tasks but not change them',
    es: 'Su rol de lector le permite ver las tareas, pero no modificarlas',
  },
  INVALID_TASK_DATA: { he: 'נתוני המשימה אינם תקינים', en: 'Invalid task data', es: 'Datos de tarea no válidos' },
  ASSIGNEE_NOT_MEMBER: { he: 'מקבל המשימה אינו חבר פעיל במשרד', en: 'The assignee is not an active member of this office', es: 'La persona asignada no es un miembro activo de esta oficina' },
  INVALID_TASK_CURSOR: {
    he: 'סמן הדפדוף אינו תקין; חזרו לעמוד הראשון',
    en: 'The paging cursor is invalid; go back to the first page',
    es: 'El cursor de paginación no es válido; vuelva a la primera página',
  },
  TASK_ASSIGNED_TITLE: { he: 'הוקצתה לך משימה', en: 'A task was assigned to you', es: 'Se le asignó una tarea' },
} as const satisfies Record<string, TaskText>;

/** A code of this module's texts. */
export type TaskTextCode = keyof typeof TASK_TEXTS;

/** A text of this module, or a catalogue code's text. */
export function taskText(code: TaskTextCode | MessageCode): TaskText {
  if (code in TASK_TEXTS) return { ...TASK_TEXTS[code as TaskTextCode] };
  return messageFor(code as MessageCode);
}

/** An error of the tasks calls, with its texts in Hebrew, English and Spanish. */
export function taskError(status: number, code: TaskTextCode, errors?: FieldError[]): HttpError {
  return httpError(status, code, { messages: taskText(code), ...(errors && errors.length > 0 ? { errors } : {}) });
}

/** One field's problem, with its text in every language. */
export const taskFieldError = (field: string, code: TaskTextCode): FieldError => fieldError(field, taskText(code));

/** 404 for a task this office does not have (row-level security hides other offices' tasks too). */
export const taskNotFound = (): HttpError => taskError(404, 'TASK_NOT_FOUND');

/** The body of a successful change: the English `message`, every language's `messages`, and what the change made. */
export function taskChangedBody<Data>(code: TaskTextCode, data: Data): { success: true; message: string; messages: TaskText; data: Data } {
  const messages = taskText(code);
  return { success: true, message: messages.en, messages, data };
}
