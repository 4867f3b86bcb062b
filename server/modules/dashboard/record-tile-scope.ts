import { sql, type RawBuilder } from 'kysely';
import type { StatisticTile } from '../../../engine/generated/config-types';
import type { ResolvedCollection } from '../../../engine/modules/record-collections';
import type { OfficeContext } from '../../context/office-context';
import type { Messages } from '../../i18n/messages';
import { HttpError } from '../../plugins/errors';
import { recordsModule } from '../records/record-access';
import { daysAfter, officeDay } from '../records/record-dates';
import { dashboardText } from './dashboard.messages';

/** Why a figure counts no rows for this caller: the module's feature is off, or their roles may not see its records. */
export interface TileRefusal {
  reason: 'not-permitted';
  messages: Messages;
}

/** The rows of the records table a module lists, and the module's records resolved. */
export interface ModuleRows {
  scope: RawBuilder<boolean>;
  collection: ResolvedCollection;
}

/**
 * The records a module lists to this caller, as a condition on the records table: the holder's rows, and for a
 * view only the stages it shows and the records whose date field falls within its days from the office's today. A
 * module the caller may not open (feature off, roles not permitted) is refused with the records screens' own
 * reason, so that its count does not leak.
 */
export function moduleRows(ctx: OfficeContext, moduleId: string): ModuleRows | TileRefusal {
  let collection: ResolvedCollection;
  try {
    ({ collection } = recordsModule(ctx, moduleId));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { reason: 'not-permitted', messages: error.code === 'RECORDS_MODULE_NOT_FOUND' ? dashboardText('STATISTIC_NOT_PERMITTED') : error.messages };
  }
  const conditions = [sql<boolean>`module = ${collection.ownerId}`];
  const { stages, dueWithin } = collection.filter;
  // No stage at all matches nothing: no stage is named ''.
  if (stages) conditions.push(sql<boolean>`stage = any(${stages.length > 0 ? stages : ['']})`);
  if (dueWithin) {
    const today = officeDay(ctx);
    const value = sql`data ->> ${dueWithin.field}`;
    conditions.push(sql<boolean>`${value} >= ${today} and ${value} <= ${daysAfter(today, dueWithin.days)}`);
  }
  return { scope: sql<boolean>`(${sql.join(conditions, sql` and `)})`, collection };
}

/** The rows a records tile counts: its module's records as the module lists them to the caller, or why none. */
export function recordTileScope(tile: StatisticTile, ctx: OfficeContext): RawBuilder<boolean> | TileRefusal {
  const rows = moduleRows(ctx, tile.module ?? '');
  return 'reason' in rows ? rows : rows.scope;
}
