import { sql, type RawBuilder } from 'kysely';
import type { StatisticTile } from '../../../engine/generated/config-types';
import type { OfficeContext } from '../../context/office-context';
import { appointmentTileScope } from './appointment-tile-scope';
import { documentTileScope } from './document-tile-scope';
import { followUpsDueIn } from '../../follow-up-counts/follow-up-counts.queries';
import { DEADLINES_RELATION } from '../deadlines/deadline-relation';
import { visibleDeadlines } from '../deadlines/deadline-visibility';
import { recordTileScope, type TileRefusal } from './record-tile-scope';
import type { StoredField } from './statistic-filters';
import type { TimeRange } from './statistic-periods';

/** A name of a statistic entity (schemas/dashboard.schema.json). */
export type StatisticEntityName = StatisticTile['entity'];

/** A field the engine lets a tile name (engine/dashboard/statistic-entities.ts) that no table stores yet. */
export const NOT_STORED = 'not-stored';

/** Where an entity's rows live: a tenant table with created_at, the rows of the entity in it, and its fields. */
export interface ComputedSource {
  isPlanned: false;
  table: 'clients' | 'opportunities' | 'documents' | 'tasks' | 'records' | 'appointments' | 'deadlines';
  /** The rows when they are no one table's: a relation of their own, named as the table (the deadlines, from three). */
  relation?: RawBuilder<unknown>;
  /** The time that places a row in a period: when it was created, unless the entity says otherwise (an appointment's start). */
  timeColumn?: 'starts_at' | 'due_at';
  /** Rows placed by when they fall due: a period is the days ahead from today (statistic-periods.ts, DUE_PERIOD_WINDOWS). */
  isDue?: true;
  /**
   * Which rows of the table are this entity's (clients and leads share a table); none when all are. A function
   * for an entity whose rows depend on the tile (a records tile's module): it may refuse the caller.
   */
  scope?: RawBuilder<boolean> | TileScope;
  filterFields: Readonly<Record<string, StoredField | typeof NOT_STORED>>;
  /** A field a tile may filter on beyond filterFields, by its name (a field of a records module's form). */
  namedField?: (name: string) => StoredField;
  sumFields: Readonly<Record<string, RawBuilder<unknown> | typeof NOT_STORED>>;
  /** A field a tile may sum beyond sumFields, by its name (a number field of a records module's form). */
  namedSum?: (name: string) => RawBuilder<unknown>;
  /**
   * The filter fields whose values the office's client counters keep (migration 019): a count with no filter or a
   * filter on one of these is read from the counters, not from the rows.
   */
  countedFields?: readonly string[];
  /** Rows of the relation that maintained counters count (the deadlines' follow-ups): a count reads them from those. */
  countedPart?: CountedPart;
}

/**
 * A part of an entity's relation whose rows maintained counters count, every one of which the entity's scope admits
 * for every caller: how to leave it out of the relation, how many of its rows fall in a window, and which values
 * each filter field takes on its rows, so that a tile's filter is decided for all of them at once (a filter that
 * holds for some of the values only, or on another field, counts the part from the rows as before).
 */
export interface CountedPart {
  /** The relation's other rows. */
  others: RawBuilder<boolean>;
  /** How many of the part's rows fall in a window, as an SQL expression. */
  countIn: (tenantId: string, window: TimeRange) => RawBuilder<unknown>;
  /** The values a filter field takes on the part's rows. */
  fieldValues: Readonly<Record<string, readonly string[]>>;
}

/** The rows a tile of the entity counts, from the tile and the caller's office context, or why none may be counted. */
export type TileScope = (tile: StatisticTile, ctx: OfficeContext) => RawBuilder<boolean> | TileRefusal;

/** An entity whose module is not built yet: its tiles answer no value, and say so. */
export interface PlannedSource {
  isPlanned: true;
  /** What will store it (for the report and the docs). */
  awaits: string;
}

const text = (expression: RawBuilder<unknown>): StoredField => ({ kind: 'text', expression });
const column = (name: string): StoredField => text(sql.ref(name));
const planned = (awaits: string): PlannedSource => ({ isPlanned: true, awaits });

/**
 * The values of an answer kept in a jsonb column, one or a list (a multiselect's), as tags: the name is a bound
 * parameter, never SQL text.
 */
const answerValues = (column: 'intake', name: string): StoredField => {
  const answer = sql`coalesce(${sql.ref(column)} -> ${name}, '[]'::jsonb)`;
  return {
    kind: 'tags',
    expression: sql`array(select value from jsonb_array_elements_text(case jsonb_typeof(${answer}) when 'array' then ${answer} else jsonb_build_array(${answer}) end) as value where value <> '')`,
  };
};

/**
 * Every entity a statistic tile may name, and how the server computes it: from a table that exists now, or
 * planned. Keyed by the schema's enum, so a new entity there does not compile until it is placed here.
 */
export const STATISTIC_SOURCES: Readonly<Record<StatisticEntityName, ComputedSource | PlannedSource>> = {
  clients: {
    isPlanned: false,
    table: 'clients',
    scope: sql<boolean>`kind = 'client'`,
    filterFields: {
      status: column('status'),
      // The stage of the client's run of the office's client workflow (one per client: migration 024's unique index).
      stage: { kind: 'related', expression: sql.ref('r.stage'), related: sql`from records r where r.tenant_id = clients.tenant_id and r.subject_client_id = clients.id` },
      priority: column('priority'),
      source: column('source'),
      tags: { kind: 'tags', expression: sql.ref('tags') },
      assignedTo: text(sql`assigned_to::text`),
    },
    // A field of the office's intake form with options (the loader has checked the name), kept with the intake answers.
    namedField: (name) => answerValues('intake', name),
    sumFields: {},
    countedFields: ['status', 'priority'],
  },
  leads: {
    isPlanned: false,
    table: 'clients',
    scope: sql<boolean>`kind = 'lead'`,
    filterFields: {
      status: column('lead_status'),
      score: { kind: 'number', expression: sql.ref('lead_score') },
      source: column('source'),
      priority: column('priority'),
      assignedTo: text(sql`assigned_to::text`),
    },
    sumFields: { score: sql.ref('lead_score') },
    countedFields: ['status', 'priority'],
  },
  opportunities: {
    isPlanned: false,
    table: 'opportunities',
    filterFields: {
      stage: column('stage'),
      // A deal is open until its stage is closed (won) or lost.
      status: text(sql`case stage when 'closed' then 'won' when 'lost' then 'lost' else 'open' end`),
      owner: text(sql`owner_id::text`),
    },
    sumFields: { value: sql.ref('value') },
  },
  // The files attached to clients; the documents module (workflow status, sharing) is not built yet.
  documents: {
    isPlanned: false,
    table: 'documents',
    // The office's library, as the caller's library lists it (sharing decides).
    scope: documentTileScope,
    filterFields: {
      type: column('type'),
      status: column('status'),
      sharing: column('sharing'),
      // The stage of the document's run of the office's document workflow (one per document: migration 024's unique index).
      stage: { kind: 'related', expression: sql.ref('r.stage'), related: sql`from records r where r.tenant_id = documents.tenant_id and r.document_id = documents.id` },
    },
    sumFields: { size: sql.ref('size_bytes') },
  },
  simulations: planned('the simulations module'),
  // The office's tasks (server/modules/tasks): open until done, which the dashboards call completed.
  tasks: {
    isPlanned: false,
    table: 'tasks',
    filterFields: {
      status: text(sql`case status when 'done' then 'completed' else 'open' end`),
      priority: NOT_STORED,
      taskType: column('task_type'),
      // A member's id, else the role it waits for.
      assignTo: text(sql`coalesce(assigned_user::text, assigned_role)`),
    },
    sumFields: {},
  },
  // The calendars' appointments (server/modules/appointments), placed in a period by when they start, of the
  // calendar modules the caller may open.
  appointments: {
    isPlanned: false,
    table: 'appointments',
    timeColumn: 'starts_at',
    scope: appointmentTileScope,
    // Its type is a field of each office's booking form under its own name: a tile filters on that field by name.
    filterFields: { status: column('status'), type: NOT_STORED },
    // The booking form's fields, as the appointments store them in data.
    namedField: (name) => text(sql`data ->> ${name}`),
    sumFields: { durationMinutes: sql`extract(epoch from ends_at - starts_at) / 60` },
  },
  // The deadlines (server/modules/deadlines): stages' SLA due times, tasks' due times and clients' follow-ups,
  // placed in a period by when they fall due, of what the caller may see.
  deadlines: {
    isPlanned: false,
    table: 'deadlines',
    relation: DEADLINES_RELATION,
    timeColumn: 'due_at',
    isDue: true,
    scope: (_tile, ctx) => visibleDeadlines(ctx),
    // Open ones only are deadlines: past due, or still open.
    filterFields: { status: text(sql`case when breached_at is not null or due_at < now() then 'overdue' else 'open' end`), priority: NOT_STORED },
    sumFields: {},
    // Every member sees every follow-up (deadline-visibility.ts): the follow-up counters (migration 035) count them.
    countedPart: { others: sql<boolean>`kind <> 'follow-up'`, countIn: followUpsDueIn, fieldValues: { status: ['overdue', 'open'] } },
  },
  // A module's own records (server/modules/records): the tile's module, as it lists them to the caller.
  records: {
    isPlanned: false,
    table: 'records',
    scope: recordTileScope,
    filterFields: {
      stage: column('stage'),
      assignedTo: text(sql`assigned_to::text`),
      client: text(sql`client_id::text`),
    },
    // The form's fields, as the records store them in data (the loader has checked the name).
    namedField: (name) => text(sql`data ->> ${name}`),
    sumFields: {},
    // A number field of the form; a value that is not a number adds nothing.
    namedSum: (name) => sql`case when jsonb_typeof(data -> ${name}) = 'number' then (data ->> ${name})::numeric end`,
  },
};
