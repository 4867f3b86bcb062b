import { describe, expect, it } from 'vitest';
import { pickText } from '../../../engine/i18n/languages';
import { matterWorkflow } from './record-fixtures';
import { stageSteps } from './stage-steps';

describe('the stage bar', () => {
  it('lists the stages in the workflow’s order, those before the current one done and the rest waiting', () => {
    const { current, steps } = stageSteps(matterWorkflow(), 'en', pickText);
    expect(current).toBe(1);
    expect(steps.map((step) => [step.title, step.status])).toEqual([['Intake', 'finish'], ['Active', 'process'], ['Discovery', 'wait'], ['Closed', 'wait']]);
  });

  it('shows a final stage reached as done, and names the stages in Hebrew', () => {
    const { steps } = stageSteps(matterWorkflow({ stage: 'closed' }), 'he', pickText);
    expect(steps.map((step) => step.status)).toEqual(['finish', 'finish', 'finish', 'finish']);
    expect(steps[0]!.title).toBe('קליטה');
  });

  it('marks nothing under way for a stage the graph does not have', () => {
    const { current, steps } = stageSteps(matterWorkflow({ stage: 'gone' }), 'en', pickText);
    expect(current).toBe(-1);
    expect(steps.every((step) => step.status === 'wait')).toBe(true);
  });
});
