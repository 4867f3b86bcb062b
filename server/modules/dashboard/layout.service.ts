import { DASHBOARD_COLUMNS } from '../../../engine/dashboard/grid-layout';
import type { Dashboard } from '../../../engine/generated/config-types';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import { auditActorOf, writeAudit } from '../../audit/audit-writer';
import { actorRole, actorUserId, inOffice, type OfficeContext } from '../../context/office-context';
import type { ScopedTransaction } from '../../db/context';
import type { SchemaView } from '../../http/schema-types';
import { dashboardError } from './dashboard.messages';
import { arrangeLayout, layoutProblems, layoutWidgets, officeTypeItems, type LayoutItem } from './dashboard-layout';
import { lockLayout, readLayouts, removeLayout, writeLayout, type LayoutOwner, type StoredLayout } from './layout.queries';
import type { layoutSchema } from './layout.schemas';

/**
 * A layout as the layout calls answer it: where it comes from (the member's own, the office's default saved by an
 * admin, or the office type's), its widgets placed, and what the member may change; the shape of its response schema.
 */
export type LayoutView = SchemaView<typeof layoutSchema>;

/** Which layout a call reads or changes: the member's effective one, or the office's default. */
export type LayoutScope = 'user' | 'office';

function viewOf(ctx: OfficeContext, dashboard: Pick<Dashboard, 'widgets'>, stored: { office: StoredLayout | null; user: StoredLayout | null }, scope: LayoutScope): LayoutView {
  const widgets = layoutWidgets(dashboard, widgetDefinitions);
  const officeItems = arrangeLayout(stored.office?.items ?? null, officeTypeItems(dashboard), widgets);
  const useUser = scope === 'user' && stored.user !== null;
  const shown = useUser ? stored.user : stored.office;
  return {
    source: useUser ? 'user' : stored.office ? 'office' : 'office-type',
    columns: DASHBOARD_COLUMNS,
    items: useUser ? arrangeLayout(stored.user!.items, officeItems, widgets) : officeItems,
    updatedAt: shown?.updatedAt.toISOString() ?? null,
    hasUserLayout: stored.user !== null,
    hasOfficeLayout: stored.office !== null,
    canEditOfficeLayout: actorRole(ctx.actor) === 'admin',
  };
}

/** The member a layout call acts for: layouts are people's (their own, or the office's kept by its admins), never the system's. */
function memberOf(ctx: OfficeContext): string {
  const userId = actorUserId(ctx.actor);
  if (!userId) throw dashboardError(403, 'FORBIDDEN');
  return userId;
}

const ownerOf = (userId: string, scope: LayoutScope): LayoutOwner => (scope === 'user' ? userId : null);

const EVENTS: Record<LayoutScope, { save: string; reset: string }> = {
  user: { save: 'dashboard.layout.save', reset: 'dashboard.layout.reset' },
  office: { save: 'dashboard.office-layout.save', reset: 'dashboard.office-layout.reset' },
};

async function audit(trx: ScopedTransaction, ctx: OfficeContext, eventType: string, id: string, before: LayoutItem[] | null, after: LayoutItem[] | null): Promise<void> {
  await writeAudit(trx, auditActorOf(ctx), { eventType, serviceName: 'dashboard', entityType: 'dashboard_layout', entityId: id, before, after, success: true });
}

/** The member's effective layout (theirs, else the office's, else the office type's), or the office's default. */
export async function readLayout(ctx: OfficeContext, scope: LayoutScope): Promise<LayoutView> {
  const userId = memberOf(ctx);
  const stored = await inOffice(ctx, (trx) => readLayouts(trx, userId));
  return viewOf(ctx, ctx.office.ui.dashboard, stored, scope);
}

/**
 * Saves a layout after checking it against the office's widgets (400 with each field's problem); audited when it
 * changes. The office's default is its admins' to change: its routes allow no one else.
 */
export async function saveLayout(ctx: OfficeContext, scope: LayoutScope, items: LayoutItem[]): Promise<LayoutView> {
  const userId = memberOf(ctx);
  const dashboard = ctx.office.ui.dashboard;
  const problems = layoutProblems(items, layoutWidgets(dashboard, widgetDefinitions));
  if (problems.length > 0) throw dashboardError(400, 'INVALID_LAYOUT', problems);
  const clean = items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
  const stored = await inOffice(ctx, async (trx) => {
    const before = await lockLayout(trx, ownerOf(userId, scope));
    if (JSON.stringify(before?.items ?? null) !== JSON.stringify(clean)) {
      const saved = await writeLayout(trx, ctx.tenant.id, ownerOf(userId, scope), clean, userId);
      await audit(trx, ctx, EVENTS[scope].save, saved.id, before?.items ?? null, clean);
    }
    return readLayouts(trx, userId);
  });
  return viewOf(ctx, dashboard, stored, scope);
}

/** Removes a stored layout: the member's falls back to the office's default, the office's to the office type's; audited when there was one. */
export async function resetLayout(ctx: OfficeContext, scope: LayoutScope): Promise<LayoutView> {
  const userId = memberOf(ctx);
  const stored = await inOffice(ctx, async (trx) => {
    const removed = await removeLayout(trx, ownerOf(userId, scope));
    if (removed) await audit(trx, ctx, EVENTS[scope].reset, removed.id, removed.items, null);
    return readLayouts(trx, userId);
  });
  return viewOf(ctx, ctx.office.ui.dashboard, stored, scope);
}
