import type { ClientInput } from '../../../engine/clients';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { deleteFileQuietly, type StoredFiles } from '../../storage/delete-quietly';
import { checkClientBody } from './client-body';
import { columnsOf, effectiveChanges, kindAfter } from './client-columns';
import { asClientWriteError, clientError, clientFieldError, clientNotFound, emailTaken } from './client-errors';
import { changedFields } from '../../audit/changed-fields';
import { recordClientChange, type ActivityEntry } from './client-history';
import { clientView, type ClientView } from './client.view';
import { startSubjectWorkflow } from '../workflow-runtime/subject-start';
import { inOfficeWithMail } from '../workflow-runtime/workflow-mail-queue';
import { clientIdByEmail, deleteClient, documentKeysOf, hasRecords, insertClient, isOfficeMember, readClient, readClientWithCounts, updateClient, type ClientRecord } from './clients.queries';

// What the audit log keeps of a client: its view without the counts, which are not the client's own data.
function audited(record: ClientRecord) {
  const { documentsCount: _documents, activitiesCount: _activities, notesCount: _notes, ...rest } = clientView(record);
  return rest;
}

const fullName = (record: Pick<ClientRecord, 'first_name' | 'last_name'>): string => `${record.first_name} ${record.last_name}`;

/** Runs a write, answering the database's refusals (the e-mail's unique index, a CHECK) as the 4xx they are. */
export async function inClientWrite<T>(ctx: OfficeContext, work: (trx: ScopedTransaction) => Promise<T>): Promise<T> {
  try {
    // The client workflow's mail (a create trigger's welcome) leaves once the transaction has committed.
    return await inOfficeWithMail(ctx, work);
  } catch (error) {
    throw asClientWriteError(error);
  }
}

// The refusals that need the office's data: an e-mail another client has, an assignee who is not a member.
async function checkAgainstOffice(trx: ScopedTransaction, input: Partial<ClientInput>, exceptId?: string): Promise<void> {
  if (input.email && (await clientIdByEmail(trx, input.email, exceptId))) throw emailTaken();
  const assignee = input.management?.assignedTo;
  if (assignee && !(await isOfficeMember(trx, assignee))) throw clientError(400, 'INVALID_CLIENT_DATA', [clientFieldError('management.assignedTo', 'ASSIGNEE_NOT_MEMBER')]);
}

/** The office's client with its counts; 404 when the office has none by that id. */
export async function readOneClient(ctx: OfficeContext, id: string): Promise<ClientView> {
  const row = await inOffice(ctx, (trx) => readClientWithCounts(trx, id));
  if (!row) throw clientNotFound();
  return clientView(row);
}

/** Creates a client or a lead from checked data; audited, and its activity starts with `created`. */
export async function createClient(ctx: OfficeContext, body: Record<string, unknown>): Promise<ClientView> {
  const { input, sentKind } = checkClientBody(body, false);
  const kind = kindAfter({ ...input, kind: sentKind }, undefined);
  if (kind === 'conflict') throw clientError(400, 'INVALID_CLIENT_DATA', [clientFieldError('leadStatus', 'LEAD_STATUS_NEEDS_LEAD')]);
  const userId = actorUserId(ctx.actor);
  const row = await inClientWrite(ctx, async (trx) => {
    await checkAgainstOffice(trx, input);
    const columns = columnsOf(input, undefined, new Set(), kind);
    const created = await insertClient(trx, ctx.tenant.id, { ...columns, first_name: input.firstName!, last_name: input.lastName!, created_by: userId, last_modified_by: userId });
    await recordClientChange(trx, ctx, created.id, { eventType: 'client.create', entityId: created.id, after: audited(created) }, [
      { type: 'created', metadata: { kind: created.kind, leadStatus: created.lead_status, source: created.source } },
    ]);
    await startSubjectWorkflow(trx, ctx, { kind: 'client', id: created.id, name: fullName(created) });
    return created;
  });
  return clientView(row);
}

// The fields a change touched besides the statuses, as dotted paths (`phone`, `address.city`, `management.tags`).
function otherChangedPaths(before: ClientRecord, after: ClientRecord): string[] {
  const strip = (record: ClientRecord) => {
    const { leadStatus: _lead, updatedAt: _updated, lastModifiedBy: _by, ...rest } = audited(record);
    return { ...rest, management: { ...rest.management, status: null } } as Record<string, unknown>;
  };
  const old = strip(before);
  const now = strip(after);
  return Object.keys(now).flatMap((key) => {
    const [was, is] = [old[key], now[key]];
    if (JSON.stringify(was ?? null) === JSON.stringify(is ?? null)) return [];
    const isGroup = key === 'address' || key === 'professional' || key === 'management' || key === 'intake';
    if (!isGroup) return [key];
    const [a, b] = [(was ?? {}) as Record<string, unknown>, (is ?? {}) as Record<string, unknown>];
    // An intake answer's key is the caller's: read only own keys, never Object's `constructor` or `toString`.
    const at = (group: Record<string, unknown>, inner: string) => JSON.stringify((Object.hasOwn(group, inner) ? group[inner] : undefined) ?? null);
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((inner) => at(a, inner) !== at(b, inner)).map((inner) => `${key}.${inner}`);
  });
}

// The activity a change writes: status_changed for the status and for the lead status, updated for the rest.
function changeActivities(before: ClientRecord, after: ClientRecord): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  for (const [field, from, to] of [['status', before.status, after.status], ['leadStatus', before.lead_status, after.lead_status]] as const) {
    if (from !== to) entries.push({ type: 'status_changed', metadata: { field, from, to } });
  }
  const fields = otherChangedPaths(before, after);
  if (fields.length > 0) entries.push({ type: 'updated', metadata: { fields } });
  return entries;
}

/** Changes the fields an update sends (null or blank clears an optional one); audited with before and after. */
export async function changeClient(ctx: OfficeContext, id: string, body: Record<string, unknown>): Promise<ClientView> {
  const { input, sentKind, cleared } = checkClientBody(body, true);
  const userId = actorUserId(ctx.actor);
  const row = await inClientWrite(ctx, async (trx) => {
    const current = await readClient(trx, id, true);
    if (!current) throw clientNotFound();
    const kind = kindAfter({ ...input, kind: sentKind }, current);
    if (kind === 'conflict') throw clientError(400, 'INVALID_CLIENT_DATA', [clientFieldError('leadStatus', 'LEAD_STATUS_NEEDS_LEAD')]);
    await checkAgainstOffice(trx, input, id);
    const columns = effectiveChanges(columnsOf(input, current, cleared, kind), current);
    if (Object.keys(columns).length === 0) return current;
    const updated = await updateClient(trx, id, { ...columns, last_modified_by: userId });
    const change = changedFields(audited(current), audited(updated));
    if (!change) return updated;
    await recordClientChange(trx, ctx, id, { eventType: 'client.update', entityId: id, before: change.before, after: change.after }, changeActivities(current, updated));
    return updated;
  });
  return readOneClient(ctx, row.id);
}

/**
 * Deletes a client with its notes, activities, documents and communications; audited with what it was. Its
 * documents' files are deleted once that is done (a file that cannot be is logged, never failing the deletion).
 */
export async function removeClient(ctx: OfficeContext, files: StoredFiles, id: string): Promise<void> {
  const documentKeys = await inClientWrite(ctx, async (trx) => {
    const current = await readClient(trx, id, true);
    if (!current) throw clientNotFound();
    // A matter, a policy or a claim is not deleted with its client: they are moved by a merge, or deleted first.
    if (await hasRecords(trx, id)) throw clientError(409, 'CLIENT_HAS_RECORDS');
    // The document rows go with the client; their files only once this commits.
    const keys = await documentKeysOf(trx, id);
    await deleteClient(trx, id);
    await recordClientChange(trx, ctx, null, { eventType: 'client.delete', entityId: id, before: audited(current) });
    return keys;
  });
  for (const key of documentKeys) await deleteFileQuietly(files, key, 'a client document file');
}

/** A copy of a client under new names: everything but the e-mail and ID number (each person's own) and the follow-up history. */
export async function duplicateClient(ctx: OfficeContext, id: string, names: { firstName: string; lastName: string }): Promise<ClientView> {
  const userId = actorUserId(ctx.actor);
  const row = await inClientWrite(ctx, async (trx) => {
    const source = await readClient(trx, id);
    if (!source) throw clientNotFound();
    const { input } = checkClientBody(names, false);
    const copy = await insertClient(trx, ctx.tenant.id, {
      kind: source.kind,
      first_name: input.firstName!,
      last_name: input.lastName!,
      birth_date: source.birth_date,
      gender: source.gender,
      phone: source.phone,
      mobile_phone: source.mobile_phone,
      fax: source.fax,
      preferred_contact: source.preferred_contact,
      address: JSON.stringify(source.address ?? {}),
      professional: JSON.stringify(source.professional ?? {}),
      status: source.status,
      priority: source.priority,
      tags: source.tags,
      notes: source.notes,
      assigned_to: source.assigned_to,
      lead_status: source.lead_status,
      lead_score: source.lead_score,
      source: source.source,
      intake: JSON.stringify(source.intake ?? {}),
      created_by: userId,
      last_modified_by: userId,
    });
    await recordClientChange(trx, ctx, copy.id, { eventType: 'client.duplicate', entityId: copy.id, before: { duplicatedFrom: id }, after: audited(copy) }, [
      { type: 'created', metadata: { kind: copy.kind, leadStatus: copy.lead_status, source: copy.source, duplicatedFrom: id, duplicatedFromName: fullName(source) } },
    ]);
    await startSubjectWorkflow(trx, ctx, { kind: 'client', id: copy.id, name: fullName(copy) });
    return copy;
  });
  return clientView(row);
}
