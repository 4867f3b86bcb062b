/** Where a merged field's label comes from: a key of the clients strings, the office's intake form, or the field's own name. */
export type FieldLabel = { key: string } | { intake: string } | { raw: string };

/**
 * How a field's value reads: as text; left to right (e-mails, phones, ID numbers); a date; a word of the clients
 * strings under a key prefix; a word of the office vocabulary (statuses); or the record's kind.
 */
export type ValueFormat = { as: 'text' } | { as: 'ltr' } | { as: 'date' } | { as: 'word'; prefix: string } | { as: 'term' } | { as: 'kind' };

/** How one field of a merge conflict is shown. */
export interface MergeField {
  label: FieldLabel;
  value: ValueFormat;
}

const TEXT: ValueFormat = { as: 'text' };
const LTR: ValueFormat = { as: 'ltr' };
const detail = (name: string, value: ValueFormat = TEXT): MergeField => ({ label: { key: `detail.fields.${name}` }, value });
const labelled = (key: string, value: ValueFormat = TEXT): MergeField => ({ label: { key }, value });
const nested = (object: string, names: string[], ltr: string[]): [string, MergeField][] => names.map((name) => [`${object}.${name}`, detail(name, ltr.includes(name) ? LTR : TEXT)]);

// The fields a merge compares (server/modules/clients/client-merge.plan.ts), by their dotted path.
const FIELDS: Readonly<Record<string, MergeField>> = {
  firstName: detail('firstName'),
  lastName: detail('lastName'),
  kind: labelled('transfer.fields.kind', { as: 'kind' }),
  leadStatus: labelled('transfer.fields.leadStatus', { as: 'word', prefix: 'leadStatus.' }),
  leadScore: labelled('transfer.fields.leadScore', LTR),
  'management.status': labelled('transfer.fields.status', { as: 'term' }),
  'management.priority': labelled('transfer.fields.priority', { as: 'word', prefix: 'priority.' }),
  'management.notes': detail('notes'),
  'management.assignedTo': labelled('transfer.fields.assignedTo', LTR),
  idNumber: detail('idNumber', LTR),
  birthDate: detail('birthDate', { as: 'date' }),
  gender: detail('gender', { as: 'word', prefix: 'detail.gender.' }),
  email: detail('email', LTR),
  phone: detail('phone', LTR),
  mobilePhone: detail('mobilePhone', LTR),
  fax: detail('fax', LTR),
  preferredContact: detail('preferredContact', { as: 'word', prefix: 'detail.contact.' }),
  source: detail('source'),
  followUpNotes: labelled('merge.followUpNotes'),
  ...Object.fromEntries(nested('address', ['street', 'city', 'state', 'postalCode', 'country'], ['postalCode'])),
  ...Object.fromEntries(nested('professional', ['occupation', 'company', 'workPhone', 'workEmail'], ['workPhone', 'workEmail'])),
};

/** How a conflict's field (a dotted path such as `address.city` or `intake.species`) is labelled and its values shown. */
export function describeMergeField(field: string): MergeField {
  const known = FIELDS[field];
  if (known) return known;
  if (field.startsWith('intake.')) return { label: { intake: field.slice('intake.'.length) }, value: TEXT };
  return { label: { raw: field }, value: TEXT };
}
