import type { ComputedTile, StatisticPeriod, StatisticsAnswer } from './statistics-types';

const tile = (id: string, overrides: Partial<ComputedTile>): ComputedTile => ({
  id,
  label: { he: id, en: id },
  entity: 'clients',
  aggregation: 'count',
  field: null,
  format: 'number',
  currency: null,
  value: 0,
  previousValue: 0,
  trend: null,
  isTrendShown: true,
  unavailable: null,
  ...overrides,
});

/** Sample tiles for stories and tests: a count with a rising trend, a falling one, a currency sum and one the server cannot compute. */
export const sampleTiles: ComputedTile[] = [
  tile('clients-total', { label: { he: 'לקוחות', en: 'Clients' }, labelKey: 'term.clients', icon: 'TeamOutlined', color: '#1f3a5f', path: '/clients', value: 1284, previousValue: 1141, trend: 12.5 }),
  tile('clients-engaged', { label: { he: 'לקוחות פעילים', en: 'Engaged clients' }, icon: 'CheckCircleOutlined', color: '#2e7d32', path: '/clients?status=active', value: 312, previousValue: 339, trend: -8 }),
  tile('pipeline', { label: { he: 'שווי עסקאות', en: 'Deal value' }, entity: 'opportunities', aggregation: 'sum', field: 'value', format: 'currency', currency: 'ILS', icon: 'FundOutlined', value: 1250000, previousValue: 1000000, trend: 25 }),
  tile('tasks-open', {
    label: { he: 'משימות פתוחות', en: 'Open tasks' },
    entity: 'tasks',
    icon: 'CarryOutOutlined',
    value: null,
    previousValue: null,
    unavailable: { reason: 'entity-planned', messages: { he: 'משימות עדיין לא נשמרות במערכת.', en: 'Tasks are not stored yet.' } },
  }),
];

/** The statistics answer for a period, with these tiles. */
export function statisticsAnswer(period: StatisticPeriod, tiles: ComputedTile[] = sampleTiles): StatisticsAnswer {
  return {
    success: true,
    data: { period, timeZone: 'Asia/Jerusalem', computedAt: '2026-11-22T10:00:00.000Z', range: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-22T10:00:00.000Z' }, previousRange: null, tiles },
  };
}
