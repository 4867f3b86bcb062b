import type { Insertable } from 'kysely';
import type { LeadStatus, OpportunitiesTable } from '../db/schema';
import type { DemoClientRow } from './demo-clients';
import type { DemoRandom } from './demo-random';
import { LEAD_PIPELINE } from './demo-timeline';

const DAY = 86_400_000;
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * An office's deals (10 to 15), titled in the office's language: every stage of the pipeline has one at least, a lead's deal is at the lead's
 * stage where one fits, values are in ILS, and `position` orders the cards of each stage.
 */
export function demoOpportunities(random: DemoRandom, clients: readonly DemoClientRow[], deals: readonly { title: string; min: number; max: number }[], now: Date): Insertable<OpportunitiesTable>[] {
  const count = random.int(10, 15);
  const stages = [...LEAD_PIPELINE, ...Array.from({ length: count - LEAD_PIPELINE.length }, () => random.weighted([['new', 2], ['qualified', 2], ['proposal', 3], ['negotiation', 2], ['closed', 2]] as const))];
  const used = new Set<string>();
  const positions = new Map<LeadStatus, number>();
  return stages.map((stage) => {
    const candidates = clients.filter((client) => !used.has(client.id) && client.lead_status === stage);
    const client = candidates.length ? random.pick(candidates) : random.pick(clients.filter((candidate) => !used.has(candidate.id) && candidate.kind !== 'lead' && candidate.status === 'active'));
    used.add(client.id);
    const deal = random.pick(deals);
    const value = Math.round((deal.min + random.next() * (deal.max - deal.min)) / 100) * 100;
    const isOpen = stage !== 'closed' && stage !== 'lost';
    const from = Math.max(client.created_at.getTime(), now.getTime() - 120 * DAY);
    const createdAt = new Date(from + random.next() * (now.getTime() - from - 60_000));
    // An open deal is expected to close ahead; a closed or lost one closed between its creation and now.
    const expected = isOpen ? new Date(now.getTime() + random.int(7, 120) * DAY) : new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()));
    const updatedAt = new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()));
    const position = positions.get(stage) ?? 0;
    positions.set(stage, position + 1);
    return {
      tenant_id: client.tenant_id,
      id: random.uuid(),
      client_id: client.id,
      title: deal.title,
      value,
      stage,
      expected_close_date: isoDate(expected),
      owner_id: client.assigned_to,
      position,
      notes: null,
      created_by: client.assigned_to,
      created_at: createdAt,
      updated_at: updatedAt,
    };
  });
}
