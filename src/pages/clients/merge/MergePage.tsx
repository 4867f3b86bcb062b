import { ArrowLeftOutlined, ArrowRightOutlined, MergeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Popconfirm, Skeleton, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ActionError } from '../../../app/actions/ActionError';
import { useServerAction } from '../../../app/actions/use-server-action';
import { ErrorState } from '../../../app/chrome/ErrorState';
import { useTerm } from '../../../app/office/use-term';
import { api } from '../../../app/session';
import { useNotify } from '../../../notifications/notifications';
import type { Client, MergedClients } from '../../../api/client-answers';
import { useClientPaths } from '../use-client-paths';
import { readMergeIds } from './merge-ids';
import { MergePreviewView } from './MergePreviewView';
import { SurvivorChooser } from './SurvivorChooser';
import { useMergeClients } from './use-merge-clients';
import { mergeApiPath, useMergePreview } from './use-merge-preview';

// A name inside a sentence, isolated from its direction (U+2068 … U+2069, what <bdi> does): a Hebrew name in English text.
const nameOf = (client: Pick<Client, 'firstName' | 'lastName'>) => `\u2068${client.firstName} ${client.lastName}\u2069`;

/**
 * Merging clients or leads (/clients/merge?ids=…, /leads/merge?ids=…): choose the record that stays, see what the
 * merge will do, then merge; the others are deleted, recoverable from the audit log.
 */
export function MergePage({ kind }: { kind: 'client' | 'lead' }) {
  const { t, i18n } = useTranslation('clients');
  const term = useTerm();
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate: mutateAll } = useSWRConfig();
  const action = useServerAction();
  const [search] = useSearchParams();
  const ids = useMemo(() => readMergeIds(search), [search]);
  const candidates = useMergeClients(ids);
  const clients = useMemo(() => candidates.data?.clients ?? [], [candidates.data]);
  const [chosen, setChosen] = useState<string>();
  const survivor = clients.find((client) => client.id === chosen) ?? clients[0];
  const others = useMemo(() => clients.filter((client) => client.id !== survivor?.id), [clients, survivor?.id]);
  const mergedIds = useMemo(() => others.map((client) => client.id), [others]);
  const preview = useMergePreview(clients.length >= 2 ? survivor?.id : undefined, mergedIds);

  const paths = useClientPaths();
  const listPath = paths.list(kind);
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;
  const missing = candidates.data?.missing.length ?? 0;
  const isTooFew = ids.length < 2 || (candidates.data !== undefined && clients.length < 2);

  const merge = async () => {
    if (!survivor) return;
    const answer = await action.run(() => api.post<MergedClients>(mergeApiPath(), { survivorId: survivor.id, mergedIds }), { isQuiet: true });
    if (answer === undefined) return;
    // The server's own toast names clients; the office's vocabulary may not, so the screen says it in its words.
    notify({ severity: 'success', message: t('merge.done', { name: nameOf(answer.data.survivor) }) });
    await mutateAll((key) => typeof key === 'string' && key.startsWith('/clients/client'), undefined, { revalidate: false });
    navigate(paths.record(answer.data.survivor), { replace: true });
  };

  const body = () => {
    if (isTooFew) {
      return (
        <Empty style={{ marginBlock: 48 }} description={<><Typography.Paragraph strong>{t('merge.tooFew')}</Typography.Paragraph><Typography.Paragraph type="secondary">{missing > 0 ? t('merge.missing', { count: missing }) : t('merge.tooFewText')}</Typography.Paragraph></>}>
          <Link to={listPath}>
            <Button type="primary">{t('detail.back')}</Button>
          </Link>
        </Empty>
      );
    }
    if (candidates.error) return <ErrorState error={candidates.error} title={t('merge.loadFailed')} onRetry={() => void candidates.mutate()} />;
    if (!candidates.data || !survivor) return <Skeleton active paragraph={{ rows: 8 }} />;
    return (
      <Flex vertical gap={16}>
        {missing > 0 ? <Alert type="warning" showIcon title={t('merge.missing', { count: missing })} /> : null}
        <Card title={t('merge.survivor')}>
          <SurvivorChooser clients={clients} value={survivor.id} onChange={setChosen} />
        </Card>
        <section aria-labelledby="merge-preview-title">
          <Typography.Title level={2} id="merge-preview-title" style={{ fontSize: 20 }}>
            {t('merge.preview')}
          </Typography.Title>
          {preview.error ? (
            <ErrorState error={preview.error} title={t('merge.previewFailed')} onRetry={() => void preview.mutate()} />
          ) : preview.data ? (
            <Spin spinning={preview.isValidating}>
              <MergePreviewView preview={preview.data.data} />
            </Spin>
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </section>
        <Alert type="warning" showIcon title={t('merge.deleteNotice', { names: others.map(nameOf).join(', ') })} />
        <ActionError error={action.error} onClose={action.reset} />
        <Flex gap={8} wrap>
          <Popconfirm
            title={t('merge.confirmTitle', { name: nameOf(survivor) })}
            description={t('merge.confirmText')}
            okText={t('merge.confirm')}
            cancelText={t('merge.cancel')}
            onConfirm={() => void merge()}
          >
            <Button type="primary" icon={<MergeOutlined />} loading={action.isPending} disabled={!preview.data || preview.isValidating || Boolean(preview.error)}>
              {t('merge.confirm')}
            </Button>
          </Popconfirm>
          <Link to={listPath}>
            <Button>{t('merge.cancel')}</Button>
          </Link>
        </Flex>
      </Flex>
    );
  };

  return (
    <article aria-labelledby="merge-title">
      <Link to={listPath}>
        <Space size={4}>
          <BackIcon />
          {t('detail.back')}
        </Space>
      </Link>
      <Typography.Title level={1} id="merge-title" style={{ fontSize: 28, marginBlock: '12px 4px' }}>
        {kind === 'lead' ? t('merge.leadsTitle') : t('merge.title', { clients: term('clients') })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('merge.intro')}</Typography.Paragraph>
      {body()}
    </article>
  );
}
