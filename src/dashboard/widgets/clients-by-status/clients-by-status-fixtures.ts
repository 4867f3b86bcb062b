import type { ClientStatistics, ClientStatus } from '../../../api/client-answers';
import { ok } from '../../in-memory-fetcher';

/** The client statistics as GET /api/clients/client/stats answers them, for stories and tests. */
export function clientStatsAnswer(byStatus: Record<ClientStatus, number>) {
  const total = byStatus.active + byStatus.inactive + byStatus.pending;
  return ok<ClientStatistics>({
    totalClients: total,
    activeClients: byStatus.active,
    newClientsThisMonth: Math.min(total, 3),
    growthRate: 50,
    clientsByStatus: byStatus,
    clientsByPriority: { low: total, medium: 0, high: 0 },
  });
}
