import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListBucketsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's only keys: it refuses requests signed with others. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/** A local S3-compatible server for the storage tests. */
export interface TestS3Server {
  /** 127.0.0.1:port */
  host: string;
  /** Milliseconds from the start until the server answered an S3 call. */
  startMs: number;
  /** A client signed in to the server, to look behind the storage. */
  client: S3Client;
  /** A new empty bucket, and the STORAGE_URL that names it. */
  createBucket(): Promise<{ bucket: string; storageUrl: string }>;
  /** The keys of a bucket's objects, sorted. */
  keysIn(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts s3rver (an S3-compatible server from the npm registry, a dev dependency, so `npm ci` installs it for
 * CI too) on a free port of 127.0.0.1, its objects in a temporary folder, and waits until it answers S3.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const started = performance.now();
  const directory = mkdtempSync(join(tmpdir(), 'lishka-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const host = `127.0.0.1:${port}`;
  const client = new S3Client({ endpoint: `http://${host}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY } });
  await client.send(new ListBucketsCommand({})); // it answers S3, not only TCP
  const startMs = Math.round(performance.now() - started);
  let buckets = 0;
  return {
    host,
    startMs,
    client,
    async createBucket() {
      buckets += 1;
      const bucket = `test-${buckets}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { bucket, storageUrl: `s3://${ACCESS_KEY}:${SECRET_KEY}@${host}/${bucket}?region=il-central-1&tls=false` };
    },
    async keysIn(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
