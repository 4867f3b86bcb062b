import type { Snapshot } from 'xstate';
import type { WorkflowDefinition } from '../../../engine/generated/config-types';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { resumeWorkflow, type WorkflowActorRef } from '../../../engine/workflows/workflow-actor';
import type { FieldValue } from '../../../engine/workflows/workflow-effects';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { isUuid } from '../../tenancy/tenant-queries';
import type { RecordRow } from '../records/record.view';
import { recordError } from '../records/records.messages';
import { runtimeError } from './workflow-runtime.messages';
import { readWorkflowRecord } from './workflow-runtime.queries';

/** A record of a collection with a workflow, as a change reaches it: its row and its running workflow restored from the snapshot. */
export interface WorkflowRecord {
  row: RecordRow;
  definition: WorkflowDefinition;
  workflow: WorkflowActorRef;
}

/** The collection's workflow, or 409 for a module whose records move through no stages. */
export function workflowOf(ctx: OfficeContext, collection: ResolvedCollection): WorkflowDefinition {
  if (!collection.workflow) throw runtimeError(409, 'RECORD_NOT_IN_WORKFLOW', ctx, collection);
  return collection.workflow;
}

/**
 * A module's record with its workflow restored, read in the transaction: with `version`, locked (FOR UPDATE) and
 * 409 RECORD_CHANGED unless the caller read that version; 404 when the office has no such record.
 */
export async function workflowRecord(trx: ScopedTransaction, ctx: OfficeContext, collection: ResolvedCollection, id: string, version?: number): Promise<WorkflowRecord> {
  const definition = workflowOf(ctx, collection);
  const row = isUuid(id) ? await readWorkflowRecord(trx, collection.ownerId, id, version !== undefined) : undefined;
  if (!row) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
  if (version !== undefined && row.version !== version) throw recordError(409, 'RECORD_CHANGED', { ctx, collection });
  // A record made before its collection had a workflow has no snapshot: nothing of the workflow to restore.
  if (row.workflow_snapshot === null) throw runtimeError(409, 'RECORD_NOT_IN_WORKFLOW', ctx, collection);
  return { row, definition, workflow: resumeWorkflow(definition, row.workflow_snapshot as unknown as Snapshot<unknown>) };
}

/** The record's values the workflow may read: its form's fields that are plain values. */
export function fieldsOf(data: unknown): Record<string, FieldValue> {
  const entries = Object.entries((data ?? {}) as Record<string, unknown>).filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value));
  return Object.fromEntries(entries) as Record<string, FieldValue>;
}
