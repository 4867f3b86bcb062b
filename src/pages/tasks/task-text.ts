import { pickText } from '../../../engine/i18n/languages';
import { PLATFORM_ROLE_NAMES } from '../../../engine/roles';
import { pathOnly } from '../../../engine/routing/route-gating';
import type { LocalizedText } from '../../../engine/generated/config-types';
import type { Task } from './task-query';

/**
 * A task's title in the reader's language: its own (as its workflow declares it), else its type worded
 * (conflict-check → "conflict check") inside the screen's "Task: …".
 */
export function taskTitle(task: Pick<Task, 'title' | 'taskType'>, language: string, untitled: (type: string) => string): string {
  const own = pickText(task.title ?? undefined, language).trim();
  return own || untitled(task.taskType.replace(/[-_]+/g, ' ').trim());
}

/** Whether an open task is past its due time. */
export function isOverdue(task: Pick<Task, 'dueAt' | 'status'>, now: number): boolean {
  if (task.status !== 'open' || !task.dueAt) return false;
  const due = Date.parse(task.dueAt);
  return !Number.isNaN(due) && due < now;
}

/** The page of the task's record: its module's route from the office's configuration and its id; undefined without one. */
export function taskRecordPath(task: Pick<Task, 'module' | 'recordId'>, modules: readonly { id: string; route: string }[]): string | undefined {
  if (!task.module || !task.recordId) return undefined;
  const module = modules.find((candidate) => candidate.id === task.module);
  return module ? `${pathOnly(module.route)}/${task.recordId}` : undefined;
}

/** A role's name in the reader's language: one of the office's professional roles, else a platform role, else its id. */
export function roleName(role: string, officeRoles: readonly { id: string; name: LocalizedText }[], language: string): string {
  const own = officeRoles.find((candidate) => candidate.id === role)?.name;
  const platform = (PLATFORM_ROLE_NAMES as Partial<Record<string, LocalizedText>>)[role];
  return pickText(own ?? platform, language) || role;
}
