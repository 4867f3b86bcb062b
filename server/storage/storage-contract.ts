import { beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { StorageError } from './storage-error';

/** A storage opened afresh for one test, and what the contract needs to look behind it. */
export interface StorageUnderTest {
  storage: FileStorage;
  /** A second storage over the same files, as another server process would open it. */
  other: FileStorage;
  /** Everything the backend holds (a directory's files and folders, a bucket's objects), sorted. */
  held(): Promise<string[]>;
}

const TENANT = '4b0f3c1e-8f7a-4d2b-9c61-2e5d7a9b1f00';
/** A key shaped like the ones the server stores. */
export const AVATAR = `tenants/${TENANT}/avatars/7d9e2a44-1b3c-4e5f-8a9b-0c1d2e3f4a5b.png`;
/** A few bytes with a PNG signature. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** The behaviour every FileStorage promises (file-storage.ts), as tests run against one implementation. */
export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the storage contract`, () => {
    let storage: FileStorage;
    let other: FileStorage;
    let held: () => Promise<string[]>;

    beforeEach(async () => {
      ({ storage, other, held } = await open());
    });

    it('stores and reads back a file with its content type', async () => {
      await storage.put(AVATAR, PNG, 'image/png');
      expect(await storage.get(AVATAR)).toEqual({ data: PNG, contentType: 'image/png', size: PNG.length });
      expect(await storage.exists(AVATAR)).toBe(true);
      expect(await other.get(AVATAR)).toEqual({ data: PNG, contentType: 'image/png', size: PNG.length });
    });

    it('accepts a Uint8Array and copies it, and keeps content-type parameters', async () => {
      const bytes = new TextEncoder().encode('שלום, עולם');
      const put = storage.put('notes/hello.txt', bytes, 'text/plain; charset=utf-8');
      bytes.fill(0);
      await put;
      const file = await storage.get('notes/hello.txt');
      expect(file?.data.toString('utf8')).toBe('שלום, עולם');
      expect(file?.contentType).toBe('text/plain; charset=utf-8');
    });

    it('stores an empty file', async () => {
      await storage.put('empty.bin', Buffer.alloc(0), 'application/octet-stream');
      expect(await storage.get('empty.bin')).toEqual({ data: Buffer.alloc(0), contentType: 'application/octet-stream', size: 0 });
    });

    it('replaces a file and its content type on a second put', async () => {
      await storage.put(AVATAR, PNG, 'image/png');
      await storage.put(AVATAR, Buffer.from('<svg/>'), 'image/svg+xml');
      expect(await storage.get(AVATAR)).toEqual({ data: Buffer.from('<svg/>'), contentType: 'image/svg+xml', size: 6 });
    });

    it('deletes a file and says whether there was one', async () => {
      await storage.put(AVATAR, PNG, 'image/png');
      expect(await storage.delete(AVATAR)).toBe(true);
      expect(await storage.get(AVATAR)).toBeUndefined();
      expect(await storage.exists(AVATAR)).toBe(false);
      expect(await storage.delete(AVATAR)).toBe(false);
      expect(await other.exists(AVATAR)).toBe(false);
    });

    it('answers undefined and false for keys never stored, and for a key that is a folder', async () => {
      expect(await storage.get('nothing/here.png')).toBeUndefined();
      expect(await storage.exists('nothing/here.png')).toBe(false);
      expect(await storage.delete('nothing/here.png')).toBe(false);
      await storage.put(AVATAR, PNG, 'image/png');
      expect(await storage.get(`tenants/${TENANT}`)).toBeUndefined();
      expect(await storage.exists(`tenants/${TENANT}`)).toBe(false);
    });

    it.each([
      { key: '../x', reason: 'a parent step' },
      { key: 'a/../../b', reason: 'a parent step inside' },
      { key: './a', reason: 'a current-folder step' },
      { key: '/etc/passwd', reason: 'an absolute path' },
      { key: 'a\\..\\..\\b', reason: 'backslashes' },
      { key: 'C:/x', reason: 'a drive letter' },
      { key: 'a//b', reason: 'an empty segment' },
      { key: 'a/', reason: 'a trailing slash' },
      { key: '', reason: 'an empty key' },
      { key: 'a\0b', reason: 'a NUL byte' },
      { key: 'a/b\n', reason: 'a line break' },
      { key: 'avatars/photo ש.png', reason: 'non-ASCII and spaces' },
      { key: '.hidden', reason: 'a hidden file' },
      { key: 'a/b.png.meta.json', reason: 'the sidecar suffix' },
      { key: 'x'.repeat(201), reason: 'a segment too long' },
      { key: Array.from({ length: 210 }, () => 'abcd').join('/'), reason: 'a key too long' },
    ])('refuses a key with $reason in every call, touching nothing', async ({ key }) => {
      for (const call of [() => storage.put(key, PNG, 'image/png'), () => storage.get(key), () => storage.exists(key), () => storage.delete(key)]) {
        await expect(call()).rejects.toThrow(StorageError);
        await expect(call()).rejects.toMatchObject({ code: 'INVALID_STORAGE_KEY', message: expect.stringMatching(/^Invalid storage key/) });
      }
      expect(await held()).toEqual([]);
    });

    it('refuses a content type that is not type/subtype', async () => {
      for (const contentType of ['', 'png', 'image/png\r\nX-Evil: 1', 'image/png; charset', 'text/html, text/plain']) {
        await expect(storage.put(AVATAR, PNG, contentType), contentType).rejects.toMatchObject({ code: 'INVALID_CONTENT_TYPE' });
      }
      expect(await storage.exists(AVATAR)).toBe(false);
    });

    it('ends concurrent puts of one key, from two storages, with one complete file and its own content type', async () => {
      const versions = Array.from({ length: 24 }, (_, index) => ({
        data: Buffer.alloc(50_000 + index * 1_000, index),
        contentType: index % 2 ? 'image/png' : 'image/jpeg',
      }));
      const reads: Promise<unknown>[] = [];
      await Promise.all(
        versions.map(async (version, index) => {
          reads.push(storage.get(AVATAR).catch((error: unknown) => error));
          await (index % 3 ? storage : other).put(AVATAR, version.data, version.contentType);
        }),
      );
      const file = await storage.get(AVATAR);
      const match = versions.find((version) => version.data.equals(file!.data));
      expect(match).toBeDefined();
      expect(file!.contentType).toBe(match!.contentType);
      // A read during the writes saw nothing yet or one whole version, never a torn one.
      for (const read of await Promise.all(reads)) {
        if (read === undefined) continue;
        const seen = read as { data: Buffer; contentType: string };
        expect(versions.some((version) => version.data.equals(seen.data) && version.contentType === seen.contentType)).toBe(true);
      }
    });
  });
}
