/** Why a storage call failed: a key or content type it refuses, or a stored file that is not whole. */
export type StorageErrorCode = 'INVALID_STORAGE_KEY' | 'INVALID_CONTENT_TYPE' | 'CORRUPT_FILE';

/** A storage failure with a stable code, raised before anything is read or written when the input is bad. */
export class StorageError extends Error {
  readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string) {
    super(message);
    this.name = 'StorageError';
    this.code = code;
  }
}
