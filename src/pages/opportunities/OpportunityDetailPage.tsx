import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../api/api-error';
import { ActionError } from '../../app/actions/ActionError';
import { DateTime } from '../../app/actions/DateTime';
import { useServerAction } from '../../app/actions/use-server-action';
import { ErrorState } from '../../app/chrome/ErrorState';
import { useTerm } from '../../app/office/use-term';
import { api } from '../../app/session';
import { Amount } from '../../app/chrome/Amount';
import { opportunityApiPath } from '../../api/opportunity-api-paths';
import { opportunityPath } from '../../app/routing/record-paths';
import { useOpportunity } from './use-opportunity';
import { ReadableTag } from '../../app/chrome/ReadableTag';

/** One deal (/opportunities/{id}): its details, with edit and delete. */
export function OpportunityDetailPage() {
  const { t, i18n } = useTranslation('opportunities');
  const term = useTerm();
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { mutate: mutateAll } = useSWRConfig();
  const { data, error, isLoading, mutate } = useOpportunity(id);
  const action = useServerAction();
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = <Link to="/opportunities"><Space size={4}><BackIcon />{t('detail.back')}</Space></Link>;

  if (error instanceof ApiError && error.status === 404) {
    return <Result status="404" title={t('detail.notFound')} subTitle={t('detail.notFoundText')} extra={<Link to="/opportunities"><Button type="primary">{t('detail.back')}</Button></Link>} />;
  }
  if (error) return <ErrorState error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const deal = data.data;

  const remove = async () => {
    const answer = await action.run(() => api.delete(opportunityApiPath(deal.id)), { success: t('detail.deleted') });
    if (answer === undefined) return;
    await mutateAll((key) => typeof key === 'string' && key.startsWith('/opportunities'), undefined, { revalidate: false });
    navigate('/opportunities', { replace: true });
  };

  return (
    <article aria-labelledby="deal-title">
      {back}
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlock: '12px 16px' }}>
        <Flex vertical gap={4}>
          <Typography.Title level={1} id="deal-title" style={{ fontSize: 28, marginBlockEnd: 0 }}>
            <bdi>{deal.title}</bdi>
          </Typography.Title>
          <Space size={4}>
            <ReadableTag color="blue">{t(`stage.${deal.stage}`)}</ReadableTag>
          </Space>
        </Flex>
        <Space wrap>
          <Link to={`${opportunityPath(deal.id)}/edit`}>
            <Button icon={<EditOutlined />}>{t('detail.edit')}</Button>
          </Link>
          <Popconfirm title={t('detail.deleteConfirm')} onConfirm={() => void remove()}>
            <Button danger icon={<DeleteOutlined />} loading={action.isPending}>
              {t('detail.delete')}
            </Button>
          </Popconfirm>
        </Space>
      </Flex>
      <ActionError error={action.error} onClose={action.reset} />
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        data-testid="deal-details"
        items={[
          { key: 'client', label: t('fields.client', { client: term('client') }), children: <Link to={`/clients/${deal.clientId}`}><bdi>{deal.clientName}</bdi></Link> },
          { key: 'value', label: t('fields.value'), children: <Amount value={deal.value} /> },
          { key: 'stage', label: t('fields.stage'), children: t(`stage.${deal.stage}`) },
          { key: 'expectedCloseDate', label: t('fields.expectedCloseDate'), children: <DateTime value={deal.expectedCloseDate} dateOnly /> },
          { key: 'owner', label: t('fields.owner'), children: deal.ownerName ? <bdi>{deal.ownerName}</bdi> : null },
          { key: 'createdAt', label: t('fields.createdAt'), children: <DateTime value={deal.createdAt} /> },
          { key: 'updatedAt', label: t('fields.updatedAt'), children: <DateTime value={deal.updatedAt} /> },
          { key: 'notes', label: t('fields.notes'), span: 'filled', children: deal.notes ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}><bdi>{deal.notes}</bdi></Typography.Paragraph> : null },
        ]}
      />
    </article>
  );
}
