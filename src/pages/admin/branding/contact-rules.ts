import branding from '../../../../schemas/branding.schema.json';
import { emailFinding } from '../../../../engine/clients';

// The rules come from schemas/branding.schema.json itself, so the browser checks what the server checks.
const { contactEmail, contactPhone } = branding.properties;
const PHONE = new RegExp(contactPhone.pattern);

/** The longest a contact e-mail may be. */
export const CONTACT_EMAIL_MAX_LENGTH: number = contactEmail.maxLength;

/** Whether a contact e-mail is fine as the server checks it: empty (not set), or an address within the length. */
export const isContactEmail = (value: string): boolean => value === '' || (value.length <= CONTACT_EMAIL_MAX_LENGTH && emailFinding(value) !== 'email');

/** Whether a contact phone is fine as the server checks it: empty (not set), or 7–20 digits, spaces, brackets, dots or hyphens after an optional +. */
export const isContactPhone = (value: string): boolean => value === '' || PHONE.test(value);
