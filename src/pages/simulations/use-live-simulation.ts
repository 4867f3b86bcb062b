import { useEffect, useState } from 'react';
import { ApiError, type FieldError } from '../../api/api-error';
import { useSimulationsApi } from './simulations-api-context';
import type { CompleteResult } from './simulations-api';
import { inputOf, problemsOf, type FieldProblem, type SimulationValues } from './simulation-values';

/** How long the inputs must rest before the calculation is asked for. */
export const LIVE_DELAY_MS = 120;

/** The live calculation of the form's values: the last result, the engine's problems, and the server's refusal. */
export interface LiveSimulation {
  result?: CompleteResult;
  problems: FieldProblem[];
  /** Whether the result shown is of older values than those on screen. */
  isCalculating: boolean;
  error?: ApiError;
  /** The server's own field messages, should it refuse what the engine's checks passed. */
  serverErrors: readonly FieldError[];
}

/**
 * Recalculates as the inputs change: the engine's checks at once, then (when they pass and the inputs have rested)
 * the calculation (the engine, in the browser), the newest call winning. The last result stays on screen while the next is on its way.
 */
export function useLiveSimulation(values: SimulationValues): LiveSimulation {
  const simulations = useSimulationsApi();
  const key = JSON.stringify(inputOf(values));
  // The checks are cheap: run on every render, they never lag behind the fields.
  const problems = problemsOf(values);
  const [state, setState] = useState<{ key?: string; result?: CompleteResult; error?: ApiError }>({});

  useEffect(() => {
    if (problems.length > 0) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      simulations.calculate(JSON.parse(key) as ReturnType<typeof inputOf>, controller.signal).then(
        (result) => setState({ key, result }),
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          setState((previous) => ({ ...previous, key, error: caught instanceof ApiError ? caught : new ApiError(String(caught), 0) }));
        },
      );
    }, LIVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, problems.length, simulations]);

  const isCurrent = state.key === key;
  return {
    ...(state.result ? { result: state.result } : {}),
    problems,
    isCalculating: problems.length === 0 && !isCurrent,
    ...(isCurrent && state.error ? { error: state.error } : {}),
    serverErrors: isCurrent ? (state.error?.fieldErrors ?? []) : [],
  };
}
