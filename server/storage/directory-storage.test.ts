import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { createDirectoryStorage } from './directory-storage';
import type { FileStorage } from './file-storage';
import { AVATAR, describeStorageContract, PNG } from './storage-contract';

const scratch = mkdtempSync(join(tmpdir(), 'lishka-storage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every entry under a folder (files only, or folders too), relative, sorted. */
function entriesUnder(folder: string, { withFolders = false } = {}): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => withFolders || entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

describeStorageContract('directory storage', async () => {
  const root = mkdtempSync(join(scratch, 'root-'));
  return {
    storage: createDirectoryStorage(join(root, 'files')),
    other: createDirectoryStorage(join(root, 'files')),
    held: async () => entriesUnder(root, { withFolders: true }),
  };
});

describe('directory storage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(() => {
    root = mkdtempSync(join(scratch, 'root-'));
    storage = createDirectoryStorage(join(root, 'files'));
  });

  it('keeps a file under its key with a sidecar of its content type, creating folders as needed', async () => {
    await storage.put(AVATAR, PNG, 'image/png');
    expect(entriesUnder(join(root, 'files'))).toEqual([AVATAR, `${AVATAR}.meta.json`]);
    expect(readFileSync(join(root, 'files', AVATAR))).toEqual(PNG);
    expect(JSON.parse(readFileSync(join(root, 'files', `${AVATAR}.meta.json`), 'utf8'))).toMatchObject({ contentType: 'image/png', size: PNG.length });
    await storage.put(AVATAR, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(entriesUnder(join(root, 'files'))).toEqual([AVATAR, `${AVATAR}.meta.json`]);
  });

  it('deletes the sidecar with the file', async () => {
    await storage.put(AVATAR, PNG, 'image/png');
    expect(await storage.delete(AVATAR)).toBe(true);
    expect(entriesUnder(join(root, 'files'))).toEqual([]);
  });

  it('refuses a folder that a symbolic link points outside the storage', async () => {
    const outside = mkdtempSync(join(scratch, 'outside-'));
    mkdirSync(join(root, 'files'), { recursive: true });
    symlinkSync(outside, join(root, 'files', 'escape'));
    await expect(storage.put('escape/x.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ code: 'INVALID_STORAGE_KEY', message: expect.stringContaining('leaves the storage folder') });
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    await expect(storage.get('escape/secret.txt')).rejects.toMatchObject({ code: 'INVALID_STORAGE_KEY' });
    expect(readdirSync(outside)).toEqual(['secret.txt']);
  });

  it('refuses to serve a file that does not match its sidecar', async () => {
    await storage.put(AVATAR, PNG, 'image/png');
    writeFileSync(join(root, 'files', AVATAR), Buffer.from('tampered'));
    await expect(storage.get(AVATAR)).rejects.toMatchObject({ code: 'CORRUPT_FILE' });
  });

  it('leaves no temp files after concurrent puts of one key', async () => {
    const other = createDirectoryStorage(join(root, 'files'));
    await Promise.all(Array.from({ length: 12 }, (_, index) => (index % 2 ? storage : other).put(AVATAR, Buffer.alloc(20_000, index), 'image/png')));
    expect(entriesUnder(join(root, 'files'))).toEqual([AVATAR, `${AVATAR}.meta.json`]);
  });
});

describe('createStorage', () => {
  it('keeps files in the files folder of the data directory when no STORAGE_URL is set', async () => {
    const dataDir = mkdtempSync(join(scratch, 'data-'));
    await createStorage({ dataDir }).put('logo.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    expect(readFileSync(join(dataDir, 'files', 'logo.svg'), 'utf8')).toBe('<svg/>');
  });
});
