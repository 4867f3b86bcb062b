import { fieldError, type FieldError } from '../../plugins/errors';

/** The free-text fields of a profile, as PUT /api/users/profile may send them (null or empty clears one). */
export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  company?: string | null;
  position?: string | null;
  timezone?: string | null;
  language?: 'he' | 'en' | 'es' | null;
  bio?: string | null;
  linkedIn?: string | null;
  website?: string | null;
}

/** The fields a PUT changes, cleaned: names trimmed, empty values as null, time zones and addresses in canonical form. */
export type ProfileChanges = Omit<ProfileInput, 'email' | 'language'>;

const PHONE = /^\+?[0-9(][0-9 ().-]*$/;
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const LINKEDIN_HOST = /(^|\.)linkedin\.com$/i;

/** The IANA name of a time zone as Intl spells it (Asia/Jerusalem for asia/jerusalem), or undefined when Intl knows none by that name. */
export function canonicalTimeZone(name: string): string | undefined {
  if (!IANA_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A web address as stored: https:// added when no scheme was typed; undefined unless it is http(s) with a host. */
export function normalizedUrl(text: string): string | undefined {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || url.username || url.password) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

const MESSAGES = {
  blankName: (field: string) => fieldError(field, { he: 'השם אינו יכול להיות ריק', en: 'The name cannot be blank', es: 'El nombre no puede estar vacío' }),
  phone: fieldError('phone', { he: 'מספר הטלפון אינו תקין: 7 עד 15 ספרות, אפשר עם + בתחילתו', en: 'Invalid phone number: 7 to 15 digits, optionally starting with +', es: 'Número de teléfono no válido: de 7 a 15 dígitos, opcionalmente con + al principio' }),
  timezone: fieldError('timezone', { he: 'אזור הזמן אינו מוכר; יש לבחור שם IANA כמו Asia/Jerusalem', en: 'Unknown time zone; choose an IANA name such as Asia/Jerusalem', es: 'Zona horaria desconocida; elija un nombre IANA como Asia/Jerusalem' }),
  website: fieldError('website', { he: 'כתובת האתר אינה תקינה; יש להזין כתובת http או https', en: 'Invalid website address; enter an http or https address', es: 'Dirección del sitio web no válida; introduzca una dirección http o https' }),
  linkedIn: fieldError('linkedIn', { he: 'כתובת LinkedIn אינה תקינה; יש להזין כתובת בדומיין linkedin.com', en: 'Invalid LinkedIn address; enter an address on linkedin.com', es: 'Dirección de LinkedIn no válida; introduzca una dirección de linkedin.com' }),
};

const cleaned = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim());

/** Checks and cleans the fields of a profile update; answers the changes, or every field's problem at once. */
export function checkProfileFields(input: ProfileInput): { changes: ProfileChanges; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const changes: ProfileChanges = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value.trim() === '') errors.push(MESSAGES.blankName(field));
    else changes[field] = value.trim();
  }
  for (const field of ['company', 'position', 'bio'] as const) {
    const value = cleaned(input[field]);
    if (value !== undefined) changes[field] = value;
  }
  const phone = cleaned(input.phone);
  if (phone !== undefined) {
    const digits = phone?.replace(/\D/g, '').length ?? 0;
    if (phone !== null && (!PHONE.test(phone) || digits < 7 || digits > 15)) errors.push(MESSAGES.phone);
    else changes.phone = phone;
  }
  const timezone = cleaned(input.timezone);
  if (timezone !== undefined) {
    const canonical = timezone === null ? null : canonicalTimeZone(timezone);
    if (canonical === undefined) errors.push(MESSAGES.timezone);
    else changes.timezone = canonical;
  }
  for (const field of ['website', 'linkedIn'] as const) {
    const value = cleaned(input[field]);
    if (value === undefined) continue;
    const url = value === null ? null : normalizedUrl(value);
    if (url === undefined || (field === 'linkedIn' && url !== null && !LINKEDIN_HOST.test(new URL(url).hostname))) errors.push(MESSAGES[field]);
    else changes[field] = url;
  }
  return { changes, errors };
}
