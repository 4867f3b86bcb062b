import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../app/actions/ActionError';
import { BoardCard } from '../../app/board/BoardCard';
import { BoardLane } from '../../app/board/BoardLane';
import { DragBoard } from '../../app/board/DragBoard';
import { dropTarget, type DropOn } from '../../app/board/drop-target';
import { ErrorState } from '../../app/chrome/ErrorState';
import { recordName } from './record-column-values';
import type { RecordItem } from './record-types';
import { RecordCardContent } from './RecordCardContent';
import { useRecordBoard } from './use-record-board';
import type { RecordModule } from './use-record-module';

/**
 * The records as a board: a lane per stage in the workflow's order (right to left in Hebrew), a card dragged to
 * another lane asks the server to move the record (keyboard moves as on the leads board).
 */
export function RecordBoard({ module, search }: { module: RecordModule; search: string | undefined }) {
  const { t } = useTranslation('records');
  const board = useRecordBoard(module, search);
  if (board.error) return <ErrorState error={board.error} title={t('board.loadFailed')} onRetry={() => void board.mutate()} />;
  if (board.isLoading || !board.data) return <Skeleton active paragraph={{ rows: 8 }} />;

  const drop = (id: string, on: DropOn) => {
    const target = dropTarget(board.lanes, id, on);
    if (target) void board.move(id, target.column);
  };
  const name = (record: RecordItem) => recordName(record, t('detail.untitled', module.nouns));
  return (
    <>
      <ActionError error={board.moveError} onClose={board.clearMoveError} />
      {board.hasMore && board.total ? (
        <Alert type="info" showIcon style={{ marginBlockEnd: 12 }} title={t('board.truncated', { shown: board.rows.length, total: board.total.count })} />
      ) : null}
      <DragBoard<RecordItem> testId="record-board" onDrop={drop} renderOverlay={(record) => <RecordCardContent module={module} record={record} />}>
        {board.lanes.map((lane) => {
          const title = board.stageLabel(lane.id);
          return (
            <BoardLane key={lane.id} column={lane.id} title={title} count={lane.items.length} countLabel={t('board.count', { count: lane.items.length, ...module.nouns })} testId={`stage-${lane.id}`}>
              {lane.items.map((record) => (
                <BoardCard key={record.id} id={record.id} column={lane.id} label={name(record)} columnLabel={title} item={record} handleLabel={t('board.drag', { title: name(record) })} handleTestId="record-drag-handle">
                  {(handle) => <RecordCardContent module={module} record={record} handle={handle} />}
                </BoardCard>
              ))}
            </BoardLane>
          );
        })}
      </DragBoard>
    </>
  );
}
