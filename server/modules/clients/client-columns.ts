import type { ClientInput } from '../../../engine/clients';
import type { ClientKind, LeadStatus } from '../../db/schema';
import type { ClientChanges, ClientRecord } from './clients.queries';

/** The optional fields a change clears: sent as null or blank, by dotted path (`phone`, `address.city`, `management.notes`). */
export type ClearedFields = ReadonlySet<string>;

const GROUP_FIELDS = ['address', 'professional', 'management'] as const;
// The fields whose value cannot be cleared: names are required, the rest always have a value.
const UNCLEARABLE = new Set(['firstName', 'lastName', 'kind', 'management.status', 'management.priority', 'management.tags', 'intake', ...GROUP_FIELDS]);

const isBlank = (value: unknown): boolean => value === null || (typeof value === 'string' && value.trim() === '');

// Flat fields the clean-up gathers into a group (spec 2 §5), by the path they end up at.
// A Map, not an object: a caller's field named `constructor` or `toString` must not find Object's methods.
const GROUPED: ReadonlyMap<string, string> = new Map([
  ['notes', 'management.notes'],
  ['assignedTo', 'management.assignedTo'],
  ['occupation', 'professional.occupation'],
  ['company', 'professional.company'],
  ['workPhone', 'professional.workPhone'],
  ['workEmail', 'professional.workEmail'],
]);

/** The optional fields a raw update sends as null or blank, meaning "clear it" (the clean-up drops them from the data). */
export function clearedFieldsOf(raw: Record<string, unknown>): Set<string> {
  const cleared = new Set<string>();
  for (const [field, value] of Object.entries(raw)) {
    if (isBlank(value)) cleared.add(GROUPED.get(field) ?? field);
    else if ((GROUP_FIELDS as readonly string[]).includes(field) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) if (isBlank(innerValue)) cleared.add(`${field}.${inner}`);
    }
  }
  return new Set([...cleared].filter((field) => !UNCLEARABLE.has(field)));
}

type Group = Record<string, string>;

// A stored group with the new values over it and the cleared keys removed.
function mergedGroup(current: Group, changes: Record<string, unknown> | undefined, cleared: ClearedFields, prefix: string): Group | undefined {
  const clearedKeys = [...cleared].filter((field) => field.startsWith(`${prefix}.`)).map((field) => field.slice(prefix.length + 1));
  if (!changes && clearedKeys.length === 0) return undefined;
  const merged: Group = { ...current };
  for (const [key, value] of Object.entries(changes ?? {})) if (typeof value === 'string') merged[key] = value;
  for (const key of clearedKeys) delete merged[key];
  return merged;
}

// A value sent, or null when cleared, or nothing when neither.
function scalar<T>(value: T | undefined, field: string, cleared: ClearedFields): { value: T | null } | undefined {
  if (value !== undefined) return { value };
  return cleared.has(field) ? { value: null } : undefined;
}

/** The tags as stored: trimmed, each once, in the order given. */
export const uniqueTags = (tags: readonly string[]): string[] => [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))];

/**
 * Whether the record is a client or a lead after a change, and its lead status: a lead status makes a lead, a lead
 * without one is new, a client has none. `conflict` when the change names a client with a lead status.
 */
export function kindAfter(input: Partial<ClientInput>, current: Pick<ClientRecord, 'kind' | 'lead_status'> | undefined): { kind: ClientKind; leadStatus: LeadStatus | null } | 'conflict' {
  if (input.kind === 'client' && input.leadStatus) return 'conflict';
  const kind: ClientKind = input.kind ?? (input.leadStatus ? 'lead' : current?.kind ?? 'client');
  if (kind === 'client') return { kind, leadStatus: null };
  return { kind, leadStatus: input.leadStatus ?? current?.lead_status ?? 'new' };
}

/**
 * The columns a validated (and cleaned) client input sets, over the current record when there is one: groups are
 * merged key by key, cleared fields become null, kind and lead status follow `kindAfter`.
 */
export function columnsOf(input: Partial<ClientInput>, current: ClientRecord | undefined, cleared: ClearedFields, kind: { kind: ClientKind; leadStatus: LeadStatus | null }): ClientChanges {
  const columns: ClientChanges = {};
  const set = <K extends keyof ClientChanges>(column: K, change: { value: ClientChanges[K] | null } | undefined) => {
    if (change) columns[column] = change.value as ClientChanges[K];
  };
  if (input.firstName !== undefined) columns.first_name = input.firstName;
  if (input.lastName !== undefined) columns.last_name = input.lastName;
  set('id_number', scalar(input.idNumber, 'idNumber', cleared));
  set('birth_date', scalar(input.birthDate, 'birthDate', cleared));
  set('gender', scalar(input.gender, 'gender', cleared));
  set('email', scalar(input.email, 'email', cleared));
  set('phone', scalar(input.phone, 'phone', cleared));
  set('mobile_phone', scalar(input.mobilePhone, 'mobilePhone', cleared));
  set('fax', scalar(input.fax, 'fax', cleared));
  set('preferred_contact', scalar(input.preferredContact, 'preferredContact', cleared));
  set('lead_score', scalar(input.leadScore, 'leadScore', cleared));
  set('source', scalar(input.source, 'source', cleared));
  if (input.intake !== undefined) columns.intake = JSON.stringify(input.intake);
  const address = mergedGroup(current?.address ?? {}, input.address as Record<string, unknown> | undefined, cleared, 'address');
  if (address) columns.address = JSON.stringify(address);
  const professional = mergedGroup(current?.professional ?? {}, input.professional as Record<string, unknown> | undefined, cleared, 'professional');
  if (professional) columns.professional = JSON.stringify(professional);
  const management = input.management ?? {};
  if (management.status !== undefined) columns.status = management.status;
  if (management.priority !== undefined) columns.priority = management.priority;
  if (management.tags !== undefined) columns.tags = uniqueTags(management.tags);
  set('notes', scalar(management.notes, 'management.notes', cleared));
  set('assigned_to', scalar(management.assignedTo, 'management.assignedTo', cleared));
  if (!current || current.kind !== kind.kind) columns.kind = kind.kind;
  if (!current || current.lead_status !== kind.leadStatus) columns.lead_status = kind.leadStatus;
  return columns;
}

const JSON_COLUMNS = new Set(['address', 'professional', 'intake']);

// A value in a form two of its writings can be compared in: JSON with its keys sorted.
function canonical(column: string, value: unknown): string {
  const parsed = JSON_COLUMNS.has(column) && typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  const sorted = (node: unknown): unknown =>
    node !== null && typeof node === 'object' && !Array.isArray(node) ? Object.fromEntries(Object.entries(node).sort(([a], [b]) => a.localeCompare(b)).map(([key, item]) => [key, sorted(item)])) : node;
  return JSON.stringify(sorted(parsed ?? null));
}

/** The columns whose new value differs from the record's: an update that changes nothing writes nothing. */
export function effectiveChanges(columns: ClientChanges, current: ClientRecord): ClientChanges {
  const record = current as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(columns).filter(([column, value]) => canonical(column, value) !== canonical(column, record[column]))) as ClientChanges;
}
