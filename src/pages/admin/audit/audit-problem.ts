import { ApiError } from '../../../api/api-error';
import { serverMessage } from '../../../api/messages';

/** The audit operations whose failure the section reports (spec 3 §8). */
export type AuditOperation = 'status' | 'toggle' | 'configuration' | 'updateConfiguration' | 'logs' | 'export' | 'statistics';

/** The last failed audit operation and how it failed. */
export interface AuditProblem {
  operation: AuditOperation;
  error: unknown;
}

/**
 * What to say of a failure: the server's own words when it gave some, otherwise the operation's fallback
 * ("Failed to fetch audit status"…), from `fallback` in the current language.
 */
export function problemMessage(problem: AuditProblem, language: string, fallback: (operation: AuditOperation) => string): string {
  const said = problem.error instanceof ApiError ? serverMessage(problem.error.body, language) : undefined;
  return said ?? fallback(problem.operation);
}
