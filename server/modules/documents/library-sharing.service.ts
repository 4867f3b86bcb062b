import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { SharePermission } from '../../db/column-types';
import { fieldError } from '../../plugins/errors';
import { assertLibraryAccess, mayChange, mayUseLibrary } from './library-access';
import { documentHistory, type HistoryRow } from './library-history.queries';
import { LIBRARY_TEXTS, libraryError } from './library.messages';
import { readLibraryDocument } from './library.queries';
import { activeMembersAmong, replaceDocumentShares, sharesOf, type ShareRow } from './library-shares.queries';
import { documentNotFound, documentToChange } from './library.service';

/** A member a document is shared with, as the API answers it. */
export interface ShareView {
  userId: string;
  userName: string | null;
  permission: SharePermission;
  grantedBy: string | null;
  grantedAt: string;
}

/** A document's shares, and whether the caller may change them. */
export interface SharesView {
  shares: ShareView[];
  canManage: boolean;
}

/** An entry of a document's history, as the API answers it. */
export interface HistoryEntryView {
  id: string;
  eventType: string;
  userId: string | null;
  userName: string | null;
  occurredAt: string;
  changes: string[];
  version: number | null;
}

const shareView = (row: ShareRow): ShareView => ({ userId: row.user_id, userName: row.user_name, permission: row.permission, grantedBy: row.granted_by, grantedAt: new Date(row.granted_at).toISOString() });

// What the audit log keeps of a document's shares: who, with which permission (names change with their users).
const auditedShares = (rows: readonly ShareRow[]) => ({ shares: rows.map((row) => ({ userId: row.user_id, permission: row.permission })) });

/** The members a document the caller sees is shared with; 404 when they do not see it. */
export async function listShares(ctx: OfficeContext, id: string): Promise<SharesView> {
  const reader = assertLibraryAccess(ctx, 'view');
  return inOffice(ctx, async (trx) => {
    const row = await readLibraryDocument(trx, reader, id);
    if (!row) throw documentNotFound();
    // The role must allow changes at all (PUT asks for documents.edit), and the document's sharing this one.
    return { shares: (await sharesOf(trx, id)).map(shareView), canManage: mayUseLibrary(ctx, 'edit') && mayChange(reader, row, 'share') };
  });
}

/**
 * Replaces the members a document is shared with: its owner's, an admin's or a manager's call (403 otherwise, 404
 * when the caller does not see it); every member named once (400 DOCUMENT_SHARE_TWICE) and an active member of the
 * office (400 DOCUMENT_SHARE_NOT_MEMBER, naming each refused entry). Audited as document.shared with before and after.
 */
export async function replaceShares(ctx: OfficeContext, id: string, shares: readonly { userId: string; permission: SharePermission }[]): Promise<SharesView> {
  const reader = assertLibraryAccess(ctx, 'edit');
  return inOffice(ctx, async (trx) => {
    const row = await documentToChange(trx, reader, id, 'share');
    const seen = new Set<string>();
    const twice = shares.flatMap((share, index) => (seen.has(share.userId) ? [index] : (seen.add(share.userId), [])));
    if (twice.length > 0) throw libraryError(400, 'DOCUMENT_SHARE_TWICE', twice.map((index) => fieldError(`shares.${index}.userId`, { ...LIBRARY_TEXTS.DOCUMENT_SHARE_TWICE })));
    const members = await activeMembersAmong(trx, [...seen]);
    const strangers = shares.flatMap((share, index) => (members.has(share.userId) ? [] : [index]));
    if (strangers.length > 0) throw libraryError(400, 'DOCUMENT_SHARE_NOT_MEMBER', strangers.map((index) => fieldError(`shares.${index}.userId`, { ...LIBRARY_TEXTS.DOCUMENT_SHARE_NOT_MEMBER })));
    const before = await sharesOf(trx, id);
    await replaceDocumentShares(trx, ctx.tenant.id, id, shares, actorUserId(ctx.actor));
    const after = await sharesOf(trx, id);
    await writeAudit(trx, auditActorOf(ctx), { eventType: 'document.shared', serviceName: 'documents', entityType: 'document', entityId: id, before: auditedShares(before), after: auditedShares(after), success: true });
    return { shares: after.map(shareView), canManage: mayChange(reader, row, 'share') };
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// The fields an entry changed: those whose values differ between its before and after (when it has both), its time aside.
function changedFields(before: unknown, after: unknown): string[] {
  if (!isObject(before) || !isObject(after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== 'updatedAt');
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function historyEntryView(row: HistoryRow): HistoryEntryView {
  const version = isObject(row.after) && typeof row.after.version === 'number' ? row.after.version : null;
  return { id: row.id, eventType: row.event_type, userId: row.user_id, userName: row.user_name, occurredAt: new Date(row.occurred_at).toISOString(), changes: changedFields(row.before, row.after), version };
}

/** A page of a document's history (its audit entries, newest first), for whoever sees the document; 404 otherwise. */
export async function listHistory(ctx: OfficeContext, id: string, query: { page?: number; limit?: number }): Promise<{ entries: HistoryEntryView[]; total: number; page: number; limit: number }> {
  const reader = assertLibraryAccess(ctx, 'view');
  const [page, limit] = [query.page ?? 1, query.limit ?? 20];
  const { rows, total } = await inOffice(ctx, async (trx) => {
    if (!(await readLibraryDocument(trx, reader, id))) throw documentNotFound();
    return documentHistory(trx, id, { offset: (page - 1) * limit, limit });
  });
  return { entries: rows.map(historyEntryView), total, page, limit };
}
