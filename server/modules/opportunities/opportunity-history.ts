import type { FastifyRequest } from 'fastify';
import { actorOf, writeAudit } from '../../audit/audit-writer';
import type { ScopedTransaction } from '../../db/context';
import { addActivity } from '../clients/client-history';
import type { OpportunityView } from './opportunity.view';

/** What of a deal the audit log and the client's activity compare (the client and owner names are not the deal's own). */
type Audited = Omit<OpportunityView, 'clientName' | 'ownerName' | 'updatedAt'>;

const audited = ({ clientName: _client, ownerName: _owner, updatedAt: _updated, ...rest }: OpportunityView): Audited => rest;

const shown = (value: unknown): string => (value === null || value === undefined ? 'none' : String(value));

// How a change reads in the client's activity, field by field.
function describeChanges(before: Partial<Audited>, after: Partial<Audited>): string[] {
  return (Object.keys(after) as (keyof Audited)[]).map((key) => {
    if (key === 'stage') return `stage moved from ${shown(before.stage)} to ${shown(after.stage)}`;
    if (key === 'value') return `value changed from ${shown(before.value)} to ${shown(after.value)} ILS`;
    if (key === 'expectedCloseDate') return `expected close date changed from ${shown(before.expectedCloseDate)} to ${shown(after.expectedCloseDate)}`;
    if (key === 'position') return `position changed from ${shown(before.position)} to ${shown(after.position)}`;
    return `${key} changed`;
  });
}

/**
 * Records a change to a deal inside the transaction that made it: the audit entry (who, what, before and after)
 * and a `deal_update` entry in the activity of the deal's client saying what changed. `before` or `after` is
 * missing for a creation or a deletion. Answers false when nothing changed (nothing is recorded then).
 */
export async function recordDealChange(trx: ScopedTransaction, request: FastifyRequest, eventType: string, before?: OpportunityView, after?: OpportunityView): Promise<boolean> {
  const deal = (after ?? before)!;
  let entry: { before?: Partial<Audited>; after?: Partial<Audited> } = { ...(before ? { before: audited(before) } : {}), ...(after ? { after: audited(after) } : {}) };
  let description = after ? `Deal “${deal.title}” created (${deal.value} ILS, ${deal.stage})` : `Deal “${deal.title}” deleted`;
  if (before && after) {
    const [old, now] = [audited(before) as Record<string, unknown>, audited(after) as Record<string, unknown>];
    const keys = Object.keys(now).filter((key) => JSON.stringify(old[key] ?? null) !== JSON.stringify(now[key] ?? null));
    if (keys.length === 0) return false;
    const pick = (record: Record<string, unknown>) => Object.fromEntries(keys.map((key) => [key, record[key] ?? null])) as Partial<Audited>;
    entry = { before: pick(old), after: pick(now) };
    description = `Deal “${deal.title}”: ${describeChanges(entry.before!, entry.after!).join(', ')}`;
  }
  await writeAudit(trx, actorOf(request, request.tenant!.tenantId), { eventType, serviceName: 'opportunities', entityType: 'opportunity', entityId: deal.id, ...entry, success: true });
  await addActivity(trx, request, deal.clientId, {
    type: 'deal_update',
    description,
    metadata: { opportunityId: deal.id, title: deal.title, dealValue: deal.value, event: eventType, ...(entry.before && after ? { changes: { before: entry.before, after: entry.after } } : {}) },
  });
  return true;
}
