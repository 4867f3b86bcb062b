/** Where the engine reports what it recovers from (an unknown office type, a missing translation). */
export interface EngineLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

let current: EngineLogger = {
  warn: (message, details) => console.warn(`[lishka-engine] ${message}`, details ?? ''),
};

/** The logger the engine writes to. */
export function engineLogger(): EngineLogger {
  return current;
}

/** Replaces the engine's logger (the server passes its own; tests capture warnings). */
export function setEngineLogger(logger: EngineLogger): void {
  current = logger;
}
