import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AREA_ROUTES } from '../../app/routing/protected-routes';
import { useOffice } from '../../app/office/office-context';

/** /route-test, a technical page (spec 1 §2): every protected route and what the feature guard does with it here. */
export function RouteTestPage() {
  const { t } = useTranslation('shell');
  const { runtime } = useOffice();
  const rows = ['/dashboard', '/workspace', '/clients', '/leads', '/profile', '/settings', '/admin', ...AREA_ROUTES].map((route) => {
    const path = route.replace(/\/\*$/, '').replace(/:id/g, '1');
    return { route, gate: runtime?.routes.gate(path) };
  });
  return (
    <section style={{ maxWidth: 900, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t('technical.routesTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{runtime ? t('technical.routesIntro') : t('technical.signInToSee')}</Typography.Paragraph>
      <Table
        rowKey="route"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('technical.route'), dataIndex: 'route', render: (route: string) => <code className="ltr-text">{route}</code> },
          { title: t('technical.feature'), render: (_, row) => (row.gate && row.gate.kind !== 'allow' ? <code>{row.gate.feature}</code> : '—') },
          {
            title: t('technical.state'),
            render: (_, row) => {
              if (!row.gate) return '—';
              if (row.gate.kind === 'allow') return <Tag color="green">{t('technical.allowed')}</Tag>;
              if (row.gate.kind === 'redirect') return <Tag color="blue">{t('technical.redirect', { to: row.gate.to })}</Tag>;
              return <Tag color="orange">{t('technical.unavailable')}</Tag>;
            },
          },
        ]}
      />
    </section>
  );
}
