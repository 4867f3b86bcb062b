/** The client fields a column can fill (server/modules/clients/client-transfer-fields.ts) and each one's label in `clients:transfer.fields`. */
export const IMPORT_FIELDS = [
  ['firstName', 'firstName'],
  ['lastName', 'lastName'],
  ['idNumber', 'idNumber'],
  ['birthDate', 'birthDate'],
  ['gender', 'gender'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['mobilePhone', 'mobilePhone'],
  ['fax', 'fax'],
  ['preferredContact', 'preferredContact'],
  ['address.street', 'street'],
  ['address.city', 'city'],
  ['address.state', 'state'],
  ['address.postalCode', 'postalCode'],
  ['address.country', 'country'],
  ['professional.occupation', 'occupation'],
  ['professional.company', 'company'],
  ['professional.workPhone', 'workPhone'],
  ['professional.workEmail', 'workEmail'],
  ['management.status', 'status'],
  ['management.priority', 'priority'],
  ['management.tags', 'tags'],
  ['management.notes', 'notes'],
  ['management.assignedTo', 'assignedTo'],
  ['kind', 'kind'],
  ['leadStatus', 'leadStatus'],
  ['leadScore', 'leadScore'],
  ['source', 'source'],
] as const;

/** A client field path an import can fill. */
export type ImportFieldPath = (typeof IMPORT_FIELDS)[number][0];

const LABEL_KEYS = new Map<string, string>(IMPORT_FIELDS);

/** The strings key of a field's label, or undefined for a path the screen does not know. */
export function fieldLabelKey(path: string): `transfer.fields.${string}` | undefined {
  const key = LABEL_KEYS.get(path);
  return key ? `transfer.fields.${key}` : undefined;
}
