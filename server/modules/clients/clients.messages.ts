import { messageFor, type MessageCode, type Messages } from '../../i18n/messages';

/** A text in every language the server speaks. */
export type ClientText = Messages;

/** Texts of the clients calls that the shared catalogue does not hold; the codes are local to this module. */
export const CLIENT_TEXTS = {
  CLIENT_CREATED: { he: 'ה{{client}} נוצר בהצלחה', en: '{{Client}} created successfully', es: '{{Client}} creado correctamente' },
  CLIENT_UPDATED: { he: 'פרטי ה{{client}} עודכנו', en: '{{Client}} updated successfully', es: '{{Client}} actualizado correctamente' },
  CLIENT_DELETED: { he: 'ה{{client}} נמחק', en: '{{Client}} deleted successfully', es: '{{Client}} eliminado correctamente' },
  CLIENT_DUPLICATED: { he: 'נוצר עותק של ה{{client}}', en: '{{Client}} duplicated successfully', es: '{{Client}} duplicado correctamente' },
  CLIENT_TAGS_UPDATED: { he: 'התגיות עודכנו', en: 'Tags updated', es: 'Etiquetas actualizadas' },
  CLIENT_FOLLOW_UP_SET: { he: 'נקבע מעקב', en: 'Follow-up scheduled', es: 'Seguimiento programado' },
  CLIENT_FOLLOW_UP_COMPLETED: { he: 'המעקב הושלם', en: 'Follow-up completed', es: 'Seguimiento completado' },
  CLIENT_NOTE_ADDED: { he: 'ההערה נוספה', en: 'Note added', es: 'Nota añadida' },
  CLIENT_NOTE_UPDATED: { he: 'ההערה עודכנה', en: 'Note updated', es: 'Nota actualizada' },
  CLIENT_NOTE_DELETED: { he: 'ההערה נמחקה', en: 'Note deleted', es: 'Nota eliminada' },
  CLIENT_ACTIVITY_ADDED: { he: 'הפעילות נרשמה', en: 'Activity recorded', es: 'Actividad registrada' },
  CLIENT_COMMUNICATION_LOGGED: { he: 'ההתקשרות נרשמה', en: 'Communication recorded', es: 'Comunicación registrada' },
  CLIENT_READ_ONLY: {
    he: 'הרשאת הצפייה שלך מאפשרת לקרוא את פרטי ה{{clients}} אך לא לשנות אותם',
    en: 'Your viewer role lets you read {{clients}} but not change them',
    es: 'Su rol de lector le permite ver los {{clients}}, pero no modificarlos',
  },
  CLIENT_TAG_NOT_FOUND: { he: 'אין {{client}} עם התגית הזו', en: 'No {{client}} carries this tag', es: 'Ningún {{client}} tiene esta etiqueta' },
  CLIENT_NOTE_NOT_FOUND: { he: 'ההערה לא נמצאה', en: 'Note not found', es: 'Nota no encontrada' },
  INVALID_QUERY: { he: 'פרמטרי השאילתה אינם תקינים', en: 'Invalid query parameters', es: 'Parámetros de consulta no válidos' },
  INVALID_CURSOR: {
    he: 'סמן הדפדוף אינו תקין או שאינו מתאים למיון; חזרו לעמוד הראשון',
    en: 'The paging cursor is invalid or does not match the sort; go back to the first page',
    es: 'El cursor de paginación no es válido o no coincide con el orden; vuelva a la primera página',
  },
  DATE_RANGE_REVERSED: { he: 'תאריך ההתחלה חייב להיות לפני תאריך הסיום', en: 'dateFrom must not be after dateTo', es: 'dateFrom no puede ser posterior a dateTo' },
  TOO_MANY_TAGS: { he: 'ל{{client}} יכולות להיות עד 10 תגיות', en: 'A {{client}} can have at most 10 tags', es: 'Un {{client}} puede tener como máximo 10 etiquetas' },
  FOLLOW_UP_IN_PAST: { he: 'מועד המעקב אינו יכול להיות בעבר', en: 'The follow-up date cannot be in the past', es: 'La fecha de seguimiento no puede estar en el pasado' },
  ASSIGNEE_NOT_MEMBER: { he: 'המשתמש המשויך אינו חבר במשרד', en: 'The assigned user is not a member of this office', es: 'El usuario asignado no es miembro de esta oficina' },
  CLIENT_HAS_RECORDS: {
    he: 'ל{{client}} יש רשומות במודולים של המשרד; יש למחוק אותן או למזג את ה{{client}} עם אחר לפני המחיקה',
    en: 'This {{client}} has records in the office’s modules; delete them, or merge the {{client}} into another, first',
    es: 'Este {{client}} tiene registros en los módulos de la oficina; elimínelos, o fusione el {{client}} con otro, antes',
  },
  LEAD_STATUS_NEEDS_LEAD: {
    he: 'סטטוס {{lead}} שייך רק ל{{lead}} (kind = lead)',
    en: 'A {{lead}} status belongs to a {{lead}} only (kind = lead)',
    es: 'Un estado de {{lead}} solo corresponde a un {{lead}} (kind = lead)',
  },
} as const satisfies Record<string, ClientText>;

/** A code of this module's texts. */
export type ClientTextCode = keyof typeof CLIENT_TEXTS;

/** A text of this module, or a catalogue code's text. */
export function clientText(code: ClientTextCode | MessageCode): ClientText {
  if (code in CLIENT_TEXTS) return { ...CLIENT_TEXTS[code as ClientTextCode] };
  return messageFor(code as MessageCode);
}

/** The body of a successful change: the English `message`, every language's `messages`, and what the change made. */
export function changedBody<Data>(code: ClientTextCode, data: Data): { success: true; message: string; messages: ClientText; data: Data } {
  const messages = clientText(code);
  return { success: true, message: messages.en, messages, data };
}

/** The body of a success with nothing to show. */
export function doneBody(code: ClientTextCode): { success: true; message: string; messages: ClientText } {
  const messages = clientText(code);
  return { success: true, message: messages.en, messages };
}
