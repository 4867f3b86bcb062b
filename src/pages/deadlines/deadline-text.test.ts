import { describe, expect, it } from 'vitest';
import { deadline } from './deadline-fixtures';
import { readDeadlineParams, writeDeadlineParams } from './deadline-query';
import { detailText, groupDeadlines, lateness } from './deadline-text';

const words = { stageDue: (stage: string) => `Stage ${stage} due`, untitledTask: (type: string) => `Task: ${type}`, kind: (kind: string) => kind };

describe('the deadlines screen’s words', () => {
  it('says how late a deadline is in days, else hours, else minutes, in the reader’s language', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(lateness('2026-11-25T11:00:00Z', now, 'en')).toBe('2 days');
    expect(lateness('2026-11-27T09:30:00Z', now, 'en')).toBe('2 hours');
    expect(lateness('2026-11-27T11:59:30Z', now, 'en')).toBe('1 minute');
    expect(lateness('2026-11-25T11:00:00Z', now, 'he')).toMatch(/[א-ת]/);
  });

  it('words what is due: a stage’s time limit, a task’s title or its type, a follow-up by its kind', () => {
    expect(detailText(deadline(), 'en', words)).toBe('Stage Intake due');
    expect(detailText(deadline({ kind: 'task', detail: null, taskType: 'conflict-check' }), 'en', words)).toBe('Task: conflict check');
    expect(detailText(deadline({ kind: 'follow-up', detail: null }), 'en', words)).toBe('follow-up');
  });

  it('groups by person or module in the order of each group’s first deadline', () => {
    const rows = [deadline({ key: 'a', assignee: { userId: 'u2', name: 'Two' } }), deadline({ key: 'b', assignee: null, assignedRole: 'paralegal', module: null }), deadline({ key: 'c', assignee: { userId: 'u2', name: 'Two' } })];
    const names = { person: (row: (typeof rows)[number]) => row.assignee?.name ?? 'role', module: (row: (typeof rows)[number]) => row.module?.id ?? 'none' };
    expect(groupDeadlines(rows, 'person', names).map((group) => [group.heading, group.rows.map((row) => row.key)])).toEqual([['Two', ['a', 'c']], ['role', ['b']]]);
    expect(groupDeadlines(rows, 'module', names).map((group) => group.key)).toEqual(['matters', 'none']);
  });

  it('reads the quick action’s ?due=today, and writes the range into the address', () => {
    expect(readDeadlineParams(new URLSearchParams('due=overdue&by=module'))).toEqual({ range: 'overdue', by: 'module', assignee: 'all' });
    expect(readDeadlineParams(new URLSearchParams('due=tomorrow'))).toMatchObject({ range: 'today' });
    expect(writeDeadlineParams({ range: 'today', by: 'person', assignee: 'all' }, { assignee: 'me' }).toString()).toBe('due=today&assignee=me');
  });
});
