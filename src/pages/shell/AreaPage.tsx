import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAreaTitle } from './use-area-title';

/**
 * An area that a later issue builds: its title from the office's navigation and its empty state, so every menu
 * item leads to a page that says what it is, never to a blank or to invented records.
 */
export function AreaPage({ title }: { title?: string }) {
  const { t } = useTranslation('shell');
  const fromNavigation = useAreaTitle();
  const { pathname } = useLocation();
  const areaTitle = title ?? fromNavigation ?? pathname.split('/').filter(Boolean).join(' / ');
  return (
    <section aria-labelledby="area-title" data-testid="area-page">
      <Typography.Title level={1} id="area-title" style={{ fontSize: 28 }}>
        {areaTitle}
      </Typography.Title>
      <Empty
        style={{ marginBlock: 64 }}
        description={
          <>
            <Typography.Paragraph strong>{t('area.emptyTitle')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('area.emptyText', { area: areaTitle })}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('area.comingWith')}</Typography.Paragraph>
          </>
        }
      />
    </section>
  );
}
