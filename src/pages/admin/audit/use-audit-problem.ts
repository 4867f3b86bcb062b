import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AuditOperation, AuditProblem } from './audit-problem';

/** The section's one error (spec 3 §4, §8) and how each request reports to it. */
export interface AuditProblemState {
  problem: AuditProblem | undefined;
  /** At a request's start: the error is cleared. */
  start(): void;
  /** At its failure: the error is this one. */
  fail(operation: AuditOperation, error: unknown): void;
  clear(): void;
  /** The SWR fetcher of an operation's reads: the app's fetcher, reporting start and failure. */
  fetcherOf<T>(operation: AuditOperation): (key: string) => Promise<T>;
}

/** Holds the audit section's error: set by a failed request, cleared by the next request's start or by the user. */
export function useAuditProblem(): AuditProblemState {
  const { fetcher } = useSWRConfig();
  const [problem, setProblem] = useState<AuditProblem>();
  const start = useCallback(() => setProblem(undefined), []);
  const fail = useCallback((operation: AuditOperation, error: unknown) => setProblem({ operation, error }), []);
  const fetcherOf = useCallback(
    <T,>(operation: AuditOperation) =>
      async (key: string): Promise<T> => {
        start();
        try {
          if (!fetcher) throw new Error('No SWR fetcher is configured');
          return (await fetcher(key)) as T;
        } catch (error) {
          fail(operation, error);
          throw error;
        }
      },
    [fail, fetcher, start],
  );
  return { problem, start, fail, clear: start, fetcherOf };
}
