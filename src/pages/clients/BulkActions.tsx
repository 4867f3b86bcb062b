import { MergeOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/session';
import { useTerm } from '../../app/office/use-term';
import { useNotify } from '../../notifications/notifications';
import type { ClientListParams } from './client-list-params';
import { CLIENT_STATUSES, type ClientStatus } from '../../api/client-answers';
import { ExportButton } from './export/ExportButton';
import { canMerge, mergePath } from './merge/merge-ids';
import { useClientPaths } from './use-client-paths';

interface BulkActionsProps {
  selected: readonly string[];
  /** The list as it stands: its kind, and the filters an export of the selected rows keeps. */
  params: ClientListParams;
  onDone(): void;
}

/** What can be done to the selected rows at once: status, a tag, export, delete (each row its own audited call), or merge them into one. */
export function BulkActions({ selected, params, onDone }: BulkActionsProps) {
  const { kind } = params;
  const { t } = useTranslation('clients');
  const term = useTerm();
  const paths = useClientPaths();
  const notify = useNotify();
  const navigate = useNavigate();
  const [tag, setTag] = useState('');
  const [isBusy, setBusy] = useState(false);
  if (selected.length === 0) return null;

  const runForEach = async (call: (id: string) => Promise<unknown>, doneKey: 'bulk.done' | 'bulk.deleted') => {
    setBusy(true);
    const results = await Promise.allSettled(selected.map(call));
    setBusy(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) notify({ severity: 'error', message: t('bulk.partial', { failed, count: selected.length }) });
    else notify({ severity: 'success', message: t(doneKey, { count: selected.length }) });
    onDone();
  };

  return (
    <Flex gap={12} wrap align="center" style={{ marginBlockEnd: 12, padding: '8px 12px', borderRadius: 8, background: 'var(--lishka-bulk-bg, rgba(0,0,0,0.04))' }} data-testid="bulk-actions">
      <Typography.Text strong>{t('bulk.selected', { count: selected.length })}</Typography.Text>
      <Select<ClientStatus>
        placeholder={t('bulk.setStatus')}
        aria-label={t('bulk.setStatus')}
        disabled={isBusy}
        options={CLIENT_STATUSES.map((value) => ({ value, label: term(value) }))}
        onChange={(status) => void runForEach((id) => api.put(`/clients/client/${id}`, { management: { status } }), 'bulk.done')}
        style={{ minWidth: 150 }}
        value={null}
      />
      <Space.Compact>
        <Input placeholder={t('bulk.addTagPlaceholder')} aria-label={t('bulk.addTagPlaceholder')} value={tag} maxLength={30} onChange={(event) => setTag(event.target.value)} style={{ width: 140 }} />
        <Button disabled={isBusy || !tag.trim()} onClick={() => void runForEach((id) => api.post(`/clients/client/${id}/tags`, { tags: [tag.trim()] }), 'bulk.done').then(() => setTag(''))}>
          {t('bulk.addTag')}
        </Button>
      </Space.Compact>
      <Tooltip title={canMerge(selected.length) ? undefined : t('merge.actionHint')}>
        <Button icon={<MergeOutlined />} disabled={isBusy || !canMerge(selected.length)} onClick={() => navigate(mergePath(paths.merge(kind), selected))}>
          {t('merge.action')}
        </Button>
      </Tooltip>
      <ExportButton params={params} selected={selected} />
      <Popconfirm title={t('bulk.deleteConfirm', { count: selected.length })} onConfirm={() => void runForEach((id) => api.delete(`/clients/client/${id}`), 'bulk.deleted')}>
        <Button danger disabled={isBusy}>
          {t('bulk.delete')}
        </Button>
      </Popconfirm>
      <Button type="link" onClick={onDone}>
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}
