import { describe, expect, it } from 'vitest';
import { followUpPieces, type FollowUpPiece } from './follow-up-pieces';

const at = (iso: string) => new Date(iso);
const text = (pieces: FollowUpPiece[]) =>
  pieces.map((piece) => (piece.span === 'all' ? 'all' : `${piece.span} ${piece.from?.toISOString() ?? '…'} → ${piece.to?.toISOString() ?? '…'}`));

describe('followUpPieces', () => {
  it('reads all time from the one counter', () => {
    expect(text(followUpPieces({ from: null, to: null }))).toEqual(['all']);
  });

  it('reads an office’s days a whole number of hours from UTC from counters alone', () => {
    // Thirty days from midnight in Jerusalem (UTC+2 in winter).
    expect(text(followUpPieces({ from: at('2026-11-26T22:00:00Z'), to: at('2026-12-26T22:00:00Z') }))).toEqual([
      'hour 2026-11-26T22:00:00.000Z → 2026-11-27T00:00:00.000Z',
      'hour 2026-12-26T00:00:00.000Z → 2026-12-26T22:00:00.000Z',
      'day 2026-11-27T00:00:00.000Z → 2026-12-01T00:00:00.000Z',
      'day 2026-12-01T00:00:00.000Z → 2026-12-26T00:00:00.000Z',
    ]);
  });

  it('reads only the part-hours of a zone half an hour off from the rows', () => {
    // A day from midnight in Kolkata (UTC+5:30).
    expect(text(followUpPieces({ from: at('2026-11-26T18:30:00Z'), to: at('2026-11-27T18:30:00Z') }))).toEqual([
      'rows 2026-11-26T18:30:00.000Z → 2026-11-26T19:00:00.000Z',
      'hour 2026-11-26T19:00:00.000Z → 2026-11-27T00:00:00.000Z',
      'hour 2026-11-27T00:00:00.000Z → 2026-11-27T18:00:00.000Z',
      'rows 2026-11-27T18:00:00.000Z → 2026-11-27T18:30:00.000Z',
    ]);
  });

  it('keeps a window within one hour to the rows', () => {
    expect(text(followUpPieces({ from: at('2026-11-26T18:10:00Z'), to: at('2026-11-26T18:50:00Z') }))).toEqual(['rows 2026-11-26T18:10:00.000Z → 2026-11-26T18:50:00.000Z']);
  });
});
