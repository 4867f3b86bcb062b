import type { DataRef } from '@dnd-kit/core';

/** What a column of a board tells dnd-kit: that it is a column, which one, and its name for screen readers. */
export interface ColumnData {
  kind: 'column';
  column: string;
  label: string;
}

/** What a card tells: the column it is in, its own name and its column's (for screen readers), and what the overlay draws. */
export interface CardData {
  kind: 'card';
  column: string;
  label: string;
  columnLabel: string;
  item?: unknown;
}

/** A column's or a card's data, if it is one of this board's. */
export function boardData(ref: DataRef | undefined): ColumnData | CardData | undefined {
  const data = ref?.current;
  return data?.kind === 'column' || data?.kind === 'card' ? (data as ColumnData | CardData) : undefined;
}
