import type { Language } from '../../../engine/i18n/languages';

// TODO(#27): read from engine/xml/holdings-fields.ts once branch h-xmlcore lands; the same fields until then.
const FIELDS: readonly { field: string; label: Readonly<Record<Language, string>> }[] = [
  { field: 'policyNumber', label: { he: 'מספר פוליסה', en: 'Policy number', es: 'Número de póliza' } },
  { field: 'planName', label: { he: 'שם התוכנית', en: 'Plan name', es: 'Nombre del plan' } },
  { field: 'productType', label: { he: 'סוג מוצר', en: 'Product type', es: 'Tipo de producto' } },
  { field: 'status', label: { he: 'סטטוס', en: 'Status', es: 'Estado' } },
  { field: 'member.idNumber', label: { he: 'מספר זהות', en: 'ID number', es: 'Número de identidad' } },
  { field: 'member.firstName', label: { he: 'שם פרטי', en: 'First name', es: 'Nombre' } },
  { field: 'member.lastName', label: { he: 'שם משפחה', en: 'Last name', es: 'Apellido' } },
  { field: 'producerName', label: { he: 'יצרן', en: 'Producer', es: 'Productor' } },
  { field: 'valuationDate', label: { he: 'תאריך נכונות', en: 'Valuation date', es: 'Fecha de valoración' } },
  { field: 'balance', label: { he: 'יתרה', en: 'Balance', es: 'Saldo' } },
  { field: 'monthlyDeposit', label: { he: 'הפקדה חודשית', en: 'Monthly deposit', es: 'Aportación mensual' } },
  { field: 'depositFeePct', label: { he: 'דמי ניהול מהפקדה', en: 'Deposit fee', es: 'Comisión sobre aportación' } },
  { field: 'balanceFeePct', label: { he: 'דמי ניהול מצבירה', en: 'Balance fee', es: 'Comisión sobre saldo' } },
];

/** The fields of a policy a flat spreadsheet may hold, labelled in a language, in the order they are offered. */
export function holdingsFieldOptions(language: Language): { value: string; label: string }[] {
  return FIELDS.map((entry) => ({ value: entry.field, label: entry.label[language] }));
}
