import type { FastifyInstance } from 'fastify';
import type { SchemaTypes } from '../../http/schema-types';
import { officeContextOf } from '../../context/request-context';
import { declareAccess } from '../../plugins/access';
import { activityFeedPage, recentActivity } from './activity.service';
import { dashboardBatchRoute } from './dashboard-batch.routes';
import { changedBody } from './dashboard.messages';
import { activityPageSchema, recentActivitySchema, recordBadgesSchema, statisticsSchema } from './dashboard.schemas';
import { getLayoutSchema, getOfficeLayoutSchema, resetLayoutSchema, resetOfficeLayoutSchema, saveLayoutSchema, saveOfficeLayoutSchema } from './layout.schemas';
import { readLayout, resetLayout, saveLayout } from './layout.service';
import { recordBadgeFigures } from './record-badges.service';
import { computeStatistics } from './statistics.service';

/** Where the dashboard calls live. */
export const DASHBOARD_BASE = '/api/dashboard';

const tenant = { tenant: true } as const;

/** The dashboard of the session's office (issue 7, spec 3 §2, §9): statistic tiles, the activity feed and the grid layouts. */
export async function dashboardRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<SchemaTypes>();
  declareAccess(app, { features: [] });

  app.get(`${DASHBOARD_BASE}/statistics`, { schema: statisticsSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await computeStatistics(officeContextOf(request), request.query.period),
  }));

  app.get(`${DASHBOARD_BASE}/badges`, { schema: recordBadgesSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: { figures: await recordBadgeFigures(officeContextOf(request)) },
  }));

  app.get(`${DASHBOARD_BASE}/activity`, { schema: recentActivitySchema, config: tenant }, async (request) => {
    const { filter, perType, limit } = request.query;
    return { success: true as const, data: await recentActivity(officeContextOf(request), filter, perType, limit) };
  });

  app.get(`${DASHBOARD_BASE}/activity/all`, { schema: activityPageSchema, config: tenant }, async (request) => {
    const { filter, page, limit } = request.query;
    return { success: true as const, ...(await activityFeedPage(officeContextOf(request), filter, page, limit)) };
  });

  app.get(`${DASHBOARD_BASE}/layout`, { schema: getLayoutSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await readLayout(officeContextOf(request), 'user'),
  }));
  app.put(`${DASHBOARD_BASE}/layout`, { schema: saveLayoutSchema, config: tenant }, async (request) =>
    changedBody('LAYOUT_SAVED', await saveLayout(officeContextOf(request), 'user', request.body.items)),
  );
  app.delete(`${DASHBOARD_BASE}/layout`, { schema: resetLayoutSchema, config: tenant }, async (request) =>
    changedBody('LAYOUT_RESET', await resetLayout(officeContextOf(request), 'user')),
  );

  app.get(`${DASHBOARD_BASE}/layout/office`, { schema: getOfficeLayoutSchema, config: tenant }, async (request) => ({
    success: true as const,
    data: await readLayout(officeContextOf(request), 'office'),
  }));

  dashboardBatchRoute(app, DASHBOARD_BASE);
  // The office's default layout is its admins' to change.
  app.put(`${DASHBOARD_BASE}/layout/office`, { schema: saveOfficeLayoutSchema, config: { ...tenant, roles: ['admin'] } }, async (request) =>
    changedBody('OFFICE_LAYOUT_SAVED', await saveLayout(officeContextOf(request), 'office', request.body.items)),
  );
  app.delete(`${DASHBOARD_BASE}/layout/office`, { schema: resetOfficeLayoutSchema, config: { ...tenant, roles: ['admin'] } }, async (request) =>
    changedBody('OFFICE_LAYOUT_RESET', await resetLayout(officeContextOf(request), 'office')),
  );
}
