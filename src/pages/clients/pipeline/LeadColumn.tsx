import { Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardLane } from '../../../app/board/BoardLane';
import type { ClientListParams } from '../client-list-params';
import type { LeadStatus } from '../../../api/client-answers';
import { LeadCard } from './LeadCard';
import { columnCount, columnRows, type LeadMoves } from './lead-moves';
import { useLeadColumn } from './use-lead-column';

interface LeadColumnProps {
  params: ClientListParams;
  status: LeadStatus;
  moves: LeadMoves;
  /** Where the column puts its reload, for the pipeline to call after a move in or out. */
  reloads: Map<LeadStatus, () => Promise<unknown>>;
}

/** One stage of the lead pipeline: its name and count, its leads from the API, and more of them on request. */
export function LeadColumn({ params, status, moves, reloads }: LeadColumnProps) {
  const { t } = useTranslation('clients');
  const title = t(`leadStatus.${status}`);
  const column = useLeadColumn(params, status);
  const { reload } = column;
  useEffect(() => {
    reloads.set(status, reload);
    return () => void reloads.delete(status);
  }, [reload, reloads, status]);

  const rows = columnRows(column.rows, status, moves);
  const count = columnCount(column.total, status, moves);
  const footer = column.error ? (
    <Flex vertical gap={4} align="start" style={{ marginBlockStart: 10 }} role="alert">
      <Typography.Text type="danger">{t('pipeline.loadFailed')}</Typography.Text>
      <Button size="small" onClick={() => void reload()}>{t('list.retry')}</Button>
    </Flex>
  ) : column.hasMore ? (
    <Button block type="dashed" loading={column.isLoadingMore} onClick={column.loadMore} style={{ marginBlockStart: 10 }} data-testid="lead-column-more">
      {t('pipeline.showMore')}
    </Button>
  ) : null;

  return (
    <BoardLane column={status} title={title} count={count} countLabel={t('pipeline.count', { count })} testId={`lead-column-${status}`} footer={footer}>
      {column.isLoading ? <Skeleton active paragraph={{ rows: 3 }} title={false} /> : rows.map((lead) => <LeadCard key={lead.id} lead={lead} status={status} statusLabel={title} />)}
    </BoardLane>
  );
}
