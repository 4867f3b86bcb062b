import { Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { pickText } from '../../../engine/i18n/languages';
import { useAuth } from '../../app/auth/use-auth';
import { useOffice } from '../../app/office/office-context';
import { DashboardGrid } from '../../dashboard/layout/DashboardGrid';
import { dashboardWidgets } from '../../dashboard/layout/widget-placements';
import { useAutoRefresh } from '../../dashboard/use-auto-refresh';
import { useBatchedReads } from '../../dashboard/use-batched-reads';
import { MyTasksLink } from '../tasks/MyTasksLink';

/**
 * /dashboard and /workspace: a greeting (the office's own welcome message where it has one), then the office's dashboard from its configuration: each widget from the
 * registry on the member's layout, refreshed as often as their preference says.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('shell');
  const { user, tenant } = useAuth();
  const { office } = useOffice();
  const refreshInterval = useAutoRefresh();
  const officeName = tenant?.tenantName ?? (office ? pickText(office.name, i18n.language) : '');
  // The office's own greeting (ui.branding.welcomeMessage) where it has one, else the product's line naming the office.
  const welcome = office?.ui.branding.welcomeMessage;
  const placements = office && 'dashboard' in office.ui ? office.ui.dashboard.widgets : undefined;
  const widgets = useMemo(() => (placements ? dashboardWidgets(placements) : undefined), [placements]);
  // The widgets' first reads come from one batched call (use-batched-reads.ts).
  const fetcher = useBatchedReads();
  const swr = useMemo(() => ({ refreshInterval, fetcher }), [fetcher, refreshInterval]);
  // ?layout=edit: opened from the admin area to edit the office's default layout.
  const startEditing = useSearchParams()[0].get('layout') === 'edit';
  return (
    <section aria-labelledby="dashboard-title" data-testid="dashboard">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={1} id="dashboard-title" style={{ fontSize: 28 }}>
          {t('dashboard.welcome', { name: user?.firstName ?? '' })}
        </Typography.Title>
        <MyTasksLink />
      </Flex>
      <Typography.Paragraph type="secondary" data-testid="dashboard-welcome">
        {welcome ? pickText(welcome, i18n.language) : t('dashboard.intro', { office: officeName })}
      </Typography.Paragraph>
      {widgets ? (
        <SWRConfig value={swr}>
          <DashboardGrid widgets={widgets} startEditing={startEditing} />
        </SWRConfig>
      ) : (
        <Skeleton active />
      )}
    </section>
  );
}
