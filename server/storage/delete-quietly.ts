import type { FileStorage } from './file-storage';

/** Where a failure that must not fail the call is logged: Fastify's logger, pino's, or any with `error`. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

/** The stored files and the log of a failure to delete one: what deleting files quietly needs. */
export interface StoredFiles {
  storage: FileStorage;
  log: ErrorLog;
}

/**
 * Deletes a stored file once the database has moved on without it, logging (not throwing) a failure: a file left
 * behind costs only space, and the answer must not fail for it. `what` names the file in the log.
 */
export async function deleteFileQuietly(deps: StoredFiles, key: string | null, what: string): Promise<void> {
  if (!key) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.error({ err: error, key }, `could not delete ${what}`);
  }
}
