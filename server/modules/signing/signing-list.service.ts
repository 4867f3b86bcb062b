import { whoMayActNow } from '../../../engine/signing/signing-phases';
import type { SigningStatus } from '../../../engine/signing/signing-state';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { LibraryReader } from '../documents/library-access';
import { signingReader } from './signing-access';
import { participantsOfAll, summariesOf, workflowIdsIn, type SigningListFilters, type SigningView, type SummaryRow } from './signing.queries';
import { workflowSummaryView, type ProgressRow } from './signing.view';

/** What the list asks for (signing.schemas.ts's listWorkflowsSchema). */
export interface SigningListQuery {
  view?: SigningView;
  status?: SigningStatus[];
  search?: string;
  documentId?: string;
  page?: number;
  limit?: number;
}

/** How many workflows a view reads at most: past it, its total is this bound. */
const LIST_BOUND = 1000;

type Participants = Awaited<ReturnType<typeof participantsOfAll>>;

const whoActs = (row: SummaryRow, participants: Participants): string[] =>
  whoMayActNow({
    status: row.status,
    participants: participants.filter((p) => p.workflow_id === row.id).map((p) => ({ id: p.id, role: p.role, order: p.position, status: p.status })),
    settings: { requireOrder: row.require_order, allowDecline: row.allow_decline },
  });

// A view's ids, newest change first; waiting keeps those where it is the caller's turn (the statechart's whoMayActNow).
async function idsOf(trx: ScopedTransaction, reader: LibraryReader, userId: string | null, filters: SigningListFilters): Promise<string[]> {
  const ids = await workflowIdsIn(trx, reader, filters, LIST_BOUND);
  if (filters.view !== 'waiting' || ids.length === 0) return ids;
  const [rows, participants] = [await summariesOf(trx, ids), await participantsOfAll(trx, ids)];
  const mine = new Set(participants.filter((p) => p.user_id === userId).map((p) => p.id));
  const waiting = new Set(rows.filter((row) => whoActs(row, participants).some((id) => mine.has(id))).map((row) => row.id));
  return ids.filter((id) => waiting.has(id));
}

const wordsOf = (search: string | undefined) => [...new Set(search?.toLowerCase().match(/[\p{L}\p{N}@._+-]+/gu) ?? [])].slice(0, 10);

/** A page of the workflows the caller sees in a view, with how many each tab's view holds (same search and filters). */
export async function listWorkflows(ctx: OfficeContext, query: SigningListQuery) {
  const reader = signingReader(ctx);
  const userId = actorUserId(ctx.actor);
  const [page, limit, view] = [query.page ?? 1, query.limit ?? 20, query.view ?? 'active'];
  const base = { ...(query.status?.length ? { statuses: query.status } : {}), words: wordsOf(query.search), ...(query.documentId ? { documentId: query.documentId } : {}) };
  return inOffice(ctx, async (trx) => {
    const ids = await idsOf(trx, reader, userId, { ...base, view });
    const pageIds = ids.slice((page - 1) * limit, page * limit);
    const [rows, participants] = [await summariesOf(trx, pageIds), await participantsOfAll(trx, pageIds)];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const workflows = pageIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const own: ProgressRow[] = participants.filter((p) => p.workflow_id === id);
      return [workflowSummaryView(row, own, whoActs(row, participants))];
    });
    const count = async (tab: SigningView) => (tab === view ? ids.length : (await idsOf(trx, reader, userId, { ...base, view: tab })).length);
    const counts = { active: await count('active'), waiting: await count('waiting'), completed: await count('completed'), drafts: await count('drafts') };
    return { workflows, total: ids.length, page, limit, counts };
  });
}
