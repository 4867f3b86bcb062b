import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertContentType } from './content-type';
import type { FileStorage, StoredFile } from './file-storage';
import type { S3StorageSettings } from './s3-storage-url';
import { serializeByKey } from './serialize-by-key';
import { StorageError } from './storage-error';
import { assertStorageKey } from './storage-key';

const digest = (algorithm: 'md5' | 'sha256', data: Buffer, encoding: 'base64' | 'hex') => createHash(algorithm).update(data).digest(encoding);

// A missing object answers 404: NoSuchKey with a body (GET), NotFound without one (HEAD).
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/**
 * Files as objects in one bucket of an S3-compatible store (AWS S3, MinIO, Ceph…), addressed path-style, so
 * several servers can share them. The content type travels as the object's Content-Type, a SHA-256 as its
 * metadata (checked on read, as the directory checks its sidecar); the body goes with a Content-MD5 the
 * store checks. Calls on one key are one at a time in this process; across processes the last put wins.
 */
export function createS3Storage(settings: S3StorageSettings): FileStorage {
  const { bucket, endpoint } = settings;
  const client = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: true,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Content-MD5 instead of the SDK's newer default checksums, which not every S3-compatible store accepts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

  const failure = (doing: string, error: unknown): StorageError => {
    if (error instanceof StorageError) return error;
    const reason = error instanceof Error ? `${error.name}: ${error.message || 'no message'}` : String(error);
    return new StorageError('STORAGE_UNAVAILABLE', `S3 storage (bucket "${bucket}" at ${endpoint}) could not ${doing}: ${reason}`, { cause: error });
  };

  // The bucket is checked once, so a missing one is named as such and not taken for a missing file.
  let bucketChecked: Promise<void> | undefined;
  const bucketReady = () =>
    (bucketChecked ??= client
      .send(new HeadBucketCommand({ Bucket: bucket }))
      .then(() => undefined)
      .catch((error: unknown) => {
        bucketChecked = undefined; // try again next time (the store may come back)
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        if (status === 404) throw new StorageError('STORAGE_UNAVAILABLE', `S3 storage: bucket "${bucket}" does not exist at ${endpoint}`, { cause: error });
        if (status === 403) throw new StorageError('STORAGE_UNAVAILABLE', `S3 storage: access to bucket "${bucket}" at ${endpoint} is denied (check the keys in STORAGE_URL)`, { cause: error });
        throw failure('reach the bucket', error);
      }));

  /** Validates the key, waits for the bucket, and runs the call, turning the SDK's errors into StorageErrors. */
  async function call<T>(key: string, doing: string, task: () => Promise<T>): Promise<T> {
    assertStorageKey(key);
    await bucketReady();
    try {
      return await task();
    } catch (error) {
      throw failure(`${doing} ${JSON.stringify(key)}`, error);
    }
  }

  const head = async (key: string): Promise<boolean> => {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };
  const lane = (key: string) => `s3:${endpoint}/${bucket}/${key}`;

  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      assertContentType(contentType);
      const bytes = Buffer.from(data); // a copy: the caller may reuse its buffer while we send
      await call(key, 'store', () =>
        serializeByKey(lane(key), () =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: bytes,
              ContentType: contentType,
              ContentLength: bytes.length,
              ContentMD5: digest('md5', bytes, 'base64'),
              Metadata: { sha256: digest('sha256', bytes, 'hex') },
            }),
          ),
        ),
      );
    },

    async get(key) {
      return call(key, 'read', async (): Promise<StoredFile | undefined> => {
        let answer;
        try {
          answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
        const data = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        const sha256 = answer.Metadata?.sha256;
        // An object written by another tool has no SHA-256: its length is all there is to check.
        if ((answer.ContentLength !== undefined && answer.ContentLength !== data.length) || (sha256 !== undefined && sha256 !== digest('sha256', data, 'hex'))) {
          throw new StorageError('CORRUPT_FILE', `Stored file ${JSON.stringify(key)} does not match its metadata`);
        }
        return { data, contentType: answer.ContentType ?? 'application/octet-stream', size: data.length };
      });
    },

    async delete(key) {
      // S3 deletes a missing object without a word: ask first, to answer whether there was one.
      return call(key, 'delete', () =>
        serializeByKey(lane(key), async () => {
          if (!(await head(key))) return false;
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
          return true;
        }),
      );
    },

    async exists(key) {
      return call(key, 'look up', () => head(key));
    },
  };
}
