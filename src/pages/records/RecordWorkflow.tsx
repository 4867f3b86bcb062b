import { Button, Card, Flex, Skeleton, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { ActionError } from '../../app/actions/ActionError';
import { ErrorState } from '../../app/chrome/ErrorState';
import { MoveDialog } from './MoveDialog';
import { PendingApproval } from './PendingApproval';
import { recordWorkflowPaths, type WorkflowPaths } from './record-api-paths';
import type { RecordItem, WorkflowMove } from './record-types';
import { relativeHours } from './relative-hours';
import { StageBar } from './StageBar';
import { useRecordWorkflow } from './use-record';
import { useWorkflowActions } from './use-workflow-actions';

/**
 * Where the record stands in its workflow (GET …/workflow): the stage bar, the SLA of its stage, a pending approval,
 * the moves this user may make (a move with inputs asks them in a dialog) and the ones refused, with their reason.
 * `paths` puts it on another workflow run than a module's record (a client's, a document's).
 */
export function RecordWorkflow({ module, record, paths = recordWorkflowPaths(module, record.id) }: { module: string; record: Pick<RecordItem, 'id' | 'version'>; paths?: WorkflowPaths }) {
  const { t, i18n } = useTranslation('records');
  const { data, error, isLoading, mutate } = useRecordWorkflow(paths.workflow);
  const workflow = data?.data ?? undefined;
  const actions = useWorkflowActions(paths, record, workflow);
  const [asking, setAsking] = useState<WorkflowMove>();
  if (error) return <ErrorState error={error} title={t('workflow.loadFailed')} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!workflow) return null;

  const start = (move: WorkflowMove) => (move.requiredInputs.length > 0 ? setAsking(move) : void actions.transition(move.to));
  const label = (text: WorkflowMove['label'], to: string) => pickText(text, i18n.language) || actions.stageName(to);
  return (
    <Card size="small" style={{ marginBlockEnd: 16 }} data-testid="record-workflow">
      <StageBar workflow={workflow} />
      {workflow.sla ? (
        <Typography.Paragraph type={workflow.sla.breached ? 'danger' : 'secondary'} data-testid="record-sla">
          {t(workflow.sla.breached ? 'workflow.slaBreached' : 'workflow.slaLeft', { time: relativeHours(workflow.sla.hoursLeft, i18n.language) })}
        </Typography.Paragraph>
      ) : null}
      <ActionError error={actions.error} onClose={actions.reset} />
      {workflow.pending ? (
        <PendingApproval
          pending={workflow.pending}
          canDecide={workflow.canDecide}
          isPending={actions.isPending}
          onApprove={() => void actions.decide('approve')}
          onReject={(reason) => void actions.decide('reject', reason)}
        />
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('workflow.moves')}
      </Typography.Title>
      <Flex gap={8} wrap data-testid="record-moves">
        {workflow.moves.map((move) => (
          <Tooltip key={move.to} title={move.requiresApproval || move.mode === 'request' ? t('workflow.needsApproval') : undefined}>
            <Button type={move.mode === 'move' ? 'primary' : 'default'} onClick={() => start(move)} loading={actions.isPending && asking === undefined} data-testid={`move-${move.to}`}>
              {label(move.label, move.to)}
              {move.mode === 'request' ? ` · ${t('workflow.needsApproval')}` : ''}
            </Button>
          </Tooltip>
        ))}
        {workflow.refused.map((move) => (
          <Tooltip key={`refused-${move.to}`} title={pickText(move.message, i18n.language)}>
            {/* A disabled button takes no pointer events: the span carries the hover and the focus for the reason. */}
            <span tabIndex={0} aria-label={`${label(move.label, move.to)}: ${pickText(move.message, i18n.language)}`} data-testid={`refused-${move.to}`}>
              <Button disabled style={{ pointerEvents: 'none' }}>
                {label(move.label, move.to)}
              </Button>
            </span>
          </Tooltip>
        ))}
      </Flex>
      {workflow.moves.length === 0 && workflow.refused.length === 0 ? <Typography.Text type="secondary">{t('workflow.noMoves')}</Typography.Text> : null}
      <MoveDialog
        move={asking}
        isPending={actions.isPending}
        onCancel={() => setAsking(undefined)}
        onConfirm={(inputs) => {
          const to = asking?.to;
          if (!to) return;
          void actions.transition(to, inputs).then((answer) => answer && setAsking(undefined));
        }}
      />
    </Card>
  );
}
