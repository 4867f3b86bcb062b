import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { XmlDocumentsTab } from './XmlDocumentsTab';
import { XmlSchemasTab } from './XmlSchemasTab';
import { XmlUpload } from './XmlUpload';
import { XML_API } from './xml-api';
import type { XmlAnswer, XmlSchemaView } from './xml-api-types';
import { useXmlModule } from './use-xml-module';
import { useXmlOfficeTags } from './use-xml-office-tags';
import { useXmlRights } from './use-xml-rights';

// The analytics and the chart library they draw with load only when the tab is opened.
const XmlAnalyticsTab = lazy(() => import('./XmlAnalyticsTab').then((module) => ({ default: module.XmlAnalyticsTab })));

const NO_SCHEMAS: XmlSchemaView[] = [];

/** The page's tabs, as `?tab=` names them; the first is the default and leaves the address bare. */
const TABS = ['documents', 'analytics', 'schemas'] as const;
type XmlTab = (typeof TABS)[number];
const tabOf = (value: string | null): XmlTab => TABS.find((tab) => tab === value) ?? TABS[0];

/**
 * The XML intake (issue 27) at the module's route (insurance's /xml): the files, the analytics and the schemas as
 * tabs (`?tab=analytics`, the menu's sub-route; `?tab=schemas`), and the upload in a drawer (`?action=upload`, the
 * quick action). The schemas' list is read here for the upload and the files' batch, and refreshed by the schemas tab.
 */
export function XmlIntakePage({ moduleId, basePath }: { moduleId: string; basePath: string }) {
  const { t } = useTranslation('xml');
  const module = useXmlModule(moduleId);
  const { canEdit } = useXmlRights();
  // The upload offers the office's tags, as the list's filter does.
  const { tags: tagOptions } = useXmlOfficeTags();
  const [search, setSearch] = useSearchParams();
  const { mutate } = useSWRConfig();
  const schemas = useSWR<XmlAnswer<XmlSchemaView[]>>(XML_API.schemas).data?.data ?? NO_SCHEMAS;
  const tab = tabOf(search.get('tab'));
  const isUploading = search.get('action') === 'upload';
  const set = (name: string, value: string | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const uploaded = () => void mutate((key) => (typeof key === 'string' && (key.startsWith(XML_API.documents) || key.startsWith(XML_API.search) || key.startsWith(XML_API.tags) || key.startsWith('/xml/analytics'))));

  return (
    <section aria-labelledby="xml-title" data-testid="xml-intake">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 8 }}>
        <div>
          <Typography.Title level={1} id="xml-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {module.name ?? t('title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
            {t('intro')}
          </Typography.Paragraph>
        </div>
        {canEdit ? (
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => set('action', 'upload')} data-testid="xml-upload-open">
            {t('upload.open')}
          </Button>
        ) : null}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          const next = tabOf(key);
          set('tab', next === TABS[0] ? undefined : next);
        }}
        items={[
          { key: 'documents', label: <span data-testid="xml-tab-documents">{t('tabs.documents')}</span>, children: <XmlDocumentsTab basePath={basePath} schemas={schemas} {...(canEdit ? { onUpload: () => set('action', 'upload') } : {})} /> },
          {
            key: 'analytics',
            label: <span data-testid="xml-tab-analytics">{t('tabs.analytics')}</span>,
            children: (
              <Suspense fallback={<Skeleton active />}>
                <XmlAnalyticsTab />
              </Suspense>
            ),
          },
          { key: 'schemas', label: <span data-testid="xml-tab-schemas">{t('tabs.schemas')}</span>, children: <XmlSchemasTab /> },
        ]}
      />
      <Drawer open={isUploading && canEdit} title={t('upload.title')} size={520} onClose={() => set('action', undefined)} data-testid="xml-upload-drawer">
        <XmlUpload schemas={schemas} tagOptions={tagOptions} autoValidateDefault={module.autoValidate} basePath={basePath} onUploaded={uploaded} />
      </Drawer>
    </section>
  );
}
