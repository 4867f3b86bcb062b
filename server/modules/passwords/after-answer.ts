import type { FastifyInstance } from 'fastify';

/**
 * A way to run work after the answer has left, so that how long the work takes tells the caller nothing.
 * A failure is logged; closing the server waits for the work still running.
 */
export function afterAnswer(app: FastifyInstance, what: string): (work: () => Promise<void>) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (work) => {
    const job: Promise<void> = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => running.delete(job));
    running.add(job);
  };
}
