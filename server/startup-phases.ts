/** The phases of a start-up, timed from the process's start, for the line the server prints when it listens. */
export interface StartupPhases {
  /** Ends the phase running now, under this name. */
  mark(name: string): void;
  /** Milliseconds since the process started. */
  total(): number;
  /** Each phase and its milliseconds, in order: "code 812 ms, office types 203 ms, …". */
  summary(): string;
}

/**
 * Starts timing at the first line of main: everything before it (Node itself and the server's code and packages)
 * is the first phase, `codeLabel`.
 */
export function startupPhases(codeLabel: string): StartupPhases {
  const phases: Array<[string, number]> = [];
  let last = 0;
  const mark = (name: string): void => {
    const now = performance.now();
    phases.push([name, now - last]);
    last = now;
  };
  mark(codeLabel);
  return {
    mark,
    total: () => Math.round(performance.now()),
    summary: () => phases.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', '),
  };
}
