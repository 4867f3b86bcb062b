import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { clientNotFound } from './client-errors';
import { recordClientChange } from './client-history';
import type { MergeRequest } from './client-merge.body';
import { planMerge, type MergeConflict } from './client-merge.plan';
import { CHILD_TABLES, childIdsOf, deleteClients, moveChildren, readClientsById, updateMergedClient, type ChildTable } from './client-merge.queries';
import { clientView, type ClientView } from './client.view';
import { readClientWithCounts, type ClientRecord } from './clients.queries';
import { inClientWrite, readOneClient } from './clients.service';

/** How many rows of each kind move to the survivor. */
export type MergeMoves = Record<'notes' | 'activities' | 'documents' | 'communications' | 'opportunities' | 'records', number>;

/** What a merge would do: the survivor as it would be, what moves to it and where values differ. */
export interface MergePreview {
  survivor: ClientView;
  moves: MergeMoves;
  conflicts: MergeConflict[];
}

const MOVE_NAMES: Record<ChildTable, keyof MergeMoves> = {
  client_notes: 'notes',
  client_activities: 'activities',
  documents: 'documents',
  client_communications: 'communications',
  opportunities: 'opportunities',
  records: 'records',
};

type MovedRows = Map<string, Record<keyof MergeMoves, string[]>>;

// The survivor and the merged clients, in the order asked; 404 when the office lacks any of them.
async function readParties(trx: ScopedTransaction, request: MergeRequest, lock: boolean): Promise<{ survivor: ClientRecord; merged: ClientRecord[] }> {
  const rows = await readClientsById(trx, [request.survivorId, ...request.mergedIds], lock);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const survivor = byId.get(request.survivorId);
  const merged = request.mergedIds.map((id) => byId.get(id));
  if (!survivor || merged.some((row) => row === undefined)) throw clientNotFound();
  return { survivor, merged: merged as ClientRecord[] };
}

// The ids of every row of the merged clients that moves, by merged client and kind.
async function rowsToMove(trx: ScopedTransaction, mergedIds: string[]): Promise<MovedRows> {
  const moved: MovedRows = new Map(mergedIds.map((id) => [id, { notes: [], activities: [], documents: [], communications: [], opportunities: [], records: [] }]));
  for (const table of CHILD_TABLES) {
    for (const [clientId, ids] of await childIdsOf(trx, table, mergedIds)) moved.get(clientId)![MOVE_NAMES[table]] = ids;
  }
  return moved;
}

const countsOf = (moved: MovedRows): MergeMoves => {
  const counts: MergeMoves = { notes: 0, activities: 0, documents: 0, communications: 0, opportunities: 0, records: 0 };
  for (const rows of moved.values()) for (const name of Object.keys(counts) as (keyof MergeMoves)[]) counts[name] += rows[name].length;
  return counts;
};

/** What merging would do, changing nothing; 404 when the office lacks any of the clients. */
export async function previewMerge(ctx: OfficeContext, merge: MergeRequest): Promise<MergePreview> {
  return inOffice(ctx, async (trx) => {
    const { survivor, merged } = await readParties(trx, merge, false);
    const moves = countsOf(await rowsToMove(trx, merge.mergedIds));
    const plan = planMerge(survivor, merged, new Date());
    const counts = (await readClientWithCounts(trx, survivor.id))!;
    const view = clientView({
      ...plan.merged,
      updated_at: survivor.updated_at,
      documents_count: counts.documents_count + moves.documents,
      activities_count: counts.activities_count + moves.activities,
      notes_count: counts.notes_count + moves.notes,
    });
    return { survivor: view, moves, conflicts: plan.conflicts };
  });
}

const fullName = (record: ClientRecord): string => `${record.first_name} ${record.last_name}`;

/**
 * Merges clients into the survivor in one transaction: their rows move to it, it takes the merged fields, they
 * are deleted (each audited with its full record and the ids of its moved rows, so it can be recovered), and the
 * survivor's activity records the merge.
 */
export async function mergeClients(ctx: OfficeContext, merge: MergeRequest): Promise<{ survivor: ClientView; mergedIds: string[] }> {
  const userId = actorUserId(ctx.actor);
  await inClientWrite(ctx, async (trx) => {
    const { survivor, merged } = await readParties(trx, merge, true);
    const moved = await rowsToMove(trx, merge.mergedIds);
    const plan = planMerge(survivor, merged, new Date());
    for (const table of CHILD_TABLES) await moveChildren(trx, table, merge.mergedIds, survivor.id);
    // The merged clients go before the survivor takes their values: an e-mail is unique in the office.
    await deleteClients(trx, merge.mergedIds);
    const updated = await updateMergedClient(trx, survivor.id, { ...plan.changes, last_modified_by: userId });
    for (const row of merged) {
      await recordClientChange(trx, ctx, null, { eventType: 'client.merge', entityId: row.id, before: { ...row, movedRows: moved.get(row.id) }, after: { mergedInto: survivor.id } });
    }
    await recordClientChange(trx, ctx, survivor.id, { eventType: 'client.merge', entityId: survivor.id, before: survivor, after: { ...updated, mergedIds: merge.mergedIds } }, [
      {
        type: 'merged',
        metadata: { mergedIds: merge.mergedIds, mergedNames: merged.map(fullName), moved: countsOf(moved), conflicts: plan.conflicts.map((conflict) => conflict.field) },
      },
    ]);
  });
  return { survivor: await readOneClient(ctx, merge.survivorId), mergedIds: merge.mergedIds };
}
