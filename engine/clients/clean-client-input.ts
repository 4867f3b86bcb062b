import clientSchema from '../../schemas/client.schema.json';

type Data = Record<string, unknown>;

/** The flat fields the clean-up gathers into a group, by group. */
const GROUPS = {
  management: ['status', 'tags', 'notes', 'assignedTo', 'priority'],
  professional: ['occupation', 'company', 'workPhone', 'workEmail'],
} as const;

const NAME_FIELDS = new Set(['firstName', 'lastName']);
const EMAIL_FIELDS = new Set(['email', 'workEmail']);
const PHONE_FIELDS = new Set(['phone', 'mobilePhone', 'fax', 'workPhone']);

const propertiesOf = (node: { properties?: object }): ReadonlySet<string> => new Set(Object.keys(node.properties ?? {}));

// The fields the schema knows at the top and in each group. A field it does not know is kept as sent, however empty
// and however deep, for validation to refuse as unknown: never walked, never dropped.
const TOP_FIELDS = propertiesOf(clientSchema);
const GROUP_FIELDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (['address', 'professional', 'management'] as const).map((group) => [group, propertiesOf(clientSchema.properties[group])]),
);

// Angle brackets and quotes, straight and curly; an apostrophe belongs in names (O'Brien) and stays.
const NAME_STRIPPED = /[<>"`\u201C\u201D\u201E]/g;

function isRecord(value: unknown): value is Data {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.keys(value).length === 0;
}

// What people type in a phone number: digits, a leading +, and separators.
const PHONE_LIKE = /^\+?[0-9\s\-.()]*$/;

/** A phone number as digits only, keeping the + of an international one; anything else is left for validation to refuse. */
function phoneDigits(value: string): string {
  const trimmed = value.trim();
  if (!PHONE_LIKE.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/[^0-9]/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

function cleanString(field: string, value: string): string {
  if (NAME_FIELDS.has(field)) return value.replace(NAME_STRIPPED, '').trim();
  if (EMAIL_FIELDS.has(field)) return value.trim().toLowerCase();
  if (PHONE_FIELDS.has(field)) return phoneDigits(value);
  return value.trim();
}

// Sets a key as the object's own, even `__proto__`, which plain assignment would take as the prototype.
function setOwn(data: Data, key: string, value: unknown): void {
  Object.defineProperty(data, key, { value, enumerable: true, writable: true, configurable: true });
}

// A field's value cleaned: texts, and the texts of a list; any other shape is kept for validation to judge.
function cleanValue(field: string, value: unknown): unknown {
  if (typeof value === 'string') return cleanString(field, value);
  if (Array.isArray(value)) return value.map((item: unknown) => (typeof item === 'string' ? cleanString(field, item) : item)).filter((item) => !isEmpty(item));
  return value;
}

// Cleans the known fields and drops those left empty; a group is cleaned the same way one level down, the intake
// form's answers are checked against that form and kept as they are, an unknown field is kept as sent.
function cleanObject(data: Data, known: ReadonlySet<string>, groups?: ReadonlyMap<string, ReadonlySet<string>>): Data {
  const out: Data = {};
  for (const [field, value] of Object.entries(data)) {
    const group = groups?.get(field);
    if (!known.has(field)) {
      setOwn(out, field, value);
      continue;
    }
    const cleaned = field === 'intake' ? value : group && isRecord(value) ? cleanObject(value, group) : cleanValue(field, value);
    if (!isEmpty(cleaned)) setOwn(out, field, cleaned);
  }
  return out;
}

// Gathers flat fields into their group; what the group already holds wins over a flat field of the same name.
function grouped(raw: Data): Data {
  const out: Data = { ...raw };
  if (out.address === undefined && Array.isArray(out.addresses) && out.addresses.length > 0) out.address = out.addresses[0];
  delete out.addresses;
  for (const [group, fields] of Object.entries(GROUPS)) {
    const flat: Data = {};
    for (const field of fields) {
      if (Object.hasOwn(out, field)) flat[field] = out[field];
      delete out[field];
    }
    if (Object.keys(flat).length > 0) out[group] = isRecord(out[group]) ? { ...flat, ...out[group] } : out[group] ?? flat;
  }
  return out;
}

/**
 * Client data as it is sent and saved (spec 2 §5): the first of `addresses` becomes `address`; flat status, tags,
 * notes, assignedTo and priority go into `management`, flat occupation, company, workPhone and workEmail into
 * `professional`; names lose angle brackets and quotes; e-mail addresses are trimmed and lower-cased; phone numbers
 * typed with separators keep only their digits (and the + of an international one); other texts are trimmed; empty values ('', blanks, null,
 * empty lists and objects) are dropped. A field the schema does not know is kept as sent, for validation to refuse.
 * The input is not changed.
 */
export function cleanClientInput(raw: Record<string, unknown>): Record<string, unknown> {
  return cleanObject(grouped(raw), TOP_FIELDS, GROUP_FIELDS);
}
