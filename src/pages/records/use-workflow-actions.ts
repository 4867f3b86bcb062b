import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { pickText } from '../../../engine/i18n/languages';
import { useServerAction } from '../../app/actions/use-server-action';
import { api } from '../../app/session';
import type { WorkflowPaths } from './record-api-paths';
import type { RecordChanged, RecordItem, WorkflowState } from './record-types';

/**
 * Moving a record and deciding on a pending move, each with the record's version; afterwards the record, its
 * workflow, its history and the lists are read again. A refusal stays on the page in the server's words.
 */
export function useWorkflowActions(paths: WorkflowPaths, record: Pick<RecordItem, 'id' | 'version'>, workflow: WorkflowState | undefined) {
  const { t, i18n } = useTranslation('records');
  const { mutate } = useSWRConfig();
  const action = useServerAction();
  const stageName = (to: string) => pickText(workflow?.stages.find((stage) => stage.id === to)?.name, i18n.language) || to;
  const refresh = () => mutate((key) => typeof key === 'string' && key.startsWith(paths.changed));

  const transition = async (to: string, inputs?: Record<string, unknown>) => {
    const answer = await action.run(
      () => api.post<RecordChanged>(paths.transition, { to, ...(inputs && Object.keys(inputs).length > 0 ? { inputs } : {}), version: record.version }),
      { success: t('workflow.moved', { stage: stageName(to) }), isQuiet: false },
    );
    await refresh();
    return answer;
  };

  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    const answer = await action.run(() => api.post<RecordChanged>(paths.approval, { decision, ...(reason ? { reason } : {}), version: record.version }), {
      success: t('workflow.decided'),
    });
    await refresh();
    return answer;
  };

  return { transition, decide, isPending: action.isPending, error: action.error, reset: action.reset, stageName };
}
