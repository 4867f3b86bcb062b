const running = new Map<string, Promise<unknown>>();

/**
 * Runs a one-shot call once per key for the life of the page: a confirmation token, an OAuth state or a set-up
 * session is spent by its first use, so a second effect run (React's StrictMode) must share the first's answer.
 */
export function runOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  let pending = running.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    running.set(key, pending);
  }
  return pending;
}

/** Forgets a key, so that the next runOnce calls again (a retry after a failure). */
export function forgetRun(key: string): void {
  running.delete(key);
}
