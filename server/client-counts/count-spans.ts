/** A span of time: from inclusive, to exclusive; an open end is null. */
export interface Window {
  from: Date | null;
  to: Date | null;
}

/**
 * A piece of a window and where its count is read: the rows themselves (a part of a UTC day), the counters of whole
 * UTC days or whole UTC months (each from its first, inclusive, to its last, exclusive, an open end null), or the
 * counter of all time.
 */
export type CountPiece = { span: 'rows'; from: Date; to: Date } | { span: 'day' | 'month'; from: Date | null; to: Date | null } | { span: 'all' };

const DAY_MS = 86_400_000;
const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const floorMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const ceilMonth = (at: Date) => (floorMonth(at).getTime() === at.getTime() ? at : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)));
const earlier = (a: Date | null, b: Date | null) => (a === null ? b : b === null ? a : a < b ? a : b);
const later = (a: Date, b: Date | null) => (b === null || a > b ? a : b);
const isEmpty = (from: Date | null, to: Date | null) => from !== null && to !== null && from >= to;

/**
 * A window cut into as few pieces as its count needs: the parts of a day at its ends from the rows, the whole days
 * up to a month's edge from the days' counters, the whole months between from the months' counters (all time, when
 * both ends are open). So a count reads at most two part-days of rows and about two months of days' counters,
 * however large the office and however long the window.
 */
export function countPieces({ from, to }: Window): CountPiece[] {
  if (from === null && to === null) return [{ span: 'all' }];
  const pieces: CountPiece[] = [];
  let [start, end] = [from, to];
  // The rows of the part-days at each end.
  if (start !== null && floorDay(start).getTime() !== start.getTime()) {
    const edge = earlier(ceilDay(start), end)!;
    pieces.push({ span: 'rows', from: start, to: edge });
    start = edge;
  }
  if (end !== null && !isEmpty(start, end) && floorDay(end).getTime() !== end.getTime()) {
    const edge = start === null ? floorDay(end) : later(floorDay(end), start)!;
    pieces.push({ span: 'rows', from: edge, to: end });
    end = edge;
  }
  if (isEmpty(start, end)) return pieces;
  // The whole days up to the month's edge at each end.
  if (start !== null && floorMonth(start).getTime() !== start.getTime()) {
    const edge = earlier(ceilMonth(start), end);
    pieces.push({ span: 'day', from: start, to: edge });
    start = edge;
  }
  if (end !== null && !isEmpty(start, end) && floorMonth(end).getTime() !== end.getTime()) {
    const edge = start === null ? floorMonth(end) : later(floorMonth(end), start)!;
    pieces.push({ span: 'day', from: edge, to: end });
    end = edge;
  }
  if (!isEmpty(start, end)) pieces.push({ span: 'month', from: start, to: end });
  return pieces;
}
