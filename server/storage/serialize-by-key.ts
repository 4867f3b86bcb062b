const tails = new Map<string, Promise<void>>();

/** Runs tasks with the same key one after another (in this process), others freely; a failure does not block the next. */
export async function serializeByKey<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
