import type { LocalizedText, StatisticTile } from '../../../engine/generated/config-types';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { Messages } from '../../i18n/messages';
import { dashboardText, fieldNotStored } from './dashboard.messages';
import { FILTER_OPERATORS } from './statistic-filters';
import { percentChange } from '../../../engine/dashboard/percent-change';
import { describeTile } from '../../../engine/dashboard/tile-description';
import { DUE_PERIOD_WINDOWS, PERIOD_WINDOWS, type PeriodWindows, type StatisticPeriod } from './statistic-periods';
import { NOT_STORED, STATISTIC_SOURCES } from './statistic-sources';
import { countedPartOf } from './counted-part';
import { tileValues, type TileQuery } from './statistics.queries';

/**
 * Why a tile has no value: its entity is not stored yet, the field its filter or sum names is not, or the caller
 * may not see what it counts (a records module whose feature is off or whose records their roles may not see).
 */
export interface Unavailable {
  reason: 'entity-planned' | 'field-not-stored' | 'not-permitted';
  field?: string;
  messages: Messages;
}

/** A statistic tile as GET /api/dashboard/statistics answers it. */
export interface TileView {
  id: string;
  label: LocalizedText;
  labelKey?: string;
  icon?: string;
  color?: string;
  path?: string;
  entity: StatisticTile['entity'];
  module?: string;
  aggregation: StatisticTile['aggregation'];
  field: string | null;
  format: StatisticTile['format'];
  currency: 'ILS' | null;
  value: number | null;
  previousValue: number | null;
  trend: number | null;
  isTrendShown: boolean;
  unavailable: Unavailable | null;
}

/** The query of a tile, or why it cannot be computed. */
function planTile(ctx: OfficeContext, tile: StatisticTile): TileQuery | Unavailable {
  const source = STATISTIC_SOURCES[tile.entity];
  if (source.isPlanned) return { reason: 'entity-planned', messages: dashboardText('STATISTIC_ENTITY_PLANNED') };
  const scope = typeof source.scope === 'function' ? source.scope(tile, ctx) : source.scope;
  if (scope && 'reason' in scope) return scope;
  const query: TileQuery = { source, ...(scope ? { scope } : {}) };
  if (tile.filter) {
    const field = source.filterFields[tile.filter.field] ?? source.namedField?.(tile.filter.field);
    if (!field || field === NOT_STORED) return { reason: 'field-not-stored', field: tile.filter.field, messages: fieldNotStored(tile.entity, tile.filter.field) };
    query.filter = FILTER_OPERATORS[tile.filter.operator](field, tile.filter.value);
  }
  if (tile.aggregation === 'sum') {
    const sum = tile.field ? (source.sumFields[tile.field] ?? source.namedSum?.(tile.field)) : undefined;
    if (!sum || sum === NOT_STORED) return { reason: 'field-not-stored', field: tile.field ?? '', messages: fieldNotStored(tile.entity, tile.field ?? '') };
    query.sum = sum;
  }
  query.isCounted = tile.aggregation !== 'sum' && source.countedFields !== undefined && (!tile.filter || source.countedFields.includes(tile.filter.field));
  const countedPart = countedPartOf(source, tile);
  if (countedPart) query.countedPart = countedPart;
  return query;
}

/** A period's windows for rows placed in the past (created, started) and for rows that fall due. */
interface TileWindows {
  past: PeriodWindows;
  due: PeriodWindows;
}

async function tileView(trx: ScopedTransaction, ctx: OfficeContext, tile: StatisticTile, windows: TileWindows): Promise<TileView> {
  const plan = planTile(ctx, tile);
  const values = 'source' in plan ? await tileValues(trx, ctx.tenant.id, plan, plan.source.isDue ? windows.due : windows.past) : null;
  return {
    ...describeTile(tile),
    value: values?.current ?? null,
    previousValue: values?.previous ?? null,
    trend: values ? percentChange(values.current, values.previous) : null,
    unavailable: 'source' in plan ? null : plan,
  };
}

/**
 * The office's statistic tiles for a period (by default the office's own, else the month), each computed from its
 * data in one statement, in the office's time zone.
 */
export async function computeStatistics(ctx: OfficeContext, asked?: StatisticPeriod, now = new Date()) {
  const { dashboard } = ctx.office.ui;
  const timeZone = ctx.office.localization.timeZone;
  const period = asked ?? dashboard.defaultPeriod ?? 'month';
  const windows = PERIOD_WINDOWS[period](now, timeZone);
  const tileWindows = { past: windows, due: DUE_PERIOD_WINDOWS[period](now, timeZone) };
  const views = await inOffice(ctx, async (trx) => {
    const computed: TileView[] = [];
    // One after another: a transaction is one connection.
    for (const tile of dashboard.statistics) computed.push(await tileView(trx, ctx, tile, tileWindows));
    return computed;
  });
  const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
  return {
    period,
    timeZone,
    computedAt: now.toISOString(),
    range: { from: iso(windows.current.from), to: now.toISOString() },
    previousRange: windows.previous ? { from: windows.previous.from.toISOString(), to: windows.previous.to.toISOString() } : null,
    tiles: views,
  };
}
