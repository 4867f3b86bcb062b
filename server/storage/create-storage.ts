import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { createDirectoryStorage } from './directory-storage';
import type { FileStorage } from './file-storage';

/** The configured file storage: today the `files` folder in the data directory (S3 will be chosen here). */
export function createStorage(config: Pick<ServerConfig, 'dataDir'>): FileStorage {
  return createDirectoryStorage(join(config.dataDir, 'files'));
}
