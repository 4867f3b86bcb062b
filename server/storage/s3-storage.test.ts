import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { startTestS3Server, type TestS3Server } from '../testing/test-s3-server';
import { createStorage } from './create-storage';
import { createS3Storage } from './s3-storage';
import { parseStorageUrl } from './s3-storage-url';
import { AVATAR, describeStorageContract, PNG } from './storage-contract';

let server: TestS3Server;
beforeAll(async () => {
  server = await startTestS3Server();
});
afterAll(() => server?.close());

describeStorageContract('S3 storage', async () => {
  const { bucket, storageUrl } = await server.createBucket();
  const settings = parseStorageUrl(storageUrl);
  return { storage: createS3Storage(settings), other: createS3Storage(settings), held: () => server.keysIn(bucket) };
});

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('S3 storage', () => {
  it('keeps the file as an object under its key, with its content type', async () => {
    const { bucket, storageUrl } = await server.createBucket();
    await createS3Storage(parseStorageUrl(storageUrl)).put(AVATAR, PNG, 'image/png');
    expect(await server.keysIn(bucket)).toEqual([AVATAR]);
  });

  it('refuses to serve an object whose bytes do not match the SHA-256 it was stored with', async () => {
    const { bucket, storageUrl } = await server.createBucket();
    const storage = createS3Storage(parseStorageUrl(storageUrl));
    await storage.put(AVATAR, PNG, 'image/png');
    await server.client.send(new PutObjectCommand({ Bucket: bucket, Key: 'other.png', Body: PNG }));
    await server.client.send(new PutObjectCommand({ Bucket: bucket, Key: AVATAR, Body: Buffer.from('tampered'), ContentType: 'image/png', Metadata: { sha256: '0'.repeat(64) } }));
    await expect(storage.get(AVATAR)).rejects.toMatchObject({ code: 'CORRUPT_FILE' });
    // An object another tool wrote, without a SHA-256, is served as it is.
    expect(await storage.get('other.png')).toMatchObject({ data: PNG, size: PNG.length });
  });

  it('names a bucket that does not exist, in every call, rather than answering "no file"', async () => {
    const storage = createS3Storage(parseStorageUrl(`s3://S3RVER:S3RVER@${server.host}/no-such-bucket?tls=false`));
    for (const call of [() => storage.put(AVATAR, PNG, 'image/png'), () => storage.get(AVATAR), () => storage.exists(AVATAR), () => storage.delete(AVATAR)]) {
      await expect(call()).rejects.toMatchObject({ name: 'StorageError', code: 'STORAGE_UNAVAILABLE', message: `S3 storage: bucket "no-such-bucket" does not exist at http://${server.host}` });
    }
  });

  it('says the store cannot be reached, naming it, when nothing answers', async () => {
    const endpoint = `127.0.0.1:${await closedPort()}`;
    const storage = createS3Storage(parseStorageUrl(`s3://S3RVER:S3RVER@${endpoint}/files?tls=false`));
    await expect(storage.get(AVATAR)).rejects.toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
      message: expect.stringMatching(new RegExp(`^S3 storage \\(bucket "files" at http://${endpoint}\\) could not reach the bucket: .*ECONNREFUSED`)),
    });
  });

  it('is the storage createStorage gives when STORAGE_URL is set', async () => {
    const { bucket, storageUrl } = await server.createBucket();
    const config = readConfig({ DATA_DIR: '/nonexistent/lishka-data', SESSION_SECRET: 'x'.repeat(32), STORAGE_URL: storageUrl });
    await createStorage(config).put('logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(await server.keysIn(bucket)).toEqual(['logo.svg']);
  });
});
