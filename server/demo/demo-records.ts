import type { ResolvedCollection } from '../../engine/modules/record-collections';
import type { DemoOffice } from './demo-clients';
import { demoRandom, type DemoRandom } from './demo-random';
import { drawRecordData, inLanguage } from './demo-record-fields';
import { RECORD_THEMES, type ThemeEntry } from './demo-record-themes';
import type { DemoText } from './demo-record-words';

/** A demo client as the records seeder reads it back: whom a record is for and who looks after them. */
export interface DemoRecordClient {
  id: string;
  lastName: string;
  ownerId: string | null;
  /** The answers of the office's intake form: a pet's name, a property's address… that the client's records repeat. */
  intake: Readonly<Record<string, unknown>>;
}

/** A record already made in the office, which later records may name (a time entry's matter) or repeat (a claim's policy). */
export interface KnownRecord {
  entity: string;
  number: string | null;
  clientId: string | null;
  titleField: string | undefined;
  data: Readonly<Record<string, unknown>>;
}

/** A record to create through the records service: what a user's create would send. */
export interface DemoRecordBody {
  data: Record<string, unknown>;
  clientId?: string;
  assignedTo?: string;
}

/** How many records a collection gets: more where a workflow's board shows them by stage. */
export function demoRecordCount(collection: ResolvedCollection): number {
  return collection.workflow ? 20 : 15;
}

/** Fields a client's records share whatever collection they come from (the title field of the other record aside). */
const SHARED_FIELDS = new Set(['insurer', 'species', 'petName']);

type Properties = Record<string, { type?: string; enum?: unknown[]; maxLength?: number }>;

// The client's intake answers a form can take as they are: the form has the field, and the answer is one of its values.
function intakeValues(properties: Properties, intake: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(intake)) {
    const property = properties[key];
    if (!property || (property.enum && !property.enum.includes(value))) continue;
    const kind = typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : undefined;
    if (kind === undefined || (property.type !== kind && !(kind === 'number' && property.type === 'integer' && Number.isInteger(value)))) continue;
    if (typeof value === 'string' && property.maxLength !== undefined && value.length > property.maxLength) continue;
    values[key] = value;
  }
  return values;
}

// What an earlier record of the same client says that this form repeats: a policy's number and insurer for a claim.
function sharedValues(random: DemoRandom, properties: Properties, earlier: readonly KnownRecord[]): Record<string, unknown> {
  const candidates = earlier.map((record) =>
    Object.fromEntries(Object.entries(record.data).filter(([key]) => properties[key] && (key === record.titleField || SHARED_FIELDS.has(key)))),
  );
  const sharing = candidates.filter((values) => Object.keys(values).length > 0);
  return sharing.length ? random.pick(sharing) : {};
}

// A theme's values in the office's language, its client's name put in.
function themeValues(entry: ThemeEntry, language: DemoOffice['language'], lastName: string): Record<string, unknown> {
  const text = (value: DemoText) => inLanguage(value, language).replaceAll('{lastName}', lastName).trim();
  return Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, typeof value === 'number' || typeof value === 'boolean' ? value : text(value)]));
}

// A theme entry for the form that agrees with the values already fixed (a cat's vaccine for a cat).
function themeEntry(random: DemoRandom, collection: ResolvedCollection, fixed: Readonly<Record<string, unknown>>): ThemeEntry | undefined {
  const fields = collection.form.schema.properties as Properties;
  const theme = RECORD_THEMES.find((candidate) => candidate.anchor.every((key) => fields[key] !== undefined));
  if (!theme) return undefined;
  const fitting = theme.entries.filter((entry) => Object.entries(entry).every(([key, value]) => fixed[key] === undefined || typeof value === 'object' || fixed[key] === value));
  return fitting.length ? random.pick(fitting) : undefined;
}

// The form's field that names a numbered record of another collection (`matterId`), with the records it may name.
function linkOf(collection: ResolvedCollection, known: readonly KnownRecord[]): { field: string; records: KnownRecord[]; isRequired: boolean } | undefined {
  const schema = collection.form.schema as { required?: string[]; properties: Properties };
  for (const entity of new Set(known.map((record) => record.entity))) {
    const field = [`${entity}Id`, `${entity}Number`].find((key) => schema.properties[key]?.type === 'string');
    const numbered = known.filter((record) => record.entity === entity && record.number !== null);
    // Records that carry the field themselves first (policies the insurer has numbered), if there are any.
    const carrying = numbered.filter((record) => typeof record.data[field ?? ''] === 'string');
    const records = carrying.length ? carrying : numbered;
    if (field && records.length) return { field, records, isRequired: schema.required?.includes(field) ?? false };
  }
  return undefined;
}

/**
 * The demo records of one collection of an office, the same on every run for the same office, clients, earlier
 * records and `now`: each for a client where the collection links to clients (a record naming another, such as a
 * time entry's matter, is for that record's client), assigned to the client's owner or a demo member, its values
 * drawn from the form's fields, coherent with the client's intake and earlier records and in the office's language.
 */
export function demoCollectionRecords(office: DemoOffice, collection: ResolvedCollection, clients: readonly DemoRecordClient[], known: readonly KnownRecord[], now: Date): DemoRecordBody[] {
  const random = demoRandom(`lishka-demo-records:${office.slug}:${collection.ownerId}`);
  const properties = collection.form.schema.properties as Properties;
  const link = linkOf(collection, known);
  const clientById = new Map(clients.map((client) => [client.id, client]));
  const regularIds = new Set(known.map((record) => record.clientId));
  const regulars = clients.filter((client) => regularIds.has(client.id));
  const bodies: DemoRecordBody[] = [];
  for (let index = 0; index < demoRecordCount(collection); index += 1) {
    const fixed: Record<string, unknown> = {};
    let client: DemoRecordClient | undefined;
    const linked = link && (link.isRequired || random.chance(0.7)) ? random.pick(link.records) : undefined;
    if (linked && link) {
      // The linked record's own value of the field where it has one (a policy's number from the insurer), else its number.
      Object.assign(fixed, sharedValues(random, properties, [linked]), { [link.field]: typeof linked.data[link.field] === 'string' ? linked.data[link.field] : linked.number });
      if (collection.client !== 'none' && linked.clientId) client = clientById.get(linked.clientId);
    }
    if (!client && clients.length && (collection.client === 'required' || (collection.client === 'optional' && !linked && random.chance(0.6)))) {
      // Most records are for clients the office already keeps records of: a claim on a policy, a pet's visit.
      client = regulars.length && random.chance(0.6) ? random.pick(regulars) : random.pick(clients);
    }
    if (client) {
      const earlier = known.filter((record) => record.clientId === client.id);
      Object.assign(fixed, { ...intakeValues(properties, client.intake), ...sharedValues(random, properties, earlier), ...fixed });
    }
    const entry = themeEntry(random, collection, fixed);
    const given = { ...(entry ? themeValues(entry, office.language, client?.lastName ?? '') : {}), ...fixed };
    const data = drawRecordData(collection.form, { random, now, language: office.language, index, given });
    const owner = client?.ownerId ?? random.weighted([[office.proId, 7], [office.adminId, 3]] as const);
    const assignedTo = random.chance(0.08) ? undefined : owner;
    bodies.push({ data, ...(client ? { clientId: client.id } : {}), ...(assignedTo ? { assignedTo } : {}) });
  }
  return bodies;
}
