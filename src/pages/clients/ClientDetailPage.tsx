import { ArrowRightOutlined, ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { moduleKind } from '../../../engine/modules/module-kinds';
import { hasPermission } from '../../../engine/roles';
import { pathOnly } from '../../../engine/routing/route-gating';
import { ApiError } from '../../api/api-error';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useOffice } from '../../app/office/office-context';
import { api } from '../../app/session';
import { ClientActivities } from './ClientActivities';
import { ClientDetails } from './ClientDetails';
import { ClientDocuments } from './ClientDocuments';
import { ClientFollowUp } from './ClientFollowUp';
import { ClientNotes } from './ClientNotes';
import { ClientStatusTag } from './ClientStatusTag';
import { SubjectWorkflow } from './SubjectWorkflow';
import { clientApiPath, useClient } from './use-client';
import { useClientPaths } from './use-client-paths';
import { ReadableTag } from '../../app/chrome/ReadableTag';

// The simulations tab, and the chart library it draws with, load only when an office that has them opens it.
const ClientSimulations = lazy(() => import('../simulations/ClientSimulations').then((module) => ({ default: module.ClientSimulations })));

// The clearing house's products, from the XML intake, likewise.
const ClientHoldings = lazy(() => import('../xml/ClientHoldings').then((module) => ({ default: module.ClientHoldings })));

/** The feature whose offices see a {{client}}'s simulations (issue 26). */
const SIMULATIONS_FEATURE = 'simulations';
/** The feature, and the permission, by which a {{client}}'s page shows their products from the clearing house's files (issue 27). */
const XML_FEATURE = 'xml-documents';
const XML_VIEW = 'xml.view';

/** One client or lead (/clients/{id}, /leads/{id}): data, notes, documents, activity and follow-up (spec 2 §2). */
export function ClientDetailPage({ kind }: { kind: 'client' | 'lead' }) {
  const { t, i18n } = useTranslation('clients');
  const { t: simulationsT } = useTranslation('simulations');
  const { t: xmlT } = useTranslation('xml');
  const { office, runtime } = useOffice();
  const hasSimulations = Boolean(office && !office.isPublic && office.enabledFeatures.includes(SIMULATIONS_FEATURE));
  const hasHoldings = Boolean(office && !office.isPublic && office.enabledFeatures.includes(XML_FEATURE) && hasPermission(runtime?.permissions ?? [], XML_VIEW));
  // The files the holdings link to are under the XML module's route (insurance's /xml).
  const xmlModule = runtime?.config.features.modules.find((module) => moduleKind(module) === 'xml-intake');
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useClient(id);
  const action = useServerAction();
  const paths = useClientPaths();
  const listPath = paths.list(kind);
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;

  if (error instanceof ApiError && error.status === 404) {
    return <Result status="404" title={t('detail.notFound')} subTitle={t('detail.notFoundText')} extra={<Link to={listPath}><Button type="primary">{t('detail.back')}</Button></Link>} />;
  }
  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const client = data.data;
  const refresh = () => void mutate();

  const remove = async () => {
    const answer = await action.run(() => api.delete(clientApiPath(client.id)), { success: t('detail.deleted') });
    if (answer !== undefined) navigate(listPath, { replace: true });
  };

  const simulationsTab = (
    <Suspense fallback={<Skeleton active />}>
      <ClientSimulations clientId={client.id} />
    </Suspense>
  );

  const holdingsTab = (
    <Suspense fallback={<Skeleton active />}>
      <ClientHoldings clientId={client.id} xmlPath={xmlModule ? pathOnly(xmlModule.route) : '/xml'} />
    </Suspense>
  );

  return (
    <article aria-labelledby="client-title">
      <Link to={listPath}>
        <Space size={4}>
          <BackIcon />
          {t('detail.back')}
        </Space>
      </Link>
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlock: '12px 16px' }}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} id="client-title" style={{ fontSize: 28, marginBlockEnd: 0 }}>
            <bdi>{`${client.firstName} ${client.lastName}`}</bdi>
          </Typography.Title>
          <Space size={4} wrap>
            <ClientStatusTag status={client.management.status} />
            {client.kind === 'lead' && client.leadStatus ? <ReadableTag color="purple">{t(`leadStatus.${client.leadStatus}`)}</ReadableTag> : null}
            <ReadableTag>{t(`priority.${client.management.priority}`)}</ReadableTag>
          </Space>
        </Flex>
        <Space wrap>
          <Link to={`${paths.record(client)}/edit`}>
            <Button icon={<EditOutlined />}>{t('detail.edit')}</Button>
          </Link>
          <Popconfirm title={t('detail.deleteConfirm')} onConfirm={() => void remove()}>
            <Button danger icon={<DeleteOutlined />} loading={action.isPending}>
              {t('detail.delete')}
            </Button>
          </Popconfirm>
        </Space>
      </Flex>
      <SubjectWorkflow clientId={client.id} />
      <Tabs
        items={[
          { key: 'details', label: t('detail.tabs.details'), children: <ClientDetails client={client} /> },
          { key: 'notes', label: `${t('detail.tabs.notes')} (${client.notesCount})`, children: <ClientNotes clientId={client.id} onChange={refresh} /> },
          { key: 'documents', label: `${t('documents.tab')} (${client.documentsCount})`, children: <ClientDocuments clientId={client.id} onChange={refresh} /> },
          { key: 'activities', label: t('detail.tabs.activities'), children: <ClientActivities clientId={client.id} total={client.activitiesCount} /> },
          { key: 'follow-up', label: t('detail.tabs.followUp'), children: <ClientFollowUp client={client} onChange={refresh} /> },
          ...(hasSimulations ? [{ key: 'simulations', label: simulationsT('clientTab.tab'), children: simulationsTab }] : []),
          ...(hasHoldings && xmlModule ? [{ key: 'holdings', label: xmlT('clientTab.tab'), children: holdingsTab }] : []),
        ]}
      />
    </article>
  );
}
