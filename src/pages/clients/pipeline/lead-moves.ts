import type { ClientRow, LeadStatus } from '../../../api/client-answers';

/** A lead shown in another column than the server has it in, until the server has said yes (or no). */
export interface LeadMove {
  row: ClientRow;
  from: LeadStatus;
  to: LeadStatus;
}

/** The pending moves by lead id, in the order they were made. */
export type LeadMoves = ReadonlyMap<string, LeadMove>;

/** The moves with one more; a lead moved again keeps the column it started from, and moved back there has no move left. */
export function addMove(moves: LeadMoves, row: ClientRow, from: LeadStatus, to: LeadStatus): LeadMoves {
  const earlier = moves.get(row.id);
  const origin = earlier?.from ?? from;
  const next = new Map(moves);
  next.delete(row.id);
  if (origin !== to) next.set(row.id, { row: { ...(earlier?.row ?? row), leadStatus: to }, from: origin, to });
  return next;
}

/** The moves without a lead's move to a column, once the server has answered it; a later move of the lead stays. */
export function settleMove(moves: LeadMoves, id: string, to: LeadStatus): LeadMoves {
  if (moves.get(id)?.to !== to) return moves;
  const next = new Map(moves);
  next.delete(id);
  return next;
}

/** A column's leads as shown: the latest moved in first, then the server's, less any moved elsewhere, each once. */
export function columnRows(rows: readonly ClientRow[], status: LeadStatus, moves: LeadMoves): ClientRow[] {
  const movedIn = [...moves.values()].filter((move) => move.to === status).map((move) => move.row).reverse();
  const seen = new Set(movedIn.map((row) => row.id));
  const kept = rows.filter((row) => {
    if (seen.has(row.id) || moves.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
  return [...movedIn, ...kept];
}

/** A column's count as shown: the server's total, less the leads moved out of it, plus those moved in. */
export function columnCount(total: number, status: LeadStatus, moves: LeadMoves): number {
  let count = total;
  for (const move of moves.values()) {
    if (move.from === status) count -= 1;
    if (move.to === status) count += 1;
  }
  return Math.max(0, count);
}
