import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BoardLane } from '../../app/board/BoardLane';
import { DealCard } from './DealCard';
import { Amount } from '../../app/chrome/Amount';
import type { BoardStage } from '../../api/opportunity-answers';

/** One stage of the pipeline: its name, count and total value, and its cards in order. */
export function BoardColumn({ column }: { column: BoardStage }) {
  const { t } = useTranslation('opportunities');
  const title = t(`stage.${column.stage}`);
  return (
    <BoardLane
      column={column.stage}
      title={title}
      count={column.count}
      countLabel={t('board.count', { count: column.count })}
      testId={`stage-${column.stage}`}
      summary={
        <Typography.Text type="secondary" data-testid="stage-total">
          {t('board.total')}: <Amount value={column.totalValue} />
        </Typography.Text>
      }
    >
      {column.items.map((deal) => (
        <DealCard key={deal.id} deal={deal} stageLabel={title} />
      ))}
    </BoardLane>
  );
}
