import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ActionError } from '../../app/actions/ActionError';
import { ErrorState } from '../../app/chrome/ErrorState';
import { PipelineBoard } from './PipelineBoard';
import { useBoard } from './use-board';

/** The pipeline board (/opportunities): a column per stage with its count and total, cards dragged between them. */
export function OpportunityBoardPage() {
  const { t } = useTranslation('opportunities');
  const { stages, error, isLoading, mutate, move, moveError, clearMoveError } = useBoard();
  const isEmpty = stages !== undefined && stages.every((column) => column.items.length === 0);
  const addButton = (
    <Link to="/opportunities/new">
      <Button type="primary" icon={<PlusOutlined />}>
        {t('board.add')}
      </Button>
    </Link>
  );

  return (
    <section aria-labelledby="board-title">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBlockEnd: 16 }}>
        <div>
          <Typography.Title level={1} id="board-title" style={{ fontSize: 28, marginBlockEnd: 4 }}>
            {t('board.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('board.intro')}</Typography.Text>
        </div>
        {addButton}
      </Flex>
      <ActionError error={moveError} onClose={clearMoveError} />
      {error ? (
        <ErrorState error={error} title={t('board.loadFailed')} onRetry={() => void mutate()} />
      ) : isLoading || !stages ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : isEmpty ? (
        <Empty style={{ marginBlock: 48 }} description={<><Typography.Paragraph strong>{t('board.empty')}</Typography.Paragraph><Typography.Paragraph type="secondary">{t('board.emptyText')}</Typography.Paragraph></>}>
          {addButton}
        </Empty>
      ) : (
        <PipelineBoard stages={stages} onMove={(id, target) => void move(id, target)} />
      )}
    </section>
  );
}
