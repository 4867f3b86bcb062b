import type { LocalizedText } from '../../../engine/generated/config-types';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { stageName } from '../../../engine/workflows/transition-messages';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { isUuid } from '../../tenancy/tenant-queries';
import { recordsModule } from '../records/record-access';
import { recordError } from '../records/records.messages';
import { listRecordEvents, readWorkflowRecord } from './workflow-runtime.queries';

/** One line of a record's history, as the history call answers it. */
export interface HistoryEntry {
  id: string;
  kind: 'created' | 'moved' | 'requested' | 'approved' | 'rejected' | 'action';
  from: string | null;
  to: string | null;
  fromName: LocalizedText | null;
  toName: LocalizedText | null;
  actorId: string | null;
  actorName: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  inputs: Record<string, unknown> | null;
  reason: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

/** Everything that happened to a record (stage changes with who, when, inputs and approver; approvals; actions), oldest first. */
export async function recordHistory(ctx: OfficeContext, moduleId: string, id: string): Promise<HistoryEntry[]> {
  return historyIn(ctx, recordsModule(ctx, moduleId).collection, id);
}

/** A record's history, of a collection the caller has reached (a module's, or a subject's runs). */
export async function historyIn(ctx: OfficeContext, collection: ResolvedCollection, id: string): Promise<HistoryEntry[]> {
  if (!isUuid(id)) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
  return inOffice(ctx, async (trx) => {
    if (!(await readWorkflowRecord(trx, collection.ownerId, id))) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
    const name = (stage: string | null) => (stage && collection.workflow ? stageName(collection.workflow, stage) : null);
    return (await listRecordEvents(trx, id)).map((event) => ({
      id: event.id,
      kind: event.kind as HistoryEntry['kind'],
      from: event.from_stage,
      to: event.to_stage,
      fromName: name(event.from_stage),
      toName: name(event.to_stage),
      actorId: event.actor_id,
      actorName: event.actor_full_name ?? event.actor_name,
      approvedBy: event.approved_by,
      approvedByName: event.approver_name,
      inputs: event.inputs as Record<string, unknown> | null,
      reason: event.reason,
      detail: event.detail as Record<string, unknown> | null,
      at: new Date(event.at).toISOString(),
    }));
  });
}
