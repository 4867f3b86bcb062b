import { countPieces, type CountPiece, type Window } from '../client-counts/count-spans';

/** A piece of a window as the follow-up counters read it: a client counter's pieces, or the counters of whole UTC hours. */
export type FollowUpPiece = CountPiece | { span: 'hour'; from: Date; to: Date };

const HOUR_MS = 3_600_000;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const ceilHour = (at: Date) => new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS);

// A part-day of rows cut at its hours' edges: its whole hours from the hours' counters, only the part-hours from the rows.
function splitByHours(from: Date, to: Date): FollowUpPiece[] {
  const [start, end] = [ceilHour(from), floorHour(to)];
  if (start >= end) return [{ span: 'rows', from, to }];
  return [
    ...(from < start ? [{ span: 'rows' as const, from, to: start }] : []),
    { span: 'hour', from: start, to: end },
    ...(end < to ? [{ span: 'rows' as const, from: end, to }] : []),
  ];
}

/**
 * A window cut as the client counters cut it (count-spans.ts), each part-day at its ends cut again at the hours'
 * edges: a window from an office's midnight reads no rows in a time zone a whole number of hours from UTC, and at
 * most two part-hours of rows in any other.
 */
export function followUpPieces(window: Window): FollowUpPiece[] {
  return countPieces(window).flatMap((piece) => (piece.span === 'rows' ? splitByHours(piece.from, piece.to) : [piece]));
}
