import { ok } from '../../in-memory-fetcher';
import { STAGES, type BoardStage, type Stage } from '../../../api/opportunity-answers';

/** The pipeline board as GET /api/opportunities/board answers it, with each stage's count and value (cards left out). */
export function boardAnswer(totals: Partial<Record<Stage, [count: number, value: number]>>) {
  const stages: BoardStage[] = STAGES.map((stage) => {
    const [count, totalValue] = totals[stage] ?? [0, 0];
    return { stage, count, totalValue, items: [] };
  });
  return ok({ stages });
}

/** A board with open deals in most stages, won and lost ones too. */
export const BUSY_BOARD = boardAnswer({ new: [4, 48_000], contacted: [3, 36_500.5], qualified: [2, 120_000], proposal: [1, 250_000], negotiation: [0, 0], closed: [2, 90_000], lost: [5, 70_000] });
