import type { ActivityItem, ActivityPageAnswer, RecentActivityAnswer } from './activity-types';

const HOUR = 3_600_000;

/** Sample entries ending at `now`, newest first: minutes, hours, yesterday, days and weeks ago; stored as the server stores them, as values. */
export function sampleActivity(now = Date.now()): ActivityItem[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  const entry = (n: number, entityType: ActivityItem['entityType'], action: string, hoursAgo: number, title: string, who: string | null, metadata: Record<string, unknown> = {}): ActivityItem => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    entityType,
    entityId: `10000000-0000-4000-8000-00000000000${n}`,
    clientId: `20000000-0000-4000-8000-00000000000${n}`,
    clientKind: 'client',
    title,
    description: '',
    metadata,
    action,
    performedBy: who ? `30000000-0000-4000-8000-00000000000${n}` : null,
    performedByName: who,
    timestamp: at(hoursAgo),
    path: entityType === 'opportunity' ? `/opportunities/${n}` : `/clients/${n}`,
  });
  return [
    entry(1, 'client', 'created', 0.2, 'דנה כהן', 'מיכל לוי', { kind: 'client' }),
    entry(2, 'document', 'document_added', 3, 'יוסי אברהם', 'מיכל לוי', { fileName: 'חוזה שכירות.pdf' }),
    entry(3, 'client', 'status_changed', 30, 'רונית שמעוני', null, { field: 'status', from: 'pending', to: 'active' }),
    entry(4, 'document', 'document_added', 80, 'אבי מזרחי', 'עומר דוד', { fileName: 'power-of-attorney.pdf' }),
    entry(5, 'opportunity', 'deal_update', 24 * 9, 'נועה פרץ', 'עומר דוד', { opportunityId: '5', title: 'ביטוח דירה', event: 'opportunity.update', changes: { before: { stage: 'qualified' }, after: { stage: 'proposal' } } }),
  ];
}

/** The recent-activity answer for these entries. */
export function recentActivityAnswer(items: ActivityItem[], unavailable: RecentActivityAnswer['data']['unavailable'] = []): RecentActivityAnswer {
  return { success: true, data: { filter: 'all', items, unavailable } };
}

/** One page of `total` entries, made from the samples. */
export function activityPageAnswer(page: number, total: number, now = Date.now(), limit = 20): ActivityPageAnswer {
  const samples = sampleActivity(now);
  const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  const data = Array.from({ length: count }, (_, index) => {
    const sample = samples[index % samples.length]!;
    const n = (page - 1) * limit + index;
    return { ...sample, id: `${sample.id.slice(0, -6)}${String(n).padStart(6, '0')}`, title: `${sample.title} ${n + 1}` };
  });
  return { success: true, data, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)), hasMore: page * limit < total }, unavailable: [] };
}
