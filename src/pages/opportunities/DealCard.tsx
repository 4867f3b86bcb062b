import { useTranslation } from 'react-i18next';
import { BoardCard } from '../../app/board/BoardCard';
import { DealCardContent } from './DealCardContent';
import type { Opportunity } from '../../api/opportunity-answers';

/** A deal on the board: dragged by its handle (mouse, touch or keyboard), and a place other cards drop beside. */
export function DealCard({ deal, stageLabel }: { deal: Opportunity; stageLabel: string }) {
  const { t } = useTranslation('opportunities');
  return (
    <BoardCard id={deal.id} column={deal.stage} label={deal.title} columnLabel={stageLabel} item={deal} handleLabel={t('board.drag', { title: deal.title })} handleTestId="deal-drag-handle">
      {(handle) => <DealCardContent deal={deal} handle={handle} />}
    </BoardCard>
  );
}
