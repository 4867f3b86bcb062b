import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import { useServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import { useNotify } from '../../notifications/notifications';
import { stageLanes } from './board-lanes';
import { recordApiPath } from './record-api-paths';
import type { WorkflowChanged } from '../../api/generated/api-types';
import { useRecordList } from './use-record-list';
import type { RecordModule } from './use-record-module';

/** The board holds up to this many records; past it, the board says so and the search narrows them. */
export const BOARD_LIMIT = 100;

/**
 * The board by stage and moving a card on it: shown at once in its new stage, put back with the server's reason when
 * refused, and back in its stage with a note when the move only asked for an approval.
 */
export function useRecordBoard(module: RecordModule, search: string | undefined) {
  const { t, i18n } = useTranslation('records');
  const notify = useNotify();
  const list = useRecordList(module.module.id, search ? { search } : {}, { limit: BOARD_LIMIT });
  const [moved, setMoved] = useState<Record<string, string>>({});
  const action = useServerAction();
  const workflow = module.collection.workflow;
  const lanes = workflow ? stageLanes(workflow, list.rows, moved) : [];
  const stageLabel = (id: string) => pickText(workflow?.stages.find((stage) => stage.id === id)?.name, i18n.language) || id;

  const move = async (id: string, to: string) => {
    const record = list.rows.find((candidate) => candidate.id === id);
    if (!record || (moved[id] ?? record.stage) === to) return;
    setMoved((current) => ({ ...current, [id]: to }));
    const answer = await action.run(() => api.post<WorkflowChanged>(recordApiPath(module.module.id, id, 'transition'), { to, version: record.version }), { isQuiet: true });
    if (answer?.outcome === 'requested') notify({ message: t('board.requested', { stage: stageLabel(to) }), severity: 'info' });
    else if (answer) notify({ message: t('workflow.moved', { stage: stageLabel(to) }), severity: 'success' });
    await list.mutate();
    setMoved(({ [id]: _dropped, ...rest }) => rest);
  };

  return { ...list, lanes, stageLabel, move, moveError: action.error, clearMoveError: action.reset };
}
