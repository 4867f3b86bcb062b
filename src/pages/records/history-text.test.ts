import { describe, expect, it } from 'vitest';
import { historyText } from './history-text';
import { matterHistory } from './record-fixtures';

// A translation that shows the key and its values, so the wording's choice and inputs are what is checked.
const t = (key: string, values: Record<string, unknown> = {}) => `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`;

describe('a record’s history, worded', () => {
  it('words each kind of event from its values in the reader’s language', () => {
    const [created, action, moved, rejected] = matterHistory().map((entry) => historyText(entry, t, 'he'));
    expect(created!.text).toBe('history.createdIn{"to":"קליטה"}');
    expect(action!.text).toContain('history.actionTypes.create_task');
    expect(action!.details).toEqual([expect.stringContaining('history.outcomes.created')]);
    expect(moved!.text).toBe('history.moved{"from":"קליטה","to":"פעיל"}');
    expect(moved!.details).toEqual(['history.by{"name":"Noa Ben-David"}', 'history.approvedBy{"name":"Ruth Partner"}']);
    expect(rejected!.details).toContain('history.reason{"reason":"Fees still open"}');
  });

  it('names the system’s own work as the system’s, not by its internal name', () => {
    const [created] = matterHistory();
    const bySystem = historyText({ ...created!, actorId: null, actorName: 'demo-seed' }, t, 'en');
    expect(bySystem.details).toEqual(['history.bySystem']);
  });
});
