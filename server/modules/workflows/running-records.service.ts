import type { LocalizedText } from '../../../engine/generated/config-types';
import { slaDeadline } from '../../../engine/workflows/sla';
import { stageName } from '../../../engine/workflows/transition-messages';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { CURSOR_TIMESTAMP, decodeOpaqueCursor, encodeOpaqueCursor } from '../../lists/opaque-cursor';
import { httpError } from '../../plugins/errors';
import { isUuid } from '../../tenancy/tenant-queries';
import { readableCollections, type RecordsModule } from '../records/record-access';
import type { RecordView } from '../records/record.view';
import { namedRecordViews } from '../records/record-views';
import { countRunning, listRunningRows, type ModuleScope, type RunningState } from './running-records.queries';

/** A record of one of the office's workflows, as the overview shows it: where it is, for how long, against its SLA. */
export interface RunningRecord extends RecordView {
  moduleName: LocalizedText;
  /** The module's page, where the record opens (its route and id). */
  path: string;
  stageName: LocalizedText | null;
  /** When its stage's SLA falls due, if the stage has one. */
  slaDeadline: string | null;
  slaState: 'none' | 'on-track' | 'due-soon' | 'breached' | 'finished';
}

/** A page of the overview, its next cursor and how many records are in each state. */
export interface RunningPage {
  items: RunningRecord[];
  nextCursor: string | null;
  counts: Record<RunningState, number>;
}

const DEFAULT_LIMIT = 25;
// Due soon: within the last quarter of the stage's SLA.
const DUE_SOON_SHARE = 0.25;

function scopeOf({ collection }: RecordsModule): ModuleScope | undefined {
  const workflow = collection.workflow;
  if (!workflow) return undefined;
  const finalStages = workflow.stages.filter((stage) => stage.final === true || !stage.transitions?.length).map((stage) => stage.id);
  const slaHours = Object.fromEntries(workflow.stages.flatMap((stage) => (stage.sla?.hours === undefined ? [] : [[stage.id, stage.sla.hours]])));
  return { module: collection.ownerId, finalStages, slaHours };
}

function slaOf(reached: RecordsModule, record: RecordView, scope: ModuleScope, now: number): Pick<RunningRecord, 'slaDeadline' | 'slaState'> {
  const workflow = reached.collection.workflow!;
  if (record.stage === null || scope.finalStages.includes(record.stage)) return { slaDeadline: null, slaState: 'finished' };
  const deadline = record.stageEnteredAt ? slaDeadline(workflow, record.stage, record.stageEnteredAt) : undefined;
  if (!deadline || !record.stageEnteredAt) return { slaDeadline: null, slaState: 'none' };
  const [entered, due] = [Date.parse(record.stageEnteredAt), Date.parse(deadline)];
  const state = now > due ? 'breached' : due - now <= (due - entered) * DUE_SOON_SHARE ? 'due-soon' : 'on-track';
  return { slaDeadline: deadline, slaState: state };
}

function decodeCursor(cursor: string): { value: string; id: string } | undefined {
  const parts = decodeOpaqueCursor(cursor, 2, 200);
  const [value, id] = parts ?? [];
  return typeof value === 'string' && CURSOR_TIMESTAMP.test(value) && typeof id === 'string' && isUuid(id) ? { value, id } : undefined;
}

/**
 * Every record of the office's workflows the caller may see, across its modules (spec 1 §2, /workflows): the ones
 * still moving (active), those past their stage's SLA (overdue) or finished, the latest changed first, each with
 * its module, stage, SLA state and page; and how many there are in each state.
 */
export async function listRunningRecords(ctx: OfficeContext, query: { state?: RunningState; cursor?: string; limit?: number; module?: string }): Promise<RunningPage> {
  const reachable = readableCollections(ctx).filter((reached) => reached.collection.workflow && (query.module === undefined || reached.collection.ownerId === query.module));
  const scoped = reachable.flatMap((reached) => {
    const scope = scopeOf(reached);
    return scope ? [{ reached, scope }] : [];
  });
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) throw httpError(400, 'INVALID_CURSOR');
  const limit = query.limit ?? DEFAULT_LIMIT;
  const scopes = scoped.map(({ scope }) => scope);
  return inOffice(ctx, async (trx) => {
    const rows = await listRunningRows(trx, { scopes, state: query.state ?? 'active', ...(after ? { after } : {}), limit: limit + 1 });
    const counts = await countRunning(trx, scopes);
    const page = rows.slice(0, limit);
    const views = await namedRecordViews(trx, page.map(({ sort_key: _key, ...row }) => row));
    const now = Date.now();
    const items = views.map((record) => {
      const { reached, scope } = scoped.find((candidate) => candidate.scope.module === record.module)!;
      return {
        ...record,
        moduleName: reached.holder.name,
        path: `${reached.holder.route}/${record.id}`,
        stageName: record.stage === null ? null : stageName(reached.collection.workflow!, record.stage),
        ...slaOf(reached, record, scope, now),
      };
    });
    const last = page.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeOpaqueCursor([last.sort_key, last.id]) : null, counts };
  });
}
