import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pickText } from '../../../engine/i18n/languages';
import { AntIcon } from '../../../engine/react/AntIcon';
import { useAuth } from '../../app/auth/use-auth';
import { useOffice } from '../../app/office/office-context';
import { useLabel } from '../../app/office/use-term';

/**
 * /dashboard and /workspace: a greeting and the office's quick actions from its configuration. The widget grid
 * arrives with the dashboard issue (7); until then this page shows only what is real.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('shell');
  const { user, tenant } = useAuth();
  const { runtime, office } = useOffice();
  const label = useLabel();
  const officeName = tenant?.tenantName ?? (office ? pickText(office.name, i18n.language) : '');
  const actions = runtime?.navigation.quickActions ?? [];
  return (
    <section aria-labelledby="dashboard-title" data-testid="dashboard">
      <Typography.Title level={1} id="dashboard-title" style={{ fontSize: 28 }}>
        {t('dashboard.welcome', { name: user?.firstName ?? '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboard.intro', { office: officeName })}</Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t('dashboard.quickActions')}
      </Typography.Title>
      {actions.length === 0 ? (
        <Empty description={t('dashboard.noQuickActions')} />
      ) : (
        <Flex wrap gap={12}>
          {actions.map((action) => (
            <Card key={action.id} size="small" style={{ minWidth: 200 }}>
              <Link to={action.path}>
                <Button type="link" icon={<AntIcon name={action.icon} />} style={{ paddingInline: 0 }}>
                  {label(action)}
                </Button>
              </Link>
              {action.shortcut && (
                <Typography.Text type="secondary" className="ltr-text" style={{ display: 'block', fontSize: 12 }}>
                  {action.shortcut}
                </Typography.Text>
              )}
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}
