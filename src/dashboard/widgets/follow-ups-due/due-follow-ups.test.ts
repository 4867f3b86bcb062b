import { describe, expect, it } from 'vitest';
import type { ClientRow } from '../../../api/client-answers';
import { dueFollowUps } from './due-follow-ups';

const NOW = new Date('2026-03-10T09:00:00Z');
const row = (id: string, nextFollowUpDate: string | null): ClientRow =>
  ({ id, kind: 'client', firstName: id, lastName: 'X', nextFollowUpDate }) as ClientRow;

describe('due follow-ups', () => {
  const overdue = [row('late-1', '2026-03-01T09:00:00Z'), row('late-2', '2026-03-09T09:00:00Z')];
  const upcoming = [row('soon-1', '2026-03-10T12:00:00Z'), row('soon-3', '2026-03-13T09:00:00Z'), row('soon-6', '2026-03-16T09:00:00Z')];

  it('lists the overdue first, then the upcoming ones, marking which are late', () => {
    const { items, total } = dueFollowUps(overdue, upcoming, { days: 7, limit: 10 }, NOW);
    expect(items.map((item) => [item.client.id, item.isOverdue])).toEqual([
      ['late-1', true],
      ['late-2', true],
      ['soon-1', false],
      ['soon-3', false],
      ['soon-6', false],
    ]);
    expect(total).toBe(5);
  });

  it('keeps to the days asked for and to the limit, counting all in the total', () => {
    expect(dueFollowUps(overdue, upcoming, { days: 3, limit: 10 }, NOW).items.map((item) => item.client.id)).toEqual(['late-1', 'late-2', 'soon-1', 'soon-3']);
    expect(dueFollowUps(overdue, upcoming, { days: 7, limit: 3 }, NOW)).toMatchObject({ total: 5, items: [{ client: { id: 'late-1' } }, { client: { id: 'late-2' } }, { client: { id: 'soon-1' } }] });
  });

  it('lists a client once, and none without a date', () => {
    const { items } = dueFollowUps([row('both', '2026-03-09T09:00:00Z')], [row('both', '2026-03-11T09:00:00Z'), row('none', null)], { days: 7, limit: 10 }, NOW);
    expect(items.map((item) => item.client.id)).toEqual(['both']);
  });

  it('is empty when nothing is due', () => {
    expect(dueFollowUps([], [], { days: 7, limit: 5 }, NOW)).toEqual({ items: [], total: 0 });
  });
});
