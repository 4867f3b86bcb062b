import type { BoardStage, Stage } from '../../../api/opportunity-answers';

/** A stage's part of the pipeline: its deals' number and value in ILS. */
export interface StageTotal {
  stage: Stage;
  count: number;
  value: number;
}

// Lost deals never count; won (closed) ones only when asked for.
const OPEN_STAGES: readonly Stage[] = ['new', 'contacted', 'qualified', 'proposal', 'negotiation'];

/** The pipeline's value by stage in board order, and in all: open deals, and won ones too when `includeClosed`. */
export function pipelineTotals(stages: readonly BoardStage[], includeClosed: boolean): { total: number; count: number; stages: StageTotal[] } {
  const counted = includeClosed ? [...OPEN_STAGES, 'closed'] : OPEN_STAGES;
  const rows = stages.filter((stage) => counted.includes(stage.stage)).map((stage) => ({ stage: stage.stage, count: stage.count, value: stage.totalValue }));
  // In agorot, so that sums of amounts with agorot stay exact.
  const total = rows.reduce((sum, row) => sum + Math.round(row.value * 100), 0) / 100;
  return { total, count: rows.reduce((sum, row) => sum + row.count, 0), stages: rows };
}
