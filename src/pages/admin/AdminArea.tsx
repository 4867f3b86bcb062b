import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_SECTION_CONTENT } from './admin-section-content';
import { ADMIN_SECTIONS, adminSectionOf } from './admin-sections';

/** /admin/<section>: the office's administration without code, one tab per section, the section in the address. */
export function AdminArea() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const active = adminSectionOf(useParams()['*']);
  return (
    <section aria-labelledby="admin-title" data-testid="admin-area" style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Typography.Title level={1} id="admin-title" style={{ fontSize: 28 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/admin/${key}`)}
        destroyOnHidden
        items={ADMIN_SECTIONS.map((key) => ({ key, label: t(`sections.${key}`), children: ADMIN_SECTION_CONTENT[key](t(`sections.${key}`)) }))}
      />
    </section>
  );
}
