import { messageBody, type Messages } from '../../i18n/messages';
import { fieldError, HttpError, type FieldError } from '../../plugins/errors';

/** Texts of the audit calls that the shared catalogue does not hold; the codes are local to this module. */
export const AUDIT_TEXTS = {
  AUDIT_ENABLED: { he: 'רישום הגישה לרשומות הופעל', en: 'Record access auditing enabled', es: 'Registro de accesos a los registros activado' },
  AUDIT_DISABLED: { he: 'רישום הגישה לרשומות כובה; שינויים ופעולות ניהול עדיין נרשמים', en: 'Record access auditing disabled; changes and administrative actions are still audited', es: 'Registro de accesos a los registros desactivado; los cambios y las acciones administrativas se siguen auditando' },
  AUDIT_CONFIGURATION_UPDATED: { he: 'הגדרות יומן הביקורת עודכנו', en: 'Audit configuration updated', es: 'Configuración de auditoría actualizada' },
  INVALID_DATE_RANGE: { he: 'תאריך הסיום מוקדם מתאריך ההתחלה', en: 'The end date is before the start date', es: 'La fecha de fin es anterior a la fecha de inicio' },
  INVALID_AUDIT_CONFIGURATION: { he: 'הגדרות יומן הביקורת אינן תקינות; לא נשמר דבר', en: 'Invalid audit configuration; nothing was changed', es: 'Configuración de auditoría no válida; no se cambió nada' },
  RETENTION_OUT_OF_RANGE: { he: 'תקופת השמירה חייבת להיות בין 90 ל-3650 ימים', en: 'The retention period must be between 90 and 3650 days', es: 'El período de conservación debe estar entre 90 y 3650 días' },
  EVENT_TYPE_ALWAYS_KEPT: {
    he: 'אפשר להחריג רק סוגי אירועים של גישה לרשומות; שינויים ופעולות ניהול נרשמים תמיד',
    en: 'Only record access event types can be excluded; changes and administrative actions are always audited',
    es: 'Solo se pueden excluir los tipos de eventos de acceso a registros; los cambios y las acciones administrativas se auditan siempre',
  },
} as const satisfies Record<string, Messages>;

/** A code of this module's texts. */
export type AuditTextCode = keyof typeof AUDIT_TEXTS;

/** An error with one of this module's texts and, for bad input, each field's problem. */
export function auditError(status: number, code: AuditTextCode, errors?: FieldError[]): HttpError {
  return new HttpError(status, code, { ...AUDIT_TEXTS[code] }, errors && errors.length > 0 ? errors : undefined);
}

/** One field's problem with one of this module's texts. */
export const auditFieldError = (field: string, code: AuditTextCode): FieldError => fieldError(field, { ...AUDIT_TEXTS[code] });

/** A success body with a local text (`message` is the English) and what the change made. */
export function auditChanged<Data>(code: AuditTextCode, data: Data) {
  return { ...messageBody(AUDIT_TEXTS[code]), data };
}
