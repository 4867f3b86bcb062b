import type { Selectable } from 'kysely';
import type { SignatureMethod } from '../../db/column-types';
import type { SigningFieldsTable } from '../../db/schema';
import { fieldError, type FieldError } from '../../plugins/errors';
import { MAX_SIGNATURE_BYTES } from '../signing/signing.schemas';
import { SIGNING_PUBLIC_TEXTS, type SigningPublicCode } from './signing-public.messages';

/** What the signer's page sent for one box. */
export interface FieldValueInput {
  fieldId: string;
  value?: string;
  method?: SignatureMethod;
  image?: string;
}

/** A box's value once checked, as it is stored. */
export interface CheckedValue {
  fieldId: string;
  value: string | null;
  image: Buffer | null;
  method: SignatureMethod | null;
}

type Field = Pick<Selectable<SigningFieldsTable>, 'id' | 'kind' | 'required'>;
type Checked = { value: CheckedValue } | { error: SigningPublicCode };

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);

/** The bytes of a PNG or JPEG data URL, when it is one (by its bytes, not only its label). */
export function imageOfDataUrl(dataUrl: string): Buffer | undefined {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return undefined;
  const bytes = Buffer.from(match[2]!, 'base64');
  return startsWith(bytes, PNG) || startsWith(bytes, JPEG) ? bytes : undefined;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function checkSignature(field: Field, input: FieldValueInput): Checked {
  const none = { fieldId: field.id, value: null, image: null };
  if (input.method === 'typed') {
    const words = input.value?.trim() ?? '';
    return words ? { value: { ...none, value: words.slice(0, 100), method: 'typed' } } : { error: 'SIGNING_SIGNATURE_INVALID' };
  }
  if (!input.method || !input.image) return { error: 'SIGNING_SIGNATURE_INVALID' };
  const image = imageOfDataUrl(input.image);
  if (!image) return { error: 'SIGNING_SIGNATURE_INVALID' };
  if (image.length > MAX_SIGNATURE_BYTES) return { error: 'SIGNING_SIGNATURE_TOO_LARGE' };
  return { value: { ...none, image, method: input.method } };
}

// Each kind's check; an empty text is no value at all (a required box then counts as missing).
const CHECKS: Record<Field['kind'], (field: Field, input: FieldValueInput) => Checked | undefined> = {
  signature: checkSignature,
  initials: checkSignature,
  date: (field, { value }) => (value && isCalendarDate(value) ? { value: { fieldId: field.id, value, image: null, method: null } } : { error: 'SIGNING_DATE_INVALID' }),
  checkbox: (field, { value }) => (value === 'true' || value === 'false' ? { value: { fieldId: field.id, value, image: null, method: null } } : { error: 'SIGNING_CHECKBOX_INVALID' }),
  text: (field, { value }) => (value?.trim() ? { value: { fieldId: field.id, value: value.trim(), image: null, method: null } } : undefined),
};

const isFilled = (value: CheckedValue) => value.image !== null || (value.value !== null && value.value !== 'false');
const error = (field: string, code: SigningPublicCode) => fieldError(field, { ...SIGNING_PUBLIC_TEXTS[code] });

/**
 * Checks what a participant sent for their boxes: each value for a box of theirs, once, in its kind's form; every
 * required box filled (a required checkbox ticked). Errors name `values.<index>.fieldId` for a box that is not
 * theirs, and `fields.<field id>` for a box's value.
 */
export function checkFieldValues(fields: readonly Field[], inputs: readonly FieldValueInput[]): { values: CheckedValue[]; errors: FieldError[] } {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const values = new Map<string, CheckedValue>();
  const errors: FieldError[] = [];
  inputs.forEach((input, index) => {
    const field = byId.get(input.fieldId);
    if (!field) return void errors.push(error(`values.${index}.fieldId`, 'SIGNING_FIELD_NOT_YOURS'));
    if (values.has(field.id)) return void errors.push(error(`values.${index}.fieldId`, 'SIGNING_FIELD_TWICE'));
    const checked = CHECKS[field.kind](field, input);
    if (checked && 'error' in checked) return void errors.push(error(`fields.${field.id}`, checked.error));
    if (checked) values.set(field.id, checked.value);
  });
  for (const field of fields) {
    const value = values.get(field.id);
    const reported = errors.some((each) => each.field === `fields.${field.id}`);
    if (field.required && !reported && (!value || !isFilled(value))) errors.push(error(`fields.${field.id}`, 'SIGNING_FIELD_MISSING'));
  }
  return { values: [...values.values()], errors };
}
