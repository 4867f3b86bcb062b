/** A stored file as read back. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
  size: number;
}

/**
 * Where files live (avatars now, documents later), by key such as `tenants/<uuid>/avatars/<uuid>.png`.
 * A directory by default (directory-storage.ts), an S3-compatible bucket when STORAGE_URL names one (s3-storage.ts);
 * both pass storage-contract.ts. Every call refuses a key that is not a storage key (storage-key.ts) with a
 * StorageError before touching anything.
 */
export interface FileStorage {
  /** Stores a file, replacing any file under the same key; readers see the old file or the new, never a mix. */
  put(key: string, data: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** The file under a key, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes a file; answers whether there was one. */
  delete(key: string): Promise<boolean>;
  exists(key: string): Promise<boolean>;
}
