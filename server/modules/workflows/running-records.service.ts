import type { LocalizedText } from '../../../engine/generated/config-types';
import { slaCalendarOf, slaDeadline, type SlaCalendar } from '../../../engine/workflows/sla';
import { stageName } from '../../../engine/workflows/transition-messages';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { CURSOR_TIMESTAMP, decodeOpaqueCursor, encodeOpaqueCursor } from '../../lists/opaque-cursor';
import { httpError } from '../../plugins/errors';
import { isUuid } from '../../tenancy/tenant-queries';
import type { RecordView } from '../records/record.view';
import { namedRecordViews } from '../records/record-views';
import { countRunning, documentClientIds, listRunningRows, type RunningState } from './running-records.queries';
import { runningSources, type RunningSource } from './running-sources';

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

function slaOf({ workflow, scope }: RunningSource, record: RecordView, now: number, calendar: SlaCalendar): Pick<RunningRecord, 'slaDeadline' | 'slaState'> {
  if (record.stage === null || scope.finalStages.includes(record.stage)) return { slaDeadline: null, slaState: 'finished' };
  const deadline = record.stageEnteredAt ? slaDeadline(workflow, record.stage, record.stageEnteredAt, calendar) : undefined;
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
  const sources = runningSources(ctx).filter((source) => query.module === undefined || source.scope.module === query.module);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (query.cursor !== undefined && !after) throw httpError(400, 'INVALID_CURSOR');
  const limit = query.limit ?? DEFAULT_LIMIT;
  const scopes = sources.map(({ scope }) => scope);
  return inOffice(ctx, async (trx) => {
    const rows = await listRunningRows(trx, { scopes, state: query.state ?? 'active', ...(after ? { after } : {}), limit: limit + 1 });
    const counts = await countRunning(trx, scopes);
    const page = rows.slice(0, limit);
    const views = await namedRecordViews(trx, page.map(({ sort_key: _key, ...row }) => row));
    // A document's run opens on the page of the client the document is filed with.
    const documentClients = await documentClientIds(trx, page.flatMap((row) => (row.document_id ? [row.document_id] : [])));
    const now = Date.now();
    const calendar = slaCalendarOf(ctx.office);
    const items = views.map((record, index) => {
      const source = sources.find((candidate) => candidate.scope.module === record.module)!;
      const documentId = page[index]!.document_id;
      const { page: opens } = source;
      const path = opens.kind === 'document-client' ? `${opens.route}/${(documentId && documentClients.get(documentId)) ?? ''}` : `${opens.route}/${record.id}`;
      return { ...record, moduleName: source.name, path, stageName: record.stage === null ? null : stageName(source.workflow, record.stage), ...slaOf(source, record, now, calendar) };
    });
    const last = page.at(-1);
    return { items, nextCursor: rows.length > limit && last ? encodeOpaqueCursor([last.sort_key, last.id]) : null, counts };
  });
}
