import type { BoardStage, Stage } from '../../api/opportunity-answers';

const column = (stage: BoardStage, items: BoardStage['items']): BoardStage => ({
  ...stage,
  items: items.map((item, position) => ({ ...item, stage: stage.stage, position })),
  count: items.length,
  totalValue: Math.round(items.reduce((sum, item) => sum + item.value, 0) * 100) / 100,
});

/**
 * The board after a card moves to a stage and a place there (past the end: last), as the server will renumber it;
 * the same board when the card or the stage is unknown.
 */
export function moveCard(board: readonly BoardStage[], id: string, stage: Stage, position: number): BoardStage[] {
  const card = board.flatMap((entry) => entry.items).find((item) => item.id === id);
  if (!card || !board.some((entry) => entry.stage === stage)) return [...board];
  return board.map((entry) => {
    const rest = entry.items.filter((item) => item.id !== id);
    if (entry.stage !== stage) return rest.length === entry.items.length ? entry : column(entry, rest);
    const at = Math.max(0, Math.min(position, rest.length));
    return column(entry, [...rest.slice(0, at), card, ...rest.slice(at)]);
  });
}
