import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { createDirectoryStorage } from './directory-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** The configured file storage: the S3-compatible store of `STORAGE_URL`, else the `files` folder in the data directory. */
export function createStorage(config: Pick<ServerConfig, 'dataDir' | 's3Storage'>): FileStorage {
  return config.s3Storage ? createS3Storage(config.s3Storage) : createDirectoryStorage(join(config.dataDir, 'files'));
}
