import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { FileName } from '../documents/FileName';
import { XmlDataTab } from './XmlDataTab';
import { XmlDocumentActions } from './XmlDocumentActions';
import { XmlIssueList } from './XmlIssueList';
import { XmlMetadataTab } from './XmlMetadataTab';
import { XmlSourceView } from './XmlSourceView';
import { XmlStatusTag } from './XmlStatusTag';
import { useXmlApi } from './xml-api-context';
import { XML_API } from './xml-api';
import type { XmlAnswer, XmlDocumentData, XmlDocumentDetails, XmlSchemaView } from './xml-api-types';
import { downloadXml } from './xml-download';

// The charts and the chart library load only when their tab is opened.
const XmlDocumentCharts = lazy(() => import('./XmlDocumentCharts').then((module) => ({ default: module.XmlDocumentCharts })));

const TABS = ['metadata', 'issues', 'source', 'data', 'charts'] as const;
type Tab = (typeof TABS)[number];

/**
 * One file (`/xml/documents/:id` under the module's route): its fields and tags, its validation errors each opening
 * the source at its line (`?tab=source&line=…`), its data (policies with their members' matches, the tree) and
 * charts; validate, transform, download and delete.
 */
export function XmlDocumentPage({ basePath }: { basePath: string }) {
  const { t, i18n } = useTranslation('xml');
  const { id = '' } = useParams<{ id: string }>();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const xml = useXmlApi();
  const action = useServerAction();
  const document = useSWR<XmlAnswer<XmlDocumentDetails>>(XML_API.document(id));
  const schemas = useSWR<XmlAnswer<XmlSchemaView[]>>(XML_API.schemas).data?.data ?? [];
  const asked = search.get('tab');
  const tab: Tab = (TABS as readonly (string | null)[]).includes(asked) ? (asked as Tab) : 'metadata';
  // The data and the charts share one answer, asked for once either tab is opened.
  const data = useSWR<XmlAnswer<XmlDocumentData>>(tab === 'data' || tab === 'charts' ? XML_API.document(id, 'data') : null);
  const line = Number(search.get('line')) || undefined;
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const open = (next: Tab, at?: number) => setSearch(() => new URLSearchParams({ ...(next === 'metadata' ? {} : { tab: next }), ...(at ? { line: String(at) } : {}) }));
  const back = (
    <Link to={basePath}>
      <Space size={4}>
        <BackIcon />
        {t('detail.back')}
      </Space>
    </Link>
  );

  if (document.error instanceof ApiError && document.error.status === 404) {
    return <Result status="404" title={t('detail.notFound')} extra={<Link to={basePath}><Button type="primary">{t('detail.back')}</Button></Link>} data-testid="xml-not-found" />;
  }
  if (document.error) return <ErrorState error={document.error} onRetry={() => void document.mutate()} />;
  if (!document.data) {
    return (
      <div role="status" aria-label={t('detail.loading')} data-testid="xml-detail-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const file = document.data.data;
  const changed = () => {
    void document.mutate();
    if (data.data) void data.mutate();
  };
  const issueCount = (file.validation?.errors.length ?? 0) + (file.validation?.warnings.length ?? 0);

  return (
    <article aria-labelledby="xml-file-title" data-testid="xml-document">
      {back}
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlock: '12px 16px' }}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} id="xml-file-title" style={{ fontSize: 24, marginBlockEnd: 0 }}>
            <FileName name={file.fileName} />
          </Typography.Title>
          <XmlStatusTag status={file.status} />
        </Flex>
        <XmlDocumentActions document={file} schemas={schemas} action={action} onChanged={changed} onDeleted={() => navigate(basePath, { replace: true })} />
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
      <Tabs
        activeKey={tab}
        onChange={(key) => open(key as Tab)}
        items={[
          { key: 'metadata', label: <span data-testid="xml-tab-metadata">{t('detail.tabs.metadata')}</span>, children: <XmlMetadataTab document={file} onChanged={changed} onDownloadTransformation={(transformation) => void action.run(() => downloadXml(xml, file, { transformationId: transformation.id }), { isQuiet: true })} /> },
          { key: 'issues', label: <span data-testid="xml-tab-issues">{t('detail.tabs.issues', { count: issueCount })}</span>, children: <XmlIssueList validation={file.validation} onJump={(at) => open('source', at)} /> },
          { key: 'source', label: <span data-testid="xml-tab-source">{t('detail.tabs.source')}</span>, children: <XmlSourceView documentId={file.id} line={line} /> },
          { key: 'data', label: <span data-testid="xml-tab-data">{t('detail.tabs.data')}</span>, children: <XmlDataTab documentId={file.id} data={data.data} error={data.error} mutate={data.mutate} onChanged={() => void document.mutate()} onJump={(at) => open('source', at)} /> },
          {
            key: 'charts',
            label: <span data-testid="xml-tab-charts">{t('detail.tabs.charts')}</span>,
            children: data.error ? (
              <ErrorState error={data.error} onRetry={() => void data.mutate()} />
            ) : data.data ? (
              <Suspense fallback={<Skeleton active />}>
                <XmlDocumentCharts policies={data.data.data.policies} />
              </Suspense>
            ) : (
              <Skeleton active />
            ),
          },
        ]}
      />
    </article>
  );
}
