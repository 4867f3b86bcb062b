import { sql, type RawBuilder } from 'kysely';
import type { StatisticTile } from '../../../engine/generated/config-types';
import { moduleKind } from '../../../engine/modules/module-kinds';
import type { OfficeContext } from '../../context/office-context';
import { mayActOnCalendar } from '../appointments/appointment-access';
import { dashboardText } from './dashboard.messages';
import type { TileRefusal } from './record-tile-scope';

/**
 * The appointments a tile counts: those of the calendar modules the caller may open (the tile's module only, when
 * it names one), with their features on; none at all is refused, so that a count does not leak.
 */
export function appointmentTileScope(tile: StatisticTile, ctx: OfficeContext): RawBuilder<boolean> | TileRefusal {
  const isOn = (feature: string | undefined) => feature === undefined || ctx.office.enabledFeatures.includes(feature);
  const modules = ctx.office.features.modules
    .filter((module) => moduleKind(module) === 'calendar' && (tile.module === undefined || module.id === tile.module))
    .filter((module) => isOn(module.feature) && mayActOnCalendar(ctx, module, 'view'))
    .map((module) => module.id);
  if (modules.length === 0) return { reason: 'not-permitted', messages: dashboardText('STATISTIC_NOT_PERMITTED') };
  return sql<boolean>`module = any(${modules})`;
}
