import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './file-storage';

/**
 * Deletes a stored file once the database has moved on without it, logging (not throwing) a failure: a file left
 * behind costs only space, and the answer must not fail for it. `what` names the file in the log.
 */
export async function deleteFileQuietly(deps: { storage: FileStorage; log: FastifyBaseLogger }, key: string | null, what: string): Promise<void> {
  if (!key) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.error({ err: error, key }, `could not delete ${what}`);
  }
}
