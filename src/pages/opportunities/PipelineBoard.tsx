import { DragBoard } from '../../app/board/DragBoard';
import { dropTarget, type DropOn } from '../../app/board/drop-target';
import { BoardColumn } from './BoardColumn';
import { DealCardContent } from './DealCardContent';
import type { BoardStage, Opportunity, Stage } from '../../api/opportunity-answers';

/** The columns of the pipeline in document order (so right to left in Hebrew), with cards dragged between them. */
export function PipelineBoard({ stages, onMove }: { stages: BoardStage[]; onMove: (id: string, target: { stage: Stage; position: number }) => void }) {
  const drop = (id: string, on: DropOn) => {
    const target = dropTarget(stages.map((column) => ({ id: column.stage, items: column.items })), id, on as DropOn<Stage>);
    if (target) onMove(id, { stage: target.column, position: target.position });
  };
  return (
    <DragBoard<Opportunity> testId="pipeline-board" onDrop={drop} renderOverlay={(deal) => <DealCardContent deal={deal} />}>
      {stages.map((column) => (
        <BoardColumn key={column.stage} column={column} />
      ))}
    </DragBoard>
  );
}
