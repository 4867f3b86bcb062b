import { pickText } from '../../../engine/i18n/languages';
import type { LocalizedText } from '../../../engine/generated/config-types';
import type { Deadline, DeadlineGrouping } from './deadline-query';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How late a deadline is, in whole days, else hours, else minutes, as the language writes it ("2 days", "3 hours"). */
export function lateness(dueAt: string, now: number, language: string): string {
  const late = Math.max(0, now - Date.parse(dueAt));
  const [amount, unit] = late >= DAY ? [Math.floor(late / DAY), 'day'] : late >= HOUR ? [Math.floor(late / HOUR), 'hour'] : [Math.max(1, Math.floor(late / MINUTE)), 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** Whether a deadline is past due now (the server's flag, or its time passed since it answered). */
export const isLate = (deadline: Pick<Deadline, 'isOverdue' | 'dueAt'>, now: number): boolean => deadline.isOverdue || Date.parse(deadline.dueAt) < now;

/** What is due, in the reader's language: the stage's time limit, the task's title (else its type), or the kind's name. */
export function detailText(deadline: Deadline, language: string, words: { stageDue(stage: string): string; untitledTask(type: string): string; kind(kind: Deadline['kind']): string }): string {
  const detail = pickText((deadline.detail as LocalizedText | null) ?? undefined, language).trim();
  if (deadline.kind === 'stage') return words.stageDue(detail || deadline.stage || '');
  if (deadline.kind === 'task') return detail || words.untitledTask((deadline.taskType ?? '').replace(/[-_]+/g, ' ').trim());
  return words.kind(deadline.kind);
}

/** A group of deadlines: its key, its heading and its rows, in the order their first deadline falls due. */
export interface DeadlineGroup {
  key: string;
  heading: string;
  rows: Deadline[];
}

/**
 * The deadlines grouped by person (their assignee, else the role whose queue holds them, else no one) or by module
 * (its name from the office's configuration, else the fallback's), each group in the order of its first deadline.
 */
export function groupDeadlines(rows: readonly Deadline[], by: DeadlineGrouping, names: { person(row: Deadline): string; module(row: Deadline): string }): DeadlineGroup[] {
  const groups = new Map<string, DeadlineGroup>();
  for (const row of rows) {
    const key = by === 'person' ? (row.assignee?.userId ?? (row.assignedRole ? `role:${row.assignedRole}` : 'none')) : (row.module?.id ?? 'none');
    const group = groups.get(key) ?? { key, heading: by === 'person' ? names.person(row) : names.module(row), rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}
