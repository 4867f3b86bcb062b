import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { RecordView } from './record.view';

/** What of a record the audit compares (its times and version move with every change). */
type Audited = Omit<RecordView, 'updatedAt' | 'version' | 'lastModifiedBy'>;

const audited = ({ updatedAt: _updated, version: _version, lastModifiedBy: _by, ...rest }: RecordView): Audited => rest;

/**
 * Audits a change to a record inside the transaction that made it (who, what, before and after, only what
 * changed for an update): `record.create`, `record.update` or `record.delete`, its entity type the collection's.
 */
export async function auditRecordChange(trx: ScopedTransaction, ctx: OfficeContext, entity: string, eventType: string, before?: RecordView, after?: RecordView): Promise<void> {
  const record = (after ?? before)!;
  let entry: { before?: Partial<Audited>; after?: Partial<Audited> } = { ...(before ? { before: audited(before) } : {}), ...(after ? { after: audited(after) } : {}) };
  if (before && after) {
    const [old, now] = [audited(before) as Record<string, unknown>, audited(after) as Record<string, unknown>];
    const keys = Object.keys(now).filter((key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(now[key] ?? null));
    const pick = (values: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, values[key] ?? null])) as Partial<Audited>;
    entry = { before: pick(old), after: pick(now) };
  }
  await writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'records', entityType: entity, entityId: record.id, ...entry, success: true });
}
