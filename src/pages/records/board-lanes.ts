import type { WorkflowDefinition } from '../../../engine/generated/config-types';
import type { RecordItem } from './record-types';

/** One lane of the board: a stage of the workflow and its records. */
export interface StageLane {
  id: string;
  items: RecordItem[];
}

/**
 * The board's lanes: one per stage in the workflow's order, each with its records (a record moved but not yet
 * confirmed shows in the stage it was moved to); a record in a stage the workflow no longer has is left out.
 */
export function stageLanes(workflow: Pick<WorkflowDefinition, 'stages'>, records: readonly RecordItem[], moved: Readonly<Record<string, string>> = {}): StageLane[] {
  const stageOf = (record: RecordItem) => moved[record.id] ?? record.stage;
  return workflow.stages.map((stage) => ({ id: stage.id, items: records.filter((record) => stageOf(record) === stage.id) }));
}
