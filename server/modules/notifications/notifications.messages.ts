import { httpError, type HttpError } from '../../plugins/errors';
import type { NotificationTexts } from './notify-members';

/** Texts of the notifications calls; the codes are local to this module. */
export const NOTIFICATION_TEXTS = {
  NOTIFICATION_READ: { he: 'ההתראה סומנה כנקראה', en: 'Notification marked as read', es: 'Notificación marcada como leída' },
  NOTIFICATIONS_ALL_READ: { he: 'כל ההתראות סומנו כנקראו', en: 'All notifications marked as read', es: 'Todas las notificaciones marcadas como leídas' },
  NOTIFICATION_NOT_FOUND: { he: 'ההתראה לא נמצאה', en: 'Notification not found', es: 'Notificación no encontrada' },
  NOTIFICATION_STREAM_ONLY: {
    he: 'כתובת זו שולחת זרם אירועים בלבד (Accept: text/event-stream)',
    en: 'This address only sends an event stream (Accept: text/event-stream)',
    es: 'Esta dirección solo envía un flujo de eventos (Accept: text/event-stream)',
  },
  INVALID_NOTIFICATION_CURSOR: {
    he: 'סמן הדפדוף אינו תקין; חזרו לעמוד הראשון',
    en: 'The paging cursor is invalid; go back to the first page',
    es: 'El cursor de paginación no es válido; vuelva a la primera página',
  },
} as const satisfies Record<string, NotificationTexts>;

/** A code of this module's texts. */
export type NotificationTextCode = keyof typeof NOTIFICATION_TEXTS;

/** An error of the notifications calls, with its texts in Hebrew, English and Spanish. */
export const notificationError = (status: number, code: NotificationTextCode): HttpError => httpError(status, code, { messages: { ...NOTIFICATION_TEXTS[code] } });

/** 404 for a notification that is not the caller's own (another member's, or another office's). */
export const notificationNotFound = (): HttpError => notificationError(404, 'NOTIFICATION_NOT_FOUND');

/** The body of a successful change: the English `message`, every language's `messages`, and what the change made. */
export function notificationChangedBody<Data>(code: NotificationTextCode, data: Data): { success: true; message: string; messages: NotificationTexts; data: Data } {
  const messages = { ...NOTIFICATION_TEXTS[code] };
  return { success: true, message: messages.en, messages, data };
}
