import { describe, expect, it } from 'vitest';
import { countPieces, type CountPiece } from './count-spans';

const at = (iso: string) => new Date(iso);
const text = (pieces: CountPiece[]) =>
  pieces.map((piece) => (piece.span === 'all' ? 'all' : `${piece.span} ${piece.from?.toISOString() ?? '…'} → ${piece.to?.toISOString() ?? '…'}`));

describe('countPieces', () => {
  it('reads all time from the one counter', () => {
    expect(text(countPieces({ from: null, to: null }))).toEqual(['all']);
  });

  it('cuts a rolling window into part-days of rows, whole days to the months’ edges, and whole months', () => {
    expect(text(countPieces({ from: at('2026-08-28T09:30:00Z'), to: at('2026-11-26T14:00:00Z') }))).toEqual([
      'rows 2026-08-28T09:30:00.000Z → 2026-08-29T00:00:00.000Z',
      'rows 2026-11-26T00:00:00.000Z → 2026-11-26T14:00:00.000Z',
      'day 2026-08-29T00:00:00.000Z → 2026-09-01T00:00:00.000Z',
      'day 2026-11-01T00:00:00.000Z → 2026-11-26T00:00:00.000Z',
      'month 2026-09-01T00:00:00.000Z → 2026-11-01T00:00:00.000Z',
    ]);
  });

  it('leaves the far end open when the window is', () => {
    expect(text(countPieces({ from: at('2026-10-27T14:00:00Z'), to: null }))).toEqual([
      'rows 2026-10-27T14:00:00.000Z → 2026-10-28T00:00:00.000Z',
      'day 2026-10-28T00:00:00.000Z → 2026-11-01T00:00:00.000Z',
      'month 2026-11-01T00:00:00.000Z → …',
    ]);
    expect(text(countPieces({ from: at('2026-11-01T00:00:00Z'), to: null }))).toEqual(['month 2026-11-01T00:00:00.000Z → …']);
    expect(text(countPieces({ from: null, to: at('2026-11-03T00:00:00Z') }))).toEqual(['day 2026-11-01T00:00:00.000Z → 2026-11-03T00:00:00.000Z', 'month … → 2026-11-01T00:00:00.000Z']);
  });

  it('reads a window within one day from its rows alone, and one within a month from rows and days', () => {
    expect(text(countPieces({ from: at('2026-11-25T22:00:00Z'), to: at('2026-11-26T03:00:00Z') }))).toEqual([
      'rows 2026-11-25T22:00:00.000Z → 2026-11-26T00:00:00.000Z',
      'rows 2026-11-26T00:00:00.000Z → 2026-11-26T03:00:00.000Z',
    ]);
    expect(text(countPieces({ from: at('2026-11-26T01:00:00Z'), to: at('2026-11-26T03:00:00Z') }))).toEqual(['rows 2026-11-26T01:00:00.000Z → 2026-11-26T03:00:00.000Z']);
    expect(text(countPieces({ from: at('2026-11-19T12:00:00Z'), to: at('2026-11-26T12:00:00Z') }))).toEqual([
      'rows 2026-11-19T12:00:00.000Z → 2026-11-20T00:00:00.000Z',
      'rows 2026-11-26T00:00:00.000Z → 2026-11-26T12:00:00.000Z',
      'day 2026-11-20T00:00:00.000Z → 2026-11-26T00:00:00.000Z',
    ]);
  });

  it('covers every instant of the window exactly once', () => {
    const from = at('2025-12-30T17:45:12.345Z');
    const to = at('2026-03-02T06:00:00.001Z');
    const pieces = countPieces({ from, to }).filter((piece) => piece.span !== 'all') as { from: Date; to: Date }[];
    const sorted = [...pieces].sort((a, b) => a.from.getTime() - b.from.getTime());
    expect(sorted[0]!.from).toEqual(from);
    expect(sorted.at(-1)!.to).toEqual(to);
    for (let index = 1; index < sorted.length; index += 1) expect(sorted[index]!.from).toEqual(sorted[index - 1]!.to);
  });
});
