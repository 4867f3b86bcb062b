import type { FastifyInstance } from 'fastify';
import { declareAccess } from '../../plugins/access';
import type { OfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import type { ActivityFilter } from './activity-entities';
import { activityFeedPage, recentActivity } from './activity.service';
import { changedBody } from './dashboard.messages';
import { activityPageSchema, recentActivitySchema, statisticsSchema } from './dashboard.schemas';
import type { LayoutItem } from './dashboard-layout';
import { getLayoutSchema, getOfficeLayoutSchema, resetLayoutSchema, resetOfficeLayoutSchema, saveLayoutSchema, saveOfficeLayoutSchema } from './layout.schemas';
import { readLayout, resetLayout, saveLayout } from './layout.service';
import { contextOf, officeConfigOf } from './office-of-request';
import type { StatisticPeriod } from './statistic-periods';
import { computeStatistics } from './statistics.service';

/** Where the dashboard calls live. */
export const DASHBOARD_BASE = '/api/dashboard';

const tenant = { tenant: true } as const;
type LayoutBody = { Body: { items: LayoutItem[] } };

/** The dashboard of the session's office (issue 7, spec 3 §2, §9): statistic tiles, the activity feed and the grid layouts. */
export async function dashboardRoutes(app: FastifyInstance, { catalog }: { catalog: OfficeTypeCatalog }): Promise<void> {
  declareAccess(app, { features: [] });
  const { db } = app.database;

  app.get<{ Querystring: { period?: StatisticPeriod } }>(`${DASHBOARD_BASE}/statistics`, { schema: statisticsSchema, config: tenant }, async (request) => {
    const config = await officeConfigOf(request, catalog);
    const period = request.query.period ?? config.ui.dashboard.defaultPeriod ?? 'month';
    return { success: true as const, data: await computeStatistics(db, contextOf(request), config.ui.dashboard.statistics, period, config.localization.timeZone) };
  });

  app.get<{ Querystring: { filter: ActivityFilter; perType: number; limit: number } }>(`${DASHBOARD_BASE}/activity`, { schema: recentActivitySchema, config: tenant }, async (request) => {
    const { filter, perType, limit } = request.query;
    return { success: true as const, data: await recentActivity(db, contextOf(request), filter, perType, limit) };
  });

  app.get<{ Querystring: { filter: ActivityFilter; page: number; limit: number } }>(`${DASHBOARD_BASE}/activity/all`, { schema: activityPageSchema, config: tenant }, async (request) => {
    const { filter, page, limit } = request.query;
    return { success: true as const, ...(await activityFeedPage(db, contextOf(request), filter, page, limit)) };
  });

  const dashboardOf = async (request: Parameters<typeof contextOf>[0]) => (await officeConfigOf(request, catalog)).ui.dashboard;

  app.get(`${DASHBOARD_BASE}/layout`, { schema: getLayoutSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await readLayout(db, request, await dashboardOf(request), 'user'),
  }));
  app.put<LayoutBody>(`${DASHBOARD_BASE}/layout`, { schema: saveLayoutSchema, config: tenant }, async (request) =>
    changedBody('LAYOUT_SAVED', await saveLayout(db, request, await dashboardOf(request), 'user', request.body.items)),
  );
  app.delete(`${DASHBOARD_BASE}/layout`, { schema: resetLayoutSchema, config: tenant }, async (request) =>
    changedBody('LAYOUT_RESET', await resetLayout(db, request, await dashboardOf(request), 'user')),
  );

  app.get(`${DASHBOARD_BASE}/layout/office`, { schema: getOfficeLayoutSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await readLayout(db, request, await dashboardOf(request), 'office'),
  }));
  // The office's default layout is its admins' to change.
  app.put<LayoutBody>(`${DASHBOARD_BASE}/layout/office`, { schema: saveOfficeLayoutSchema, config: { ...tenant, roles: ['admin'] } }, async (request) =>
    changedBody('OFFICE_LAYOUT_SAVED', await saveLayout(db, request, await dashboardOf(request), 'office', request.body.items)),
  );
  app.delete(`${DASHBOARD_BASE}/layout/office`, { schema: resetOfficeLayoutSchema, config: { ...tenant, roles: ['admin'] } }, async (request) =>
    changedBody('OFFICE_LAYOUT_RESET', await resetLayout(db, request, await dashboardOf(request), 'office')),
  );
}
