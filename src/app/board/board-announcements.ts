import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { boardData } from './board-data';

/** A translation function of the `board` namespace (i18next's `t`). */
export type BoardTranslate = (key: string, values: Record<string, string>) => string;

const cardName = (active: Active): string => {
  const data = boardData(active.data);
  return data?.label ?? String(active.id);
};

const homeColumn = (active: Active): string => {
  const data = boardData(active.data);
  return data?.kind === 'card' ? data.columnLabel : '';
};

function overText(t: BoardTranslate, active: Active, over: Over | null): string {
  const card = cardName(active);
  const data = boardData(over?.data);
  if (!over || !data) return t('announce.notOver', { card });
  if (data.kind === 'column') return t('announce.overColumn', { card, column: data.label });
  return t('announce.overCard', { card, column: data.columnLabel, other: data.label });
}

/**
 * What the live region says as a card is picked up, moved, dropped or put back, in the user's language and by the
 * names of the card and its columns (dnd-kit's own are English, and name items by their ids).
 */
export function boardAnnouncements(t: BoardTranslate): Announcements {
  // Right after a pick-up the card is over its own column (or a neighbour there): saying so at once would cut
  // off "picked up" in the assertive live region, so that first report is left out.
  let isPickingUp = false;
  return {
    onDragStart: ({ active }) => {
      isPickingUp = true;
      return t('announce.pickedUp', { card: cardName(active), column: homeColumn(active) });
    },
    onDragOver: ({ active, over }) => {
      const wasPickingUp = isPickingUp;
      isPickingUp = false;
      const data = boardData(over?.data);
      const home = boardData(active.data);
      if (wasPickingUp && data && home && data.column === home.column) return undefined;
      return overText(t, active, over);
    },
    onDragEnd: ({ active, over }) => {
      const data = boardData(over?.data);
      if (!over || !data) return t('announce.droppedNowhere', { card: cardName(active) });
      return t('announce.dropped', { card: cardName(active), column: data.kind === 'column' ? data.label : data.columnLabel });
    },
    onDragCancel: ({ active }) => t('announce.cancelled', { card: cardName(active), column: homeColumn(active) }),
  };
}

/** How to drag a card with the keyboard, which every card's handle points to (aria-describedby). */
export function boardInstructions(t: BoardTranslate): ScreenReaderInstructions {
  return { draggable: t('instructions', {}) };
}
