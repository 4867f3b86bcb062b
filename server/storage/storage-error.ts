/** Why a storage call failed: a key or content type it refuses, a stored file that is not whole, or a store that failed to answer. */
export type StorageErrorCode = 'INVALID_STORAGE_KEY' | 'INVALID_CONTENT_TYPE' | 'CORRUPT_FILE' | 'STORAGE_UNAVAILABLE';

/** A storage failure with a stable code, raised before anything is read or written when the input is bad. */
export class StorageError extends Error {
  readonly code: StorageErrorCode;

  constructor(code: StorageErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageError';
    this.code = code;
  }
}
