import { LayoutOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useOffice } from '../../../app/office/office-context';
import { LAYOUT_PATH, type LayoutAnswer } from '../../../dashboard/layout/layout-types';
import { LinkButton } from '../../public/LinkButton';

/** The address that opens the dashboard ready to edit its layout (DashboardPage reads it). */
export const EDIT_LAYOUT_PATH = '/dashboard?layout=edit';

/**
 * /admin/dashboard: whether the office has its own default dashboard layout or uses its office type's, and the way
 * to its builder: the dashboard itself, opened in edit mode, where an admin saves the office's default.
 */
export function DashboardLayoutSection() {
  const { t } = useTranslation('admin');
  const { office } = useOffice();
  const hasDashboard = Boolean(office && 'dashboard' in office.ui);
  const { data, error, isLoading, mutate } = useSWR<LayoutAnswer>(hasDashboard ? LAYOUT_PATH : null, { revalidateOnFocus: false });
  if (office && !hasDashboard) return <Empty description={t('dashboardLayout.noDashboard')} />;
  if (error && !data) return <ErrorState error={error} title={t('dashboardLayout.loadFailed')} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const layout = data.data;
  return (
    <Card data-testid="dashboard-layout-section" title={t('dashboardLayout.title')}>
      <Flex vertical gap={12} align="start">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('dashboardLayout.intro')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Tag color={layout.hasOfficeLayout ? 'blue' : 'default'} data-testid="office-layout-source">
            {t(layout.hasOfficeLayout ? 'dashboardLayout.officeSaved' : 'dashboardLayout.officeType')}
          </Tag>
          <Tag>{t('dashboardLayout.widgets', { count: layout.items.length })}</Tag>
        </Flex>
        <LinkButton type="primary" icon={<LayoutOutlined />} to={EDIT_LAYOUT_PATH} data-testid="edit-office-layout">
          {t('dashboardLayout.edit')}
        </LinkButton>
      </Flex>
    </Card>
  );
}
