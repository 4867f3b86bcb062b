import { describe, expect, it } from 'vitest';
import type { BoardStage, Stage } from '../../../api/opportunity-answers';
import { pipelineTotals } from './pipeline-totals';

const stage = (name: Stage, count: number, totalValue: number): BoardStage => ({ stage: name, count, totalValue, items: [] });
const BOARD = [stage('new', 2, 1000.1), stage('contacted', 0, 0), stage('qualified', 1, 500.2), stage('proposal', 1, 250), stage('negotiation', 0, 0), stage('closed', 3, 9000), stage('lost', 4, 7000)];

describe('pipeline totals', () => {
  it('sums the open stages, in board order, leaving out won and lost deals', () => {
    const totals = pipelineTotals(BOARD, false);
    expect(totals.total).toBe(1750.3);
    expect(totals.count).toBe(4);
    expect(totals.stages.map((row) => row.stage)).toEqual(['new', 'contacted', 'qualified', 'proposal', 'negotiation']);
  });

  it('adds the won deals when asked, never the lost ones', () => {
    const totals = pipelineTotals(BOARD, true);
    expect(totals).toMatchObject({ total: 10750.3, count: 7 });
    expect(totals.stages.at(-1)).toEqual({ stage: 'closed', count: 3, value: 9000 });
  });

  it('is zero for an empty board', () => {
    expect(pipelineTotals([], false)).toEqual({ total: 0, count: 0, stages: [] });
  });
});
