import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DASHBOARD_COLUMNS } from '../../../engine/dashboard/grid-layout';
import type { Dashboard } from '../../../engine/generated/config-types';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import { actorOf, writeAudit } from '../../audit/audit-writer';
import { withContext, type ScopedTransaction } from '../../db/context';
import type { Database } from '../../db/schema';
import { dashboardError } from './dashboard.messages';
import { arrangeLayout, layoutProblems, layoutWidgets, officeTypeItems, type LayoutItem, type PlacedItem } from './dashboard-layout';
import { lockLayout, readLayouts, removeLayout, writeLayout, type LayoutOwner, type StoredLayout } from './layout.queries';
import { contextOf } from './office-of-request';

/** Where a layout comes from: the member's own, the office's default (saved by an admin), or the office type's. */
export type LayoutSource = 'user' | 'office' | 'office-type';

/** A layout as the layout calls answer it. */
export interface LayoutView {
  source: LayoutSource;
  columns: number;
  items: PlacedItem[];
  updatedAt: string | null;
  hasUserLayout: boolean;
  hasOfficeLayout: boolean;
  canEditOfficeLayout: boolean;
}

/** Which layout a call reads or changes: the member's effective one, or the office's default. */
export type LayoutScope = 'user' | 'office';

function viewOf(request: FastifyRequest, dashboard: Pick<Dashboard, 'widgets'>, stored: { office: StoredLayout | null; user: StoredLayout | null }, scope: LayoutScope): LayoutView {
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
    canEditOfficeLayout: request.tenant?.role === 'admin',
  };
}

const ownerOf = (request: FastifyRequest, scope: LayoutScope): LayoutOwner => (scope === 'user' ? request.auth!.userId : null);

const EVENTS: Record<LayoutScope, { save: string; reset: string }> = {
  user: { save: 'dashboard.layout.save', reset: 'dashboard.layout.reset' },
  office: { save: 'dashboard.office-layout.save', reset: 'dashboard.office-layout.reset' },
};

async function audit(trx: ScopedTransaction, request: FastifyRequest, eventType: string, id: string, before: LayoutItem[] | null, after: LayoutItem[] | null): Promise<void> {
  await writeAudit(trx, actorOf(request, request.tenant!.tenantId), { eventType, serviceName: 'dashboard', entityType: 'dashboard_layout', entityId: id, before, after, success: true });
}

/** Only an office admin changes the office's default layout. */
function refuseNonAdmin(request: FastifyRequest, scope: LayoutScope): void {
  if (scope === 'office' && request.tenant?.role !== 'admin') throw dashboardError(403, 'ADMIN_REQUIRED');
}

/** The member's effective layout (theirs, else the office's, else the office type's), or the office's default. */
export async function readLayout(db: Kysely<Database>, request: FastifyRequest, dashboard: Pick<Dashboard, 'widgets'>, scope: LayoutScope): Promise<LayoutView> {
  const stored = await withContext(db, contextOf(request), (trx) => readLayouts(trx, request.auth!.userId));
  return viewOf(request, dashboard, stored, scope);
}

/** Saves a layout after checking it against the office's widgets (400 with each field's problem); audited when it changes. */
export async function saveLayout(db: Kysely<Database>, request: FastifyRequest, dashboard: Pick<Dashboard, 'widgets'>, scope: LayoutScope, items: LayoutItem[]): Promise<LayoutView> {
  refuseNonAdmin(request, scope);
  const problems = layoutProblems(items, layoutWidgets(dashboard, widgetDefinitions));
  if (problems.length > 0) throw dashboardError(400, 'INVALID_LAYOUT', problems);
  const { tenantId, userId } = contextOf(request);
  const clean = items.map(({ i, x, y, w, h }) => ({ i, x, y, w, h }));
  const stored = await withContext(db, contextOf(request), async (trx) => {
    const before = await lockLayout(trx, ownerOf(request, scope));
    if (JSON.stringify(before?.items ?? null) !== JSON.stringify(clean)) {
      const saved = await writeLayout(trx, tenantId, ownerOf(request, scope), clean, userId);
      await audit(trx, request, EVENTS[scope].save, saved.id, before?.items ?? null, clean);
    }
    return readLayouts(trx, userId);
  });
  return viewOf(request, dashboard, stored, scope);
}

/** Removes a stored layout: the member's falls back to the office's default, the office's to the office type's; audited when there was one. */
export async function resetLayout(db: Kysely<Database>, request: FastifyRequest, dashboard: Pick<Dashboard, 'widgets'>, scope: LayoutScope): Promise<LayoutView> {
  refuseNonAdmin(request, scope);
  const stored = await withContext(db, contextOf(request), async (trx) => {
    const removed = await removeLayout(trx, ownerOf(request, scope));
    if (removed) await audit(trx, request, EVENTS[scope].reset, removed.id, removed.items, null);
    return readLayouts(trx, request.auth!.userId);
  });
  return viewOf(request, dashboard, stored, scope);
}
