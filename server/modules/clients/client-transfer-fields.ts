import type { Language } from '../../../engine/i18n/languages';
import type { ClientRecord } from './clients.queries';

/** A language a file's headers are written and read in: the app's. */
export type TransferLanguage = Language;

/** A client field a file's column can hold: its dotted path, its header in each language, other headers it goes by, its value on export. */
export interface TransferField {
  path: string;
  labels: Record<TransferLanguage, string>;
  aliases?: readonly string[];
  read: (record: ClientRecord) => string;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const field = (path: string, he: string, en: string, es: string, read: (record: ClientRecord) => unknown, aliases: readonly string[] = []): TransferField => ({
  path,
  labels: { he, en, es },
  aliases,
  read: (record) => text(read(record)),
});

/** The fields of a client an export writes and an import reads, in the export's column order. */
export const TRANSFER_FIELDS: readonly TransferField[] = [
  field('firstName', 'שם פרטי', 'First name', 'Nombre', (r) => r.first_name),
  field('lastName', 'שם משפחה', 'Last name', 'Apellido', (r) => r.last_name),
  field('idNumber', 'ת.ז.', 'ID number', 'Número de identificación', (r) => r.id_number, ['תעודת זהות', 'ת"ז', 'תז', 'מספר זהות', 'ID']),
  field('birthDate', 'תאריך לידה', 'Birth date', 'Fecha de nacimiento', (r) => r.birth_date, ['Date of birth']),
  field('gender', 'מגדר', 'Gender', 'Género', (r) => r.gender),
  field('email', 'דוא"ל', 'Email', 'Correo electrónico', (r) => r.email, ['דואל', 'אימייל', 'מייל', 'דואר אלקטרוני', 'E-mail']),
  field('phone', 'טלפון', 'Phone', 'Teléfono', (r) => r.phone),
  field('mobilePhone', 'נייד', 'Mobile phone', 'Móvil', (r) => r.mobile_phone, ['טלפון נייד', 'Mobile', 'Cell phone']),
  field('fax', 'פקס', 'Fax', 'Fax', (r) => r.fax),
  field('preferredContact', 'דרך התקשרות מועדפת', 'Preferred contact', 'Contacto preferido', (r) => r.preferred_contact),
  field('address.street', 'רחוב', 'Street', 'Calle', (r) => r.address?.street, ['כתובת', 'Address']),
  field('address.city', 'עיר', 'City', 'Ciudad', (r) => r.address?.city, ['יישוב']),
  field('address.state', 'מחוז', 'State', 'Provincia', (r) => r.address?.state),
  field('address.postalCode', 'מיקוד', 'Postal code', 'Código postal', (r) => r.address?.postalCode, ['Zip', 'Zip code']),
  field('address.country', 'מדינה', 'Country', 'País', (r) => r.address?.country),
  field('professional.occupation', 'עיסוק', 'Occupation', 'Ocupación', (r) => r.professional?.occupation, ['מקצוע']),
  field('professional.company', 'חברה', 'Company', 'Empresa', (r) => r.professional?.company, ['מקום עבודה']),
  field('professional.workPhone', 'טלפון בעבודה', 'Work phone', 'Teléfono del trabajo', (r) => r.professional?.workPhone),
  field('professional.workEmail', 'דוא"ל בעבודה', 'Work email', 'Correo del trabajo', (r) => r.professional?.workEmail),
  field('management.status', 'סטטוס', 'Status', 'Estado', (r) => r.status),
  field('management.priority', 'עדיפות', 'Priority', 'Prioridad', (r) => r.priority),
  field('management.tags', 'תגיות', 'Tags', 'Etiquetas', (r) => r.tags.join(', ')),
  field('management.notes', 'הערות', 'Notes', 'Notas', (r) => r.notes),
  field('management.assignedTo', 'אחראי', 'Assigned to', 'Asignado a', (r) => r.assigned_to),
  field('kind', 'סוג', 'Kind', 'Tipo', (r) => r.kind),
  field('leadStatus', 'סטטוס ליד', 'Lead status', 'Estado del cliente potencial', (r) => r.lead_status),
  field('leadScore', 'ציון ליד', 'Lead score', 'Puntuación', (r) => r.lead_score),
  field('source', 'מקור', 'Source', 'Origen', (r) => r.source),
];

/** The field paths an import's mapping may name. */
export const TRANSFER_PATHS = new Set(TRANSFER_FIELDS.map((entry) => entry.path));

// Headers compared without case, spaces, dots, dashes and quotes: 'ת.ז.' = 'ת"ז' = 'תז', 'E-mail' = 'email'.
const key = (header: string): string => header.toLowerCase().replace(/[\s._\-'"׳״]/g, '');

const BY_HEADER = new Map<string, string>(
  TRANSFER_FIELDS.flatMap((entry) => [entry.path, ...Object.values(entry.labels), ...(entry.aliases ?? [])].map((name) => [key(name), entry.path] as const)),
);

/** The field a file's header most likely holds (by its name in Hebrew, English or Spanish, or the field's path), or null. */
export function suggestedField(header: string): string | null {
  return BY_HEADER.get(key(header)) ?? null;
}
