import type { Language } from '../i18n/languages';
import { explainCode, type CodeLabels, type CodedField } from './clearing-house-codes';

/** How a field's values are written: spreadsheets give each its number format; percentages are as written (6.00 is 6%). */
export type HoldingsFieldFormat = 'text' | 'code' | 'money' | 'percent' | 'date' | 'number';

/** A field of a normalised policy that the flat spreadsheet can show: its dotted path, its heading in every language, its format. */
export interface HoldingsField {
  field: string;
  labels: CodeLabels;
  format: HoldingsFieldFormat;
  /** A field that is a code's meaning: the code's field and its list (the meaning is written in the output's language). */
  explains?: { field: string; code: CodedField };
}

const label = (he: string, en: string, es: string): CodeLabels => ({ he, en, es });

/** The fields a policy row may have, in their default order (the mapping chooser lists them so). */
export const HOLDINGS_FIELDS: readonly HoldingsField[] = [
  { field: 'policyNumber', labels: label('מספר פוליסה/חשבון', 'Policy/account number', 'Número de póliza/cuenta'), format: 'text' },
  { field: 'planName', labels: label('שם תוכנית', 'Plan name', 'Nombre del plan'), format: 'text' },
  { field: 'productType', labels: label('קוד סוג מוצר', 'Product type code', 'Código de tipo de producto'), format: 'code' },
  { field: 'productTypeName', labels: label('סוג מוצר', 'Product type', 'Tipo de producto'), format: 'text', explains: { field: 'productType', code: 'SUG-MUTZAR-PENSIONI' } },
  { field: 'producerId', labels: label('מזהה יצרן', 'Producer ID', 'ID del productor'), format: 'text' },
  { field: 'producerName', labels: label('יצרן', 'Producer', 'Productor'), format: 'text' },
  { field: 'member.idNumber', labels: label('מספר זהות', 'ID number', 'Número de identidad'), format: 'text' },
  { field: 'member.firstName', labels: label('שם פרטי', 'First name', 'Nombre'), format: 'text' },
  { field: 'member.lastName', labels: label('שם משפחה', 'Last name', 'Apellido'), format: 'text' },
  { field: 'member.birthDate', labels: label('תאריך לידה', 'Birth date', 'Fecha de nacimiento'), format: 'date' },
  { field: 'member.gender', labels: label('קוד מין', 'Gender code', 'Código de sexo'), format: 'code' },
  { field: 'member.genderName', labels: label('מין', 'Gender', 'Sexo'), format: 'text', explains: { field: 'member.gender', code: 'MIN' } },
  { field: 'member.maritalStatusName', labels: label('מצב משפחתי', 'Marital status', 'Estado civil'), format: 'text', explains: { field: 'member.maritalStatus', code: 'MATZAV-MISHPACHTI' } },
  { field: 'member.children', labels: label('מספר ילדים', 'Children', 'Hijos'), format: 'number' },
  { field: 'employerName', labels: label('מעסיק', 'Employer', 'Empleador'), format: 'text' },
  { field: 'status', labels: label('קוד סטטוס', 'Status code', 'Código de estado'), format: 'code' },
  { field: 'statusName', labels: label('סטטוס', 'Status', 'Estado'), format: 'text', explains: { field: 'status', code: 'STATUS-POLISA-O-CHESHBON' } },
  { field: 'joinDate', labels: label('תאריך הצטרפות', 'Join date', 'Fecha de adhesión'), format: 'date' },
  { field: 'valuationDate', labels: label('נכון לתאריך', 'Valuation date', 'Fecha de valoración'), format: 'date' },
  { field: 'balance', labels: label('יתרה צבורה', 'Balance', 'Saldo'), format: 'money' },
  { field: 'monthlyDeposit', labels: label('הפקדה חודשית', 'Monthly deposit', 'Aportación mensual'), format: 'money' },
  { field: 'depositFeePct', labels: label('דמי ניהול מהפקדה (%)', 'Deposit fee (%)', 'Comisión sobre aportaciones (%)'), format: 'percent' },
  { field: 'balanceFeePct', labels: label('דמי ניהול מצבירה (%)', 'Balance fee (%)', 'Comisión sobre saldo (%)'), format: 'percent' },
  { field: 'line', labels: label('שורה בקובץ', 'Line in the file', 'Línea en el archivo'), format: 'number' },
];

/** The columns of a flat spreadsheet when the user chose none. */
export const DEFAULT_HOLDINGS_COLUMNS: readonly string[] = [
  'policyNumber', 'member.idNumber', 'member.firstName', 'member.lastName', 'productTypeName', 'producerName', 'planName', 'employerName',
  'statusName', 'joinDate', 'valuationDate', 'balance', 'monthlyDeposit', 'depositFeePct', 'balanceFeePct',
];

const BY_FIELD = new Map(HOLDINGS_FIELDS.map((field) => [field.field, field]));

/** A field by its dotted path, or undefined for one the list does not hold. */
export function holdingsField(field: string): HoldingsField | undefined {
  return BY_FIELD.get(field);
}

const read = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

/** A field's value in a policy (a normalised HoldingsPolicy): a code's meaning in the language for a field that explains one. */
export function holdingsFieldValue(policy: unknown, field: HoldingsField, language: Language): string | number | null {
  if (field.explains) {
    const codeValue = read(policy, field.explains.field);
    if (codeValue === null || codeValue === undefined) return null;
    return explainCode(field.explains.code, String(codeValue), language) ?? String(codeValue);
  }
  const value = read(policy, field.field);
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
