import { describe, expect, it } from 'vitest';
import { overdueTask, task } from './task-fixtures';
import { isOverdue, roleName, taskRecordPath, taskTitle } from './task-text';

const untitled = (type: string) => `Task: ${type}`;

describe('a task as My tasks writes it', () => {
  it('takes its own title in the reader’s language, else words its type', () => {
    expect(taskTitle(task(), 'en', untitled)).toBe('Prepare the engagement letter and fee agreement');
    expect(taskTitle(task(), 'he', untitled)).toBe('הכנת מכתב התקשרות והסכם שכר טרחה');
    expect(taskTitle(overdueTask(), 'he', untitled)).toBe('Task: conflict check');
  });

  it('is overdue only while open and past its due time', () => {
    const now = Date.now();
    expect(isOverdue(overdueTask(), now)).toBe(true);
    expect(isOverdue(task(), now)).toBe(false);
    expect(isOverdue(overdueTask({ status: 'done' }), now)).toBe(false);
    expect(isOverdue(task({ dueAt: null }), now)).toBe(false);
  });

  it('opens its record under its module’s route, and nowhere for a module the office lacks', () => {
    const modules = [{ id: 'matters', route: '/matters?view=list' }];
    expect(taskRecordPath(task(), modules)).toBe('/matters/5f0c2a1e-0000-4000-8000-000000000001');
    expect(taskRecordPath(task({ module: 'claims' }), modules)).toBeUndefined();
    expect(taskRecordPath(task({ recordId: null }), modules)).toBeUndefined();
  });

  it('names a role by the office’s own name, else the platform’s, else its id', () => {
    const roles = [{ id: 'attorney', name: { he: 'עורך דין', en: 'Attorney' } }];
    expect(roleName('attorney', roles, 'he')).toBe('עורך דין');
    expect(roleName('manager', roles, 'en')).not.toBe('manager');
    expect(roleName('courier', roles, 'en')).toBe('courier');
  });
});
