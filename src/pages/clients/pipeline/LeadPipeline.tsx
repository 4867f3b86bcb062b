import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../app/actions/ActionError';
import { DragBoard } from '../../../app/board/DragBoard';
import type { DropOn } from '../../../app/board/drop-target';
import type { ClientListParams } from '../client-list-params';
import type { ClientRow, LeadStatus } from '../../../api/client-answers';
import { pipelineStatuses } from './lead-column-query';
import { LeadCardContent } from './LeadCardContent';
import { LeadColumn } from './LeadColumn';
import { useLeadMoves } from './use-lead-moves';

/** The leads as a pipeline (/leads?view=pipeline): a column per stage, leads dragged to the next stage and saved. */
export function LeadPipeline({ params }: { params: ClientListParams }) {
  const { t } = useTranslation('clients');
  // One map for the page's life, filled by the columns' effects and read only when a move is saved.
  const [reloads] = useState(() => new Map<LeadStatus, () => Promise<unknown>>());
  const { moves, move, moveError, clearMoveError } = useLeadMoves((statuses) => Promise.all(statuses.map((status) => reloads.get(status)?.())));
  const drop = (_id: string, on: DropOn, lead: ClientRow) => void move(lead, on.column as LeadStatus);

  return (
    <>
      <Typography.Paragraph type="secondary">{t('pipeline.intro')}</Typography.Paragraph>
      <ActionError error={moveError} onClose={clearMoveError} />
      <DragBoard<ClientRow> testId="lead-pipeline" onDrop={drop} renderOverlay={(lead) => <LeadCardContent lead={lead} />}>
        {pipelineStatuses(params).map((status) => (
          <LeadColumn key={status} params={params} status={status} moves={moves} reloads={reloads} />
        ))}
      </DragBoard>
    </>
  );
}
