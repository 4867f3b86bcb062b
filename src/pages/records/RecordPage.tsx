import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { ReadableTag } from '../../app/chrome/ReadableTag';
import { useOffice } from '../../app/office/office-context';
import { api } from '../../app/session';
import { AreaPage } from '../shell/AreaPage';
import { recordApiPath } from './record-api-paths';
import { recordName, stageName } from './record-column-values';
import type { RecordItem } from './record-types';
import { RecordDetails } from './RecordDetails';
import { RecordHistory } from './RecordHistory';
import { RecordWorkflow } from './RecordWorkflow';
import { useCanChange } from './use-can-change';
import { useRecord } from './use-record';
import { useRecordModule, type RecordModule } from './use-record-module';

/** One record (/matters/{id}): its title and number, its stage and moves, its details and its history, with edit and delete. */
export function RecordPage({ moduleId }: { moduleId: string }) {
  const { isLoading } = useOffice();
  const module = useRecordModule(moduleId);
  if (!module) return isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : <AreaPage />;
  return <RecordView module={module} />;
}

function RecordView({ module }: { module: RecordModule }) {
  const { t, i18n } = useTranslation('records');
  const { id = '' } = useParams<{ id: string }>();
  const { data, error, isLoading, mutate } = useRecord(module.module.id, id);
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = (
    <Link to={module.path}>
      <Space size={4}>
        <BackIcon />
        {t('detail.back', module.nouns)}
      </Space>
    </Link>
  );
  if (error instanceof ApiError && error.status === 404) {
    return <Result status="404" title={t('detail.notFound')} subTitle={t('detail.notFoundText')} extra={back} />;
  }
  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <RecordBody module={module} record={data.data} back={back} />;
}

function RecordBody({ module, record, back }: { module: RecordModule; record: RecordItem; back: ReactNode }) {
  const { t, i18n } = useTranslation('records');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const action = useServerAction();
  const canChange = useCanChange(module);
  const name = recordName(record, t('detail.untitled', module.nouns));
  const stage = stageName(module.collection.workflow, record.stage, i18n.language);

  const remove = async () => {
    const answer = await action.run(() => api.delete(`${recordApiPath(module.module.id, record.id)}?version=${record.version}`), { success: t('detail.deleted') });
    if (answer === undefined) return;
    const path = recordApiPath(module.module.id);
    await mutate((key) => typeof key === 'string' && key.startsWith(path), undefined, { revalidate: true });
    navigate(module.path, { replace: true });
  };

  return (
    <article aria-labelledby="record-title">
      {back}
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlock: '12px 16px' }}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} id="record-title" style={{ fontSize: 28, marginBlockEnd: 0 }}>
            <bdi>{name}</bdi>
          </Typography.Title>
          <Space size={4} wrap>
            {record.number && record.number !== name ? <ReadableTag><bdi dir="ltr">{record.number}</bdi></ReadableTag> : null}
            {stage ? <ReadableTag color="blue" data-testid="record-stage">{stage}</ReadableTag> : null}
          </Space>
        </Flex>
        {canChange ? (
          <Space wrap>
            <Link to={`${module.path}/${record.id}/edit`}>
              <Button icon={<EditOutlined />}>{t('detail.edit')}</Button>
            </Link>
            <Popconfirm title={t('detail.deleteConfirm', { title: name })} onConfirm={() => void remove()}>
              <Button danger icon={<DeleteOutlined />} loading={action.isPending}>
                {t('detail.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null}
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
      {module.collection.workflow ? <RecordWorkflow module={module.module.id} record={record} /> : null}
      <Flex vertical gap={16}>
        <RecordDetails module={module} record={record} />
        <RecordHistory module={module.module.id} id={record.id} />
      </Flex>
    </article>
  );
}
