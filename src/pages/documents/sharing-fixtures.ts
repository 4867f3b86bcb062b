import { ok } from '../../dashboard/in-memory-fetcher';
import { attorney, paralegal } from '../records/member-fixtures';
import type { DocumentHistoryAnswer, DocumentHistoryEntry, DocumentShare, DocumentSharesAnswer } from './use-document-sharing';

/** The members a document is shared with, as the API answers them (the attorney may edit it). */
export function documentShares(shares: DocumentShare[] = [{ userId: attorney().userId, userName: attorney().name, permission: 'edit', grantedBy: null, grantedAt: '2026-11-21T08:00:00.000Z' }], canManage = true): DocumentSharesAnswer {
  return ok({ shares, canManage });
}

/** A share with the paralegal, to view. */
export const paralegalShare = (): DocumentShare => ({ userId: paralegal().userId, userName: paralegal().name, permission: 'view', grantedBy: null, grantedAt: '2026-11-22T08:00:00.000Z' });

const entry = (id: number, eventType: string, occurredAt: string, changes: Partial<DocumentHistoryEntry> = {}): DocumentHistoryEntry => ({
  id: `a0000000-0000-4000-8000-00000000000${id}`,
  eventType,
  userId: '11110000-0000-4000-8000-000000000001',
  userName: 'Noa Ben-David',
  occurredAt,
  changes: [],
  version: null,
  ...changes,
});

/** A document's history, newest first: uploaded, changed, a new version, shared, downloaded. */
export function documentHistory(total?: number): DocumentHistoryAnswer {
  const entries = [
    entry(5, 'document.downloaded', '2026-11-24T15:00:00.000Z', { userName: 'Noam Pro', version: 2 }),
    entry(4, 'document.shared', '2026-11-24T14:30:00.000Z', { changes: ['shares'] }),
    entry(3, 'document.version.create', '2026-11-24T14:05:00.000Z', { version: 2, changes: ['version', 'fileName', 'size'] }),
    entry(2, 'document.update', '2026-11-21T10:00:00.000Z', { changes: ['status', 'tags'] }),
    entry(1, 'document.upload', '2026-11-20T09:30:00.000Z', { version: 1 }),
  ];
  return ok({ entries, total: total ?? entries.length, page: 1, limit: 10 });
}
