import { useTranslation } from 'react-i18next';
import { BoardCard } from '../../../app/board/BoardCard';
import type { ClientRow, LeadStatus } from '../../../api/client-answers';
import { LeadCardContent } from './LeadCardContent';

/** A lead on the pipeline, dragged by its handle to another stage. */
export function LeadCard({ lead, status, statusLabel }: { lead: ClientRow; status: LeadStatus; statusLabel: string }) {
  const { t } = useTranslation('clients');
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <BoardCard id={lead.id} column={status} label={name} columnLabel={statusLabel} item={lead} handleLabel={t('pipeline.drag', { name })} handleTestId="lead-drag-handle">
      {(handle) => <LeadCardContent lead={lead} handle={handle} />}
    </BoardCard>
  );
}
