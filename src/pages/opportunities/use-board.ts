import useSWR from 'swr';
import { useServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import { moveCard } from './move-card';
import { BOARD_API_PATH, opportunityApiPath } from '../../api/opportunity-api-paths';
import type { OpportunityBoardAnswer, Stage } from '../../api/opportunity-answers';

/** The pipeline board, and moving a card on it: shown at once, put back with the server's reason when refused. */
export function useBoard() {
  const board = useSWR<OpportunityBoardAnswer>(BOARD_API_PATH);
  const action = useServerAction();
  const { data, mutate } = board;

  const move = async (id: string, target: { stage: Stage; position: number }) => {
    if (!data) return;
    const optimisticData: OpportunityBoardAnswer = { ...data, data: { ...data.data, stages: moveCard(data.data.stages, id, target.stage, target.position) } };
    await action.run(
      () => mutate(api.post(opportunityApiPath(id, 'move'), target).then(() => optimisticData), { optimisticData, rollbackOnError: true, populateCache: false, revalidate: true }),
      { isQuiet: true },
    );
  };

  return { ...board, stages: data?.data.stages, move, moveError: action.error, clearMoveError: action.reset };
}
