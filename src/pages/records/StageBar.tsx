import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../engine/i18n/languages';
import type { WorkflowState } from './record-types';
import { stageSteps } from './stage-steps';

/** The record's stages in the workflow's order, the current one marked; antd mirrors it right to left in Hebrew. */
export function StageBar({ workflow }: { workflow: WorkflowState }) {
  const { t, i18n } = useTranslation('records');
  const { current, steps } = stageSteps(workflow, i18n.language, pickText);
  return (
    <nav aria-label={t('workflow.stages')} style={{ overflowX: 'auto', paddingBlock: 8 }} data-testid="stage-bar">
      <Steps
        size="small"
        current={Math.max(current, 0)}
        items={steps.map((step) => ({
          key: step.id,
          title: step.title,
          status: step.status,
          ...(step.status === 'process' ? { subTitle: t('workflow.current') } : {}),
        }))}
      />
    </nav>
  );
}
