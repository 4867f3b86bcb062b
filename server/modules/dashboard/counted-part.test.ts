import type { StatisticTile } from '../../../engine/generated/config-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { officeContextFor } from '../../context/system-context';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { visibleDeadlines } from '../deadlines/deadline-visibility';
import { followUpAt, idsOf, taskDueAt } from '../deadlines/deadlines.test-support';
import { countedPartOf } from './counted-part';
import { FILTER_OPERATORS } from './statistic-filters';
import { DUE_PERIOD_WINDOWS, STATISTIC_PERIODS } from './statistic-periods';
import { STATISTIC_SOURCES, type ComputedSource } from './statistic-sources';
import { computeStatistics } from './statistics.service';
import { tileValues, type TileQuery } from './statistics.queries';

const [HOUR, DAY] = [3_600_000, 86_400_000];
const deadlines = STATISTIC_SOURCES.deadlines as ComputedSource;

// The filters a deadlines tile may carry on its status: ones every follow-up passes, ones none does, ones some do.
const FILTERS: (StatisticTile['filter'] | undefined)[] = [
  undefined,
  { field: 'status', operator: 'notEquals', value: 'completed' },
  { field: 'status', operator: 'equals', value: 'completed' },
  { field: 'status', operator: 'in', value: ['open', 'overdue'] },
  { field: 'status', operator: 'equals', value: 'overdue' },
  { field: 'status', operator: 'notEquals', value: 'open' },
  { field: 'status', operator: 'isEmpty' },
];

// A deadlines tile's query as the service plans it, with or without the follow-ups' counters.
function queryOf(ctx: OfficeContext, filter: StatisticTile['filter'] | undefined, isCounterRead: boolean): TileQuery {
  const tile = { id: 'deadlines', label: { he: 'x', en: 'x' }, entity: 'deadlines', aggregation: 'count', format: 'number', ...(filter ? { filter } : {}) } as StatisticTile;
  const part = isCounterRead ? countedPartOf(deadlines, tile) : undefined;
  const status = deadlines.filterFields.status;
  if (!status || status === 'not-stored') throw new Error('The deadlines keep their status');
  return { source: deadlines, scope: visibleDeadlines(ctx), ...(filter ? { filter: FILTER_OPERATORS[filter.operator](status, filter.value) } : {}), ...(part ? { countedPart: part } : {}) };
}

// Issue 19: the deadlines tile reads the follow-ups from their counters (migration 035) and counts what it counted.
describe.each(testDatabaseKinds())('the deadlines tile from the follow-up counters on $kind', (kind) => {
  let t: TestApp;
  let members: OfficeContext[];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { demoClients: true });
    const services = { db: t.database.db, mailer: t.app.mailer, catalog: t.catalog };
    const system = (await officeContextFor(services, 'legal', { kind: 'system', name: 'test' }))!;
    const [admin, pro] = [await idsOf(t, 'legal', 'admin@legal.example.com'), await idsOf(t, 'legal', 'pro@legal.example.com')];
    members = [
      { ...system, actor: { kind: 'member', userId: admin.userId, role: 'admin', professionalRole: null } },
      { ...system, actor: { kind: 'member', userId: pro.userId, role: 'user', professionalRole: 'attorney' } },
    ];
    // Follow-ups and tasks around today's and the periods' edges, on the hour and off it, before and after now.
    const now = Date.now();
    for (const [index, offset] of [-400 * DAY, -31 * DAY, -2 * DAY - 30 * 60_000, -HOUR, -60_000, 0, 60_000, 90 * 60_000, 6 * HOUR, 29 * DAY + 45 * 60_000, 200 * DAY].entries()) {
      await followUpAt(t, admin.tenantId, { firstName: `Followed${index}`, dueAt: new Date(now + offset), ...(index % 2 ? { assignedTo: pro.userId } : {}) });
    }
    await taskDueAt(t, admin.tenantId, { dueAt: new Date(now - 2 * DAY), assignedUser: pro.userId });
    await taskDueAt(t, admin.tenantId, { dueAt: new Date(now + 3 * DAY), assignedRole: 'attorney' });
    // The demo office's clients take a while to seed on a busy machine.
  }, 240_000);
  afterAll(async () => t?.close());

  it('counts every period, filter and caller as counting the rows does', async () => {
    const now = new Date();
    for (const ctx of members) {
      await inOffice(ctx, async (trx) => {
        for (const period of STATISTIC_PERIODS) {
          const windows = DUE_PERIOD_WINDOWS[period](now, ctx.office.localization.timeZone);
          for (const filter of FILTERS) {
            const fromRows = await tileValues(trx, ctx.tenant.id, queryOf(ctx, filter, false), windows);
            const fromCounters = await tileValues(trx, ctx.tenant.id, queryOf(ctx, filter, true), windows);
            expect({ period, filter, ...fromCounters }).toEqual({ period, filter, ...fromRows });
          }
        }
      });
    }
  });

  it('answers the office’s own tile as before', async () => {
    const now = new Date();
    for (const ctx of members) {
      for (const period of STATISTIC_PERIODS) {
        const tile = (await computeStatistics(ctx, period, now)).tiles.find((view) => view.id === 'deadlines-open')!;
        const office = ctx.office.ui.dashboard.statistics.find((item) => item.id === 'deadlines-open')!;
        // Its filter (not completed) keeps every follow-up: the counters answer it.
        expect(queryOf(ctx, office.filter, true).countedPart).toBeDefined();
        const windows = DUE_PERIOD_WINDOWS[period](now, ctx.office.localization.timeZone);
        const fromRows = await inOffice(ctx, (trx) => tileValues(trx, ctx.tenant.id, queryOf(ctx, office.filter, false), windows));
        expect({ period, value: tile.value, previousValue: tile.previousValue }).toEqual({ period, value: fromRows.current, previousValue: fromRows.previous });
        if (period === 'all') expect(tile.value).toBeGreaterThanOrEqual(11);
      }
    }
  });
});
