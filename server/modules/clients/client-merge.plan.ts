import type { ClientChanges, ClientRecord } from './clients.queries';

/** A field whose values differ among the merged clients: the value kept and the others. */
export interface MergeConflict {
  field: string;
  survivor: unknown;
  others: unknown[];
}

/** What a merge does to the survivor: its columns that change, the survivor as it will be, and the conflicts. */
export interface MergePlan {
  changes: ClientChanges & { created_at?: Date };
  merged: ClientRecord;
  conflicts: MergeConflict[];
}

type Column = keyof ClientRecord;
type ObjectColumn = 'address' | 'professional' | 'intake';

// Fields the survivor keeps whatever the others hold (a lead status goes with the survivor's kind).
const KEPT: [Column, string][] = [
  ['first_name', 'firstName'], ['last_name', 'lastName'], ['kind', 'kind'], ['lead_status', 'leadStatus'], ['status', 'management.status'], ['priority', 'management.priority'],
];

// Fields an empty survivor takes from the first merged client that has them.
const FILLED: [Column, string][] = [
  ['id_number', 'idNumber'], ['birth_date', 'birthDate'], ['gender', 'gender'], ['email', 'email'], ['phone', 'phone'], ['mobile_phone', 'mobilePhone'], ['fax', 'fax'],
  ['preferred_contact', 'preferredContact'], ['notes', 'management.notes'], ['assigned_to', 'management.assignedTo'], ['lead_score', 'leadScore'], ['source', 'source'],
  ['follow_up_notes', 'followUpNotes'],
];

const OBJECTS: ObjectColumn[] = ['address', 'professional', 'intake'];
const MAX_TAGS = 10;

const isEmpty = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const time = (value: Date | string | null): number | undefined => (value === null ? undefined : new Date(value).getTime());
const isTime = (value: number | undefined): value is number => value !== undefined;

// The kept value against the others' non-empty values that differ from it.
function conflictOf(field: string, kept: unknown, values: unknown[]): MergeConflict[] {
  const others: unknown[] = [];
  for (const value of values) if (!isEmpty(value) && !same(value, kept) && !others.some((other) => same(other, value))) others.push(value);
  return others.length > 0 && !isEmpty(kept) ? [{ field, survivor: kept, others }] : [];
}

// The first non-empty value, the survivor's first.
const firstOf = (values: unknown[]): unknown => values.find((value) => !isEmpty(value)) ?? values[0] ?? null;

/**
 * How `merged` clients join `survivor`, in order: the survivor's fields win, its empty ones are filled from the
 * others (object fields key by key), tags are united (the survivor's first, at most 10), the earliest created
 * date, the latest last contact and the earliest follow-up still to come (`now` onwards) are kept.
 */
export function planMerge(survivor: ClientRecord, merged: ClientRecord[], now: Date): MergePlan {
  const all = [survivor, ...merged];
  const result: Record<string, unknown> = { ...survivor };
  const conflicts: MergeConflict[] = [];
  for (const [column, field] of KEPT) conflicts.push(...conflictOf(field, survivor[column], merged.map((row) => row[column])));
  for (const [column, field] of FILLED) {
    result[column] = firstOf(all.map((row) => row[column]));
    conflicts.push(...conflictOf(field, result[column], all.map((row) => row[column])));
  }
  for (const column of OBJECTS) {
    const objects = all.map((row) => (row[column] ?? {}) as Record<string, unknown>);
    const keys = [...new Set(objects.flatMap((object) => Object.keys(object)))];
    const joined: Record<string, unknown> = {};
    for (const key of keys) {
      const value = firstOf(objects.map((object) => object[key]));
      if (value !== null && value !== undefined) joined[key] = value;
      conflicts.push(...conflictOf(`${column}.${key}`, value, objects.map((object) => object[key])));
    }
    result[column] = joined;
  }
  result.tags = [...new Set(all.flatMap((row) => row.tags ?? []))].slice(0, MAX_TAGS);
  result.created_at = new Date(Math.min(...all.map((row) => time(row.created_at)!)));
  const contacts = all.map((row) => time(row.last_contact_date)).filter(isTime);
  result.last_contact_date = contacts.length > 0 ? new Date(Math.max(...contacts)) : null;
  const upcoming = all.map((row) => time(row.next_follow_up_date)).filter(isTime).filter((value) => value >= now.getTime());
  if (upcoming.length > 0) result.next_follow_up_date = new Date(Math.min(...upcoming));
  const record = result as ClientRecord;
  return { changes: changesOf(survivor, record), merged: record, conflicts };
}

// The columns whose value the merge changes, as an update writes them (objects as JSON).
function changesOf(before: ClientRecord, after: ClientRecord): MergePlan['changes'] {
  const changes: Record<string, unknown> = {};
  for (const [column] of FILLED) if (!same(before[column], after[column])) changes[column] = after[column];
  for (const column of OBJECTS) if (!same(before[column] ?? {}, after[column])) changes[column] = JSON.stringify(after[column]);
  if (!same(before.tags ?? [], after.tags)) changes.tags = after.tags;
  for (const column of ['created_at', 'last_contact_date', 'next_follow_up_date'] as const) {
    if (time(before[column]) !== time(after[column])) changes[column] = after[column];
  }
  return changes as MergePlan['changes'];
}
