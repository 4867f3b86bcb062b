import type { FastifyInstance, FastifyReply } from 'fastify';

// The work still running after its answer, per server (every plugin context of an app shares its HTTP server).
const runningByServer = new WeakMap<object, Set<Promise<void>>>();

const runningOf = (app: FastifyInstance): Set<Promise<void>> => {
  let running = runningByServer.get(app.server);
  if (!running) {
    running = new Set();
    runningByServer.set(app.server, running);
  }
  return running;
};

/**
 * A way to run work after the answer has left, so that how long the work takes tells the caller nothing.
 * A failure is logged; closing the server waits for the work still running.
 */
export function afterAnswer(app: FastifyInstance, what: string): (reply: FastifyReply, work: () => Promise<void>) => void {
  const running = runningOf(app);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (reply, work) => {
    // The work begins once the answer has been handed to the network, so it cannot slow the answer down either.
    const answered = new Promise<void>((resolve) => {
      if (reply.raw.writableFinished) resolve();
      else reply.raw.once('finish', () => resolve()).once('close', () => resolve());
    });
    const job: Promise<void> = answered
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => running.delete(job));
    running.add(job);
  };
}

/** Resolves once no work that an answer left behind is running, including work that work started. */
export async function afterAnswersSettled(app: FastifyInstance): Promise<void> {
  const running = runningOf(app);
  while (running.size > 0) await Promise.allSettled([...running]);
}
