import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import type { OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import { addActivity } from '../clients/client-history';
import type { OpportunityView } from './opportunity.view';

/** What of a deal the audit log and the client's activity compare (the client and owner names are not the deal's own). */
type Audited = Omit<OpportunityView, 'clientName' | 'ownerName' | 'updatedAt'>;

const audited = ({ clientName: _client, ownerName: _owner, updatedAt: _updated, ...rest }: OpportunityView): Audited => rest;

/**
 * Records a change to a deal inside the transaction that made it: the audit entry (who, what, before and after)
 * and a `deal_update` entry in the activity of the deal's client holding what changed. `before` or `after` is
 * missing for a creation or a deletion. Answers false when nothing changed (nothing is recorded then).
 */
export async function recordDealChange(trx: ScopedTransaction, ctx: OfficeContext, eventType: string, before?: OpportunityView, after?: OpportunityView): Promise<boolean> {
  const deal = (after ?? before)!;
  let entry: { before?: Partial<Audited>; after?: Partial<Audited> } = { ...(before ? { before: audited(before) } : {}), ...(after ? { after: audited(after) } : {}) };
  if (before && after) {
    const [old, now] = [audited(before) as Record<string, unknown>, audited(after) as Record<string, unknown>];
    const keys = Object.keys(now).filter((key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(now[key] ?? null));
    if (keys.length === 0) return false;
    const pick = (record: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Partial<Audited>;
    entry = { before: pick(old), after: pick(now) };
  }
  await writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'opportunities', entityType: 'opportunity', entityId: deal.id, ...entry, success: true });
  await addActivity(trx, ctx, deal.clientId, {
    type: 'deal_update',
    // The web words the entry from these values: the event, the deal's title, value and stage, and what changed.
    metadata: { opportunityId: deal.id, title: deal.title, dealValue: deal.value, stage: deal.stage, event: eventType, ...(entry.before && after ? { changes: { before: entry.before, after: entry.after } } : {}) },
  });
  return true;
}
