import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/routing/use-page-title';

/**
 * An area that a later issue builds: its title (the page's, as the tab names it: from the office's navigation, else
 * the area's own name) and its empty state, so every menu item leads to a page that says what it is, never to a
 * blank, a raw path or invented records.
 */
export function AreaPage({ title }: { title?: string }) {
  const { t } = useTranslation('shell');
  const pageTitle = usePageTitle();
  const areaTitle = title ?? pageTitle;
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
