import { sql, type RawBuilder } from 'kysely';
import { isRecordBadgeFigure, recordBadgeSource, type RecordBadgeFigure } from '../../../engine/dashboard/record-badges';
import type { MenuItem } from '../../../engine/generated/config-types';
import { inOffice, type OfficeContext } from '../../context/office-context';
import { moduleRows, type ModuleRows } from './record-tile-scope';
import { countRecordsUpTo } from './record-badges.queries';

const sourcesIn = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [...(item.badge?.source ? [item.badge.source] : []), ...sourcesIn(item.children ?? [])]);

// open: not at a final stage of the workflow (a record without a stage is open); all: every row the module lists.
const FIGURES: Readonly<Record<RecordBadgeFigure, (rows: ModuleRows) => RawBuilder<boolean>>> = {
  all: (rows) => rows.scope,
  open: ({ scope, collection }) => {
    const finals = collection.workflow?.stages.filter((stage) => stage.final).map((stage) => stage.id) ?? [];
    return finals.length === 0 ? scope : sql<boolean>`${scope} and (stage is null or not (stage = any(${finals})))`;
  },
};

/**
 * The figures of the records badges the office's menu names (`records.<module>.<figure>`), by source, each counted
 * up to 100, in one statement. A module the caller may not open (its feature off, their roles not permitted) is
 * left out, so that its count does not leak; its badge then shows nothing.
 */
export async function recordBadgeFigures(ctx: OfficeContext): Promise<Record<string, number>> {
  const wanted = [...new Set(sourcesIn(ctx.office.ui.navigation.primaryMenu))].flatMap((source) => {
    const named = recordBadgeSource(source);
    if (!named || !isRecordBadgeFigure(named.figure)) return [];
    const rows = moduleRows(ctx, named.module);
    return 'reason' in rows ? [] : [{ source, condition: FIGURES[named.figure](rows) }];
  });
  if (wanted.length === 0) return {};
  const counts = await inOffice(ctx, (trx) => countRecordsUpTo(trx, ctx.tenant.id, wanted.map((figure) => figure.condition)));
  return Object.fromEntries(wanted.map((figure, index) => [figure.source, counts[index] ?? 0]));
}
