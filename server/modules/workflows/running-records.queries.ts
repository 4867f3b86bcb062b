import { sql, type RawBuilder } from 'kysely';
import type { ScopedTransaction } from '../../db/context';
import type { RecordRow } from '../records/record.view';

/**
 * A module's records as the overview reads them: the module, its final stages, each wall-clock SLA stage's hours,
 * and the stages whose SLA counts working hours (past it when their timer's due time is).
 */
export interface ModuleScope {
  module: string;
  finalStages: readonly string[];
  slaHours: Readonly<Record<string, number>>;
  workingSlaStages?: readonly string[];
}

/** Which records: still moving, finished, or past their stage's SLA. */
export type RunningState = 'active' | 'finished' | 'overdue';

/** How the overview's page is asked for. */
export interface RunningFilter {
  scopes: readonly ModuleScope[];
  state: RunningState;
  /** Where the previous page ended: its last row's update time (UTC, to the microsecond) and id. */
  after?: { value: string; id: string };
  limit: number;
}

const orAll = (conditions: RawBuilder<boolean>[]): RawBuilder<boolean> => (conditions.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(conditions, sql` or `)})`);

const inFinal = (scope: ModuleScope): RawBuilder<boolean> =>
  scope.finalStages.length === 0 ? sql<boolean>`false` : sql<boolean>`stage in (${sql.join(scope.finalStages)})`;

// Past its SLA: in a stage with SLA hours, entered longer ago than they allow; in a working-hours stage, past the
// due time its timer counted on the office's working hours.
const pastSla = (scope: ModuleScope): RawBuilder<boolean> =>
  orAll([
    ...Object.entries(scope.slaHours).map(([stage, hours]) => sql<boolean>`(stage = ${stage} and stage_entered_at < now() - make_interval(secs => ${hours * 3600}))`),
    ...(scope.workingSlaStages?.length
      ? [sql<boolean>`(stage in (${sql.join(scope.workingSlaStages)}) and exists (select 1 from sla_timers s where s.tenant_id = records.tenant_id and s.record_id = records.id and s.entered_at = records.stage_entered_at and s.due_at < now()))`]
      : []),
  ]);

function stateOf(scope: ModuleScope, state: RunningState): RawBuilder<boolean> {
  if (state === 'finished') return sql<boolean>`(module = ${scope.module} and ${inFinal(scope)})`;
  const moving = sql<boolean>`(module = ${scope.module} and stage is not null and not ${inFinal(scope)})`;
  return state === 'active' ? moving : sql<boolean>`(${moving} and ${pastSla(scope)})`;
}

/** The condition a state's records meet, across every module of the overview. */
function condition(filter: Pick<RunningFilter, 'scopes' | 'state'>): RawBuilder<boolean> {
  return orAll(filter.scopes.map((scope) => stateOf(scope, filter.state)));
}

/** A page of the records of the office's workflows in a state, the latest changed first, with each row's cursor time. */
export async function listRunningRows(trx: ScopedTransaction, filter: RunningFilter): Promise<(RecordRow & { sort_key: string })[]> {
  let query = trx
    .selectFrom('records')
    .selectAll()
    .select(sql<string>`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('sort_key'))
    .where('module', 'in', filter.scopes.length > 0 ? filter.scopes.map((scope) => scope.module) : [''])
    .where(condition(filter));
  if (filter.after) query = query.where(sql<boolean>`(updated_at, id) < (${filter.after.value}::timestamptz, ${filter.after.id}::uuid)`);
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute() as Promise<(RecordRow & { sort_key: string })[]>;
}

/** How many records are in each state, across every module of the overview (exact: a workflow's records are counted by its index). */
export async function countRunning(trx: ScopedTransaction, scopes: readonly ModuleScope[]): Promise<Record<RunningState, number>> {
  const count = (state: RunningState) => sql<string>`count(*) filter (where ${condition({ scopes, state })})`;
  const row = await trx
    .selectFrom('records')
    .select([count('active').as('active'), count('finished').as('finished'), count('overdue').as('overdue')])
    .where('module', 'in', scopes.length > 0 ? scopes.map((scope) => scope.module) : [''])
    .executeTakeFirstOrThrow();
  return { active: Number(row.active), finished: Number(row.finished), overdue: Number(row.overdue) };
}

/** The clients the given documents are filed with, by document id (the office's documents only). */
export async function documentClientIds(trx: ScopedTransaction, documentIds: readonly string[]): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const rows = await trx.selectFrom('documents').select(['id', 'client_id']).where('id', 'in', [...new Set(documentIds)]).execute();
  // A library document filed with no client has none to name.
  return new Map(rows.flatMap((row) => (row.client_id ? [[row.id, row.client_id] as const] : [])));
}
