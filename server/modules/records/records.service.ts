import { formatRecordNumber, numbersByYear } from '../../../engine/modules/record-number';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { FieldError } from '../../plugins/errors';
import { isUuid } from '../../tenancy/tenant-queries';
import { recordsModule, recordsModuleToChange } from './record-access';
import { auditRecordChange } from './record-audit';
import { checkData, searchTextOf, titleOf } from './record-data';
import { officeDay } from './record-dates';
import { linkErrors, type RecordLinks } from './record-links';
import type { RecordRow, RecordView } from './record.view';
import { namedRecordViews } from './record-views';
import { recordError } from './records.messages';
import { startRecordWorkflow } from '../workflow-runtime/record-start';
import { triggerRecordWorkflow } from '../workflow-runtime/record-trigger';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { deleteRecordRow, insertRecord, nextSequence, readRecordRow, updateRecordRow, type RecordChanges } from './records.queries';

/** What a create sends: the form's fields, and what the record links to. */
export interface NewRecordBody extends RecordLinks {
  data: unknown;
}

/** What an update sends: any part of a create's body, and the version it was read at (optimistic). */
export interface RecordChangeBody extends RecordLinks {
  data?: unknown;
  version: number;
}

/** A record's view with the names of its client and assignee, read in the transaction. */
export async function namedRecordView(trx: ScopedTransaction, row: RecordRow): Promise<RecordView> {
  return (await namedRecordViews(trx, [row]))[0]!;
}

function refuseInvalid(ctx: OfficeContext, collection: ResolvedCollection, errors: FieldError[]): void {
  if (errors.length > 0) throw recordError(400, 'INVALID_RECORD_DATA', { ctx, collection }, errors);
}

// The number a new record takes, if its collection numbers them: its year's (or ever's) next sequence, formatted.
async function numberFor(trx: ScopedTransaction, ctx: OfficeContext, collection: ResolvedCollection): Promise<{ number: string; year: number; sequence: number } | undefined> {
  const format = collection.numberFormat;
  if (format === undefined) return undefined;
  const year = Number(officeDay(ctx).slice(0, 4));
  const sequence = await nextSequence(trx, ctx.tenant.id, collection.ownerId, numbersByYear(format) ? year : 0);
  return { number: formatRecordNumber(format, year, sequence), year, sequence };
}

// A module's record in the transaction, locked for a change, at the version the caller read: 404 or 409 otherwise.
async function currentRecord(trx: ScopedTransaction, ctx: OfficeContext, collection: ResolvedCollection, id: string, version?: number): Promise<RecordView> {
  const row = await readRecordRow(trx, collection.ownerId, id, version !== undefined);
  if (!row) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
  if (version !== undefined && row.version !== version) throw recordError(409, 'RECORD_CHANGED', { ctx, collection });
  return namedRecordView(trx, row);
}

/** Creates a record of a module from its form's data, numbered if its collection says how; audited. */
export async function createRecord(ctx: OfficeContext, moduleId: string, body: NewRecordBody): Promise<RecordView> {
  const { collection } = recordsModuleToChange(ctx, moduleId, 'create');
  // The workflow's mail (a create trigger's engagement letter) leaves once the transaction has committed.
  return inOfficeWithMail(ctx, async (trx) => {
    const checked = checkData(collection, body.data);
    refuseInvalid(ctx, collection, [...checked.errors, ...(await linkErrors(trx, ctx, collection, body, true))]);
    const numbered = await numberFor(trx, ctx, collection);
    const number = numbered?.number ?? null;
    const title = titleOf(ctx, collection, checked.data, number);
    const actor = actorUserId(ctx.actor);
    const row = await insertRecord(trx, ctx.tenant.id, {
      module: collection.ownerId,
      entity: collection.entity,
      number,
      year: numbered?.year ?? null,
      sequence: numbered?.sequence ?? null,
      title,
      data: JSON.stringify(checked.data),
      search_text: searchTextOf(ctx, collection, checked.data, number, title),
      client_id: body.clientId ?? null,
      assigned_to: body.assignedTo ?? null,
      created_by: actor,
      last_modified_by: actor,
    });
    // The collection's workflow starts in this transaction: its initial stage, snapshot, history and effects.
    const created = await namedRecordView(trx, await startRecordWorkflow(trx, ctx, collection, row));
    await auditRecordChange(trx, ctx, collection.entity, 'record.create', undefined, created);
    return created;
  });
}

/** A module's record (a view reads the records of the module it shows); 404 when the office has none by that id. */
export async function readRecord(ctx: OfficeContext, moduleId: string, id: string): Promise<RecordView> {
  const { collection } = recordsModule(ctx, moduleId);
  if (!isUuid(id)) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
  return inOffice(ctx, (trx) => currentRecord(trx, ctx, collection, id));
}

/** Changes a record at the version the caller read (409 when it changed meanwhile); audited with what changed. */
export async function updateRecord(ctx: OfficeContext, moduleId: string, id: string, body: RecordChangeBody): Promise<RecordView> {
  const { collection } = recordsModuleToChange(ctx, moduleId, 'edit');
  if (!isUuid(id)) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
  return inOfficeWithMail(ctx, async (trx) => {
    const current = await currentRecord(trx, ctx, collection, id, body.version);
    const checked = body.data === undefined ? undefined : checkData(collection, body.data);
    refuseInvalid(ctx, collection, [...(checked?.errors ?? []), ...(await linkErrors(trx, ctx, collection, body, false))]);
    const changes: RecordChanges = { last_modified_by: actorUserId(ctx.actor) };
    if (checked) {
      const title = titleOf(ctx, collection, checked.data, current.number);
      Object.assign(changes, { data: JSON.stringify(checked.data), title, search_text: searchTextOf(ctx, collection, checked.data, current.number, title) });
    }
    if (body.clientId !== undefined) changes.client_id = body.clientId;
    if (body.assignedTo !== undefined) changes.assigned_to = body.assignedTo;
    const row = await updateRecordRow(trx, id, changes);
    // The workflow's update trigger runs in this transaction, on the changed record.
    const updated = await namedRecordView(trx, (await triggerRecordWorkflow(trx, ctx, collection, id, 'update')) ?? row);
    await auditRecordChange(trx, ctx, collection.entity, 'record.update', current, updated);
    return updated;
  });
}

/** Deletes a record at the version the caller read (409 when it changed meanwhile); audited with what it was. */
export async function deleteRecord(ctx: OfficeContext, moduleId: string, id: string, version: number): Promise<void> {
  const { collection } = recordsModuleToChange(ctx, moduleId, 'delete');
  if (!isUuid(id)) throw recordError(404, 'RECORD_NOT_FOUND', { ctx, collection });
  await inOfficeWithMail(ctx, async (trx) => {
    const current = await currentRecord(trx, ctx, collection, id, version);
    await triggerRecordWorkflow(trx, ctx, collection, id, 'delete');
    await deleteRecordRow(trx, id);
    await auditRecordChange(trx, ctx, collection.entity, 'record.delete', current, undefined);
  });
}
