import type { WorkflowState } from './record-types';

/** One step of the stage bar. */
export interface StageStep {
  id: string;
  title: string;
  status: 'finish' | 'process' | 'wait';
}

/**
 * The stage bar's steps in the workflow's order: the stages before the current one done, the current one under way,
 * the rest waiting; a final stage reached shows as done. The index is the current stage's (-1 when not in the graph).
 */
export function stageSteps(workflow: Pick<WorkflowState, 'stages' | 'stage'>, language: string, pick: (text: WorkflowState['stageName'], language: string) => string): { current: number; steps: StageStep[] } {
  const current = workflow.stages.findIndex((stage) => stage.id === workflow.stage);
  const isDone = current >= 0 && workflow.stages[current]?.final === true;
  const steps = workflow.stages.map((stage, index): StageStep => ({
    id: stage.id,
    title: pick(stage.name, language),
    status: index < current || (index === current && isDone) ? 'finish' : index === current ? 'process' : 'wait',
  }));
  return { current, steps };
}
