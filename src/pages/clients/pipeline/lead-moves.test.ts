import { describe, expect, it } from 'vitest';
import type { ClientRow, LeadStatus } from '../../../api/client-answers';
import { addMove, columnCount, columnRows, settleMove, type LeadMoves } from './lead-moves';

const lead = (id: string, leadStatus: LeadStatus): ClientRow => ({
  id, kind: 'lead', firstName: 'Dana', lastName: id, email: null, phone: null, mobilePhone: null, status: 'active', priority: 'medium', tags: [], leadStatus,
  leadScore: 60, lastContactDate: null, nextFollowUpDate: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', totalActiveRecords: 0, totalRecordValue: 0,
});

const server: Record<string, ClientRow[]> = { new: [lead('a', 'new'), lead('b', 'new')], contacted: [lead('c', 'contacted')], qualified: [] };
const ids = (rows: ClientRow[]) => rows.map((row) => row.id);
const none: LeadMoves = new Map();

describe('the lead pipeline columns while moves wait for the server', () => {
  it('shows each column as the server has it when nothing is moving', () => {
    expect(ids(columnRows(server.new!, 'new', none))).toEqual(['a', 'b']);
    expect(columnCount(2, 'new', none)).toBe(2);
  });

  it('takes a moved lead out of its column and puts it first in the new one, with its new stage, and counts both', () => {
    const moves = addMove(none, server.new![1]!, 'new', 'contacted');
    expect(ids(columnRows(server.new!, 'new', moves))).toEqual(['a']);
    const contacted = columnRows(server.contacted!, 'contacted', moves);
    expect(ids(contacted)).toEqual(['b', 'c']);
    expect(contacted[0]!.leadStatus).toBe('contacted');
    expect([columnCount(2, 'new', moves), columnCount(1, 'contacted', moves), columnCount(0, 'qualified', moves)]).toEqual([1, 2, 0]);
    expect(server.new![1]!.leadStatus).toBe('new');
  });

  it('shows a lead once even when the server already has it in its new column', () => {
    const moves = addMove(none, server.new![0]!, 'new', 'contacted');
    expect(ids(columnRows([lead('a', 'contacted'), ...server.contacted!], 'contacted', moves))).toEqual(['a', 'c']);
    expect(ids(columnRows([...server.new!, lead('b', 'new')], 'new', none))).toEqual(['a', 'b']);
  });

  it('keeps where a lead started when it moves again, and forgets the move when it comes back', () => {
    const twice = addMove(addMove(none, server.new![0]!, 'new', 'contacted'), lead('a', 'contacted'), 'contacted', 'qualified');
    expect([...twice.values()].map((move) => [move.from, move.to])).toEqual([['new', 'qualified']]);
    expect([columnCount(2, 'new', twice), columnCount(1, 'contacted', twice), columnCount(0, 'qualified', twice)]).toEqual([1, 1, 1]);
    expect(ids(columnRows(server.contacted!, 'contacted', twice))).toEqual(['c']);
    const back = addMove(twice, lead('a', 'qualified'), 'qualified', 'new');
    expect(back.size).toBe(0);
  });

  it('settles a move once answered (rollback and success alike), but not a later move of the same lead', () => {
    const moves = addMove(none, server.new![0]!, 'new', 'contacted');
    expect(settleMove(moves, 'a', 'contacted').size).toBe(0);
    expect(settleMove(moves, 'a', 'qualified')).toBe(moves);
    expect(settleMove(moves, 'zz', 'contacted')).toBe(moves);
    expect(moves.size).toBe(1);
  });
});
