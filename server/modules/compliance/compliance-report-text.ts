import type { Language } from '../../../engine/i18n/languages';
import type { ComplianceCheckId, ComplianceCheckState } from './compliance-checks';

/** The words of a compliance report, in one language; {{documents}} and {{clients}} are the office's own. */
export interface ReportWords {
  title: string;
  office: string;
  checkedAt: string;
  period: string;
  wholeHistory: string;
  summary: string;
  auditEvents: string;
  checks: Record<ComplianceCheckId, string>;
  states: Record<ComplianceCheckState, string>;
  columns: { check: string; state: string; count: string; checked: string; reason: string; item: string; detail: string; at: string; link: string };
  findingsSheet: string;
  statusSheet: string;
  more: string;
}

/** The report's words in every language. */
export const REPORT_WORDS: Record<Language, ReportWords> = {
  he: {
    title: 'דוח ציות',
    office: 'משרד',
    checkedAt: 'נבדק ב־',
    period: 'תקופה',
    wholeHistory: 'כל התקופה',
    summary: '{{problems}} בדיקות עם ממצאים מתוך {{checks}}',
    auditEvents: 'אירועי ציות ביומן הביקורת בתקופה: {{count}}',
    checks: {
      'overdue-slas': 'זמני טיפול בשלבים שחלפו',
      'overdue-tasks': 'משימות באיחור',
      'pending-approvals': 'אישורים ממתינים',
      'audit-chain': 'שלמות שרשרת יומן הביקורת',
      'password-age': 'סיסמאות ישנות מהמותר במדיניות',
      mfa: 'משתמשים בלי אימות דו-שלבי',
      'document-expiry': '{{Documents}} שפג תוקפם',
      consent: '{{Clients}} בלי הסכמה נדרשת',
    },
    states: { ok: 'תקין', problem: 'נמצאו בעיות', 'not-applicable': 'לא רלוונטי' },
    columns: { check: 'בדיקה', state: 'מצב', count: 'ממצאים', checked: 'נבדקו', reason: 'הסבר', item: 'פריט', detail: 'פרטים', at: 'מועד', link: 'קישור' },
    findingsSheet: 'ממצאים',
    statusSheet: 'מצב',
    more: 'ועוד {{count}}',
  },
  en: {
    title: 'Compliance report',
    office: 'Office',
    checkedAt: 'Checked at',
    period: 'Period',
    wholeHistory: 'All time',
    summary: '{{problems}} of {{checks}} checks with findings',
    auditEvents: 'Compliance events in the audit log in the period: {{count}}',
    checks: {
      'overdue-slas': 'Stage time limits passed',
      'overdue-tasks': 'Overdue tasks',
      'pending-approvals': 'Approvals waiting',
      'audit-chain': 'Audit log chain integrity',
      'password-age': 'Passwords older than the policy allows',
      mfa: 'Users without multi-factor sign-in',
      'document-expiry': '{{Documents}} past expiry',
      consent: '{{Clients}} missing a required consent',
    },
    states: { ok: 'OK', problem: 'Problems found', 'not-applicable': 'Not applicable' },
    columns: { check: 'Check', state: 'State', count: 'Findings', checked: 'Checked', reason: 'Reason', item: 'Item', detail: 'Detail', at: 'When', link: 'Link' },
    findingsSheet: 'Findings',
    statusSheet: 'Status',
    more: 'and {{count}} more',
  },
  es: {
    title: 'Informe de cumplimiento',
    office: 'Oficina',
    checkedAt: 'Verificado el',
    period: 'Período',
    wholeHistory: 'Todo el historial',
    summary: '{{problems}} de {{checks}} verificaciones con hallazgos',
    auditEvents: 'Eventos de cumplimiento en el registro de auditoría del período: {{count}}',
    checks: {
      'overdue-slas': 'Plazos de etapa vencidos',
      'overdue-tasks': 'Tareas vencidas',
      'pending-approvals': 'Aprobaciones pendientes',
      'audit-chain': 'Integridad de la cadena del registro de auditoría',
      'password-age': 'Contraseñas más antiguas de lo que permite la política',
      mfa: 'Usuarios sin verificación en dos pasos',
      'document-expiry': '{{Documents}} caducados',
      consent: '{{Clients}} sin un consentimiento obligatorio',
    },
    states: { ok: 'Correcto', problem: 'Se hallaron problemas', 'not-applicable': 'No aplica' },
    columns: { check: 'Verificación', state: 'Estado', count: 'Hallazgos', checked: 'Verificados', reason: 'Motivo', item: 'Elemento', detail: 'Detalle', at: 'Fecha', link: 'Enlace' },
    findingsSheet: 'Hallazgos',
    statusSheet: 'Estado',
    more: 'y {{count}} más',
  },
};

/** Puts numbers into a report text's {{name}} slots; the office's words are filled separately. */
export function withNumbers(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
