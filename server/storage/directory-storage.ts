import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, stat, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { writeFileAtomic } from './atomic-write';
import { assertContentType } from './content-type';
import type { FileStorage, StoredFile } from './file-storage';
import { serializeByKey } from './serialize-by-key';
import { StorageError } from './storage-error';
import { assertStorageKey, META_SUFFIX } from './storage-key';

/** What the sidecar `<file>.meta.json` holds. */
interface FileMeta {
  contentType: string;
  size: number;
  sha256: string;
}

const READ_ATTEMPTS = 4;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

async function readOrUndefined(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

function parseMeta(raw: Buffer | undefined): FileMeta | undefined {
  if (!raw) return undefined;
  try {
    const meta = JSON.parse(raw.toString('utf8')) as Partial<FileMeta>;
    return typeof meta.contentType === 'string' && typeof meta.size === 'number' && typeof meta.sha256 === 'string' ? (meta as FileMeta) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Files in a directory: each key a path under rootDir, its content type (with size and SHA-256) in a
 * `<file>.meta.json` sidecar. Writes are atomic and, per key, one at a time in this process; a read checks
 * the file against its sidecar, so it never returns one write's bytes with another's content type.
 * One process per directory; several servers share S3-compatible storage instead.
 */
export function createDirectoryStorage(rootDir: string): FileStorage {
  const root = resolve(rootDir);
  let realRoot: Promise<string> | undefined;
  const rootReal = () =>
    (realRoot ??= mkdir(root, { recursive: true })
      .then(() => realpath(root))
      .catch((error: unknown) => {
        realRoot = undefined; // try again next time (the disk may come back)
        throw error;
      }));

  function pathOf(key: unknown): string {
    assertStorageKey(key);
    const file = resolve(root, ...key.split('/'));
    if (!file.startsWith(root + sep)) throw new StorageError('INVALID_STORAGE_KEY', `Storage key ${JSON.stringify(key)} leaves the storage folder`);
    return file;
  }

  // The folder as the file system resolves it (symbolic links followed) must stay inside the root too.
  async function assertInside(folder: string, key: string): Promise<void> {
    const [base, real] = await Promise.all([rootReal(), realpath(folder)]);
    if (real !== base && !real.startsWith(base + sep)) throw new StorageError('INVALID_STORAGE_KEY', `Storage key ${JSON.stringify(key)} leaves the storage folder`);
  }

  async function readWhole(file: string, key: string): Promise<StoredFile | undefined> {
    for (let attempt = 1; ; attempt += 1) {
      const data = await readOrUndefined(file);
      if (!data) return undefined;
      const meta = parseMeta(await readOrUndefined(file + META_SUFFIX));
      if (meta && meta.size === data.length && meta.sha256 === sha256(data)) return { data, contentType: meta.contentType, size: data.length };
      // A write may be between its two renames; past that, the pair is damaged.
      if (attempt === READ_ATTEMPTS) throw new StorageError('CORRUPT_FILE', `Stored file ${JSON.stringify(key)} does not match its metadata`);
      await delay(5 * attempt);
    }
  }

  return {
    async put(key, data, contentType) {
      const file = pathOf(key);
      assertContentType(contentType);
      const bytes = Buffer.from(data); // a copy: the caller may reuse its buffer while we write
      const meta: FileMeta = { contentType, size: bytes.length, sha256: sha256(bytes) };
      await serializeByKey(file, async () => {
        await mkdir(dirname(file), { recursive: true });
        await assertInside(dirname(file), key);
        // Sidecar first: wherever the data is, its sidecar already is (delete goes the other way).
        await writeFileAtomic(file + META_SUFFIX, JSON.stringify(meta));
        await writeFileAtomic(file, bytes);
      });
    },

    async get(key) {
      const file = pathOf(key);
      try {
        await assertInside(dirname(file), key);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return readWhole(file, key);
    },

    async delete(key) {
      const file = pathOf(key);
      return serializeByKey(file, async () => {
        let existed = true;
        try {
          await assertInside(dirname(file), key);
          await unlink(file);
        } catch (error) {
          if (!isMissing(error)) throw error;
          existed = false;
        }
        await unlink(file + META_SUFFIX).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
        return existed;
      });
    },

    async exists(key) {
      const file = pathOf(key);
      try {
        await assertInside(dirname(file), key);
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
