import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** How far an archive may expand: every zip the product reads (XLSX, DOCX, zips of XML files) opens under limits like these. */
export interface ArchiveLimits {
  /** The most entries the archive may list. */
  maxEntries: number;
  /** The most bytes one entry may inflate to. */
  maxEntryBytes: number;
  /** The most bytes the entries may inflate to together: all the entries as declared, and those read as inflated. */
  maxTotalBytes: number;
  /** The most bytes one compressed byte may inflate to, in an entry of more than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries up to this size are not held to `maxRatio` (a small XML part often compresses 100 times); default 1 MiB. */
  ratioFloorBytes?: number;
}

/** Why an archive was refused: not a zip, broken or lying, or past one of the limits. */
export type ArchiveFailure =
  | 'not-a-zip'
  | 'corrupt'
  | 'encrypted'
  | 'size-mismatch'
  | 'too-many-entries'
  | 'entry-too-large'
  | 'total-too-large'
  | 'ratio-too-high';

/** An archive refused by the guard; callers answer their own 4xx for its reason. */
export class ArchiveError extends Error {
  constructor(
    readonly reason: ArchiveFailure,
    detail: string,
  ) {
    super(`Archive refused (${reason}): ${detail}`);
    this.name = 'ArchiveError';
  }
}

/** An archive whose listing passed the limits; `read` inflates the entries asked for, counting every byte. */
export interface GuardedArchive {
  /** The entries' names, in the archive's order. */
  readonly names: readonly string[];
  /** The wanted entries' contents by name; the bytes inflated count against the limits across every call. */
  read(isWanted: (name: string) => boolean): Promise<Map<string, Buffer>>;
  close(): void;
}

const DEFAULT_RATIO_FLOOR = 1024 * 1024;

const openZip = (data: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) => {
    // validateEntrySizes: yauzl fails a stream that inflates past its declared size, so a lying header stops there.
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, zip) => {
      if (error || !zip) reject(new ArchiveError('not-a-zip', error?.message ?? 'no archive'));
      else resolve(zip);
    });
  });

// The central directory, entry by entry, each checked against the limits by its declared sizes before any is inflated.
function listEntries(zip: ZipFile, limits: ArchiveLimits): Promise<Entry[]> {
  const floor = limits.ratioFloorBytes ?? DEFAULT_RATIO_FLOOR;
  const entries: Entry[] = [];
  const names = new Set<string>();
  let declaredTotal = 0;
  return new Promise((resolve, reject) => {
    const refuse = (error: ArchiveError): void => {
      zip.removeAllListeners('entry');
      zip.close();
      reject(error);
    };
    zip.on('error', (error: Error) => refuse(new ArchiveError('corrupt', error.message)));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      const size = entry.uncompressedSize;
      declaredTotal += size;
      if (names.has(entry.fileName)) return refuse(new ArchiveError('corrupt', `two entries named ${entry.fileName}`));
      if (size > limits.maxEntryBytes) return refuse(new ArchiveError('entry-too-large', `${entry.fileName} declares ${size} bytes`));
      if (declaredTotal > limits.maxTotalBytes) return refuse(new ArchiveError('total-too-large', `the entries declare more than ${limits.maxTotalBytes} bytes`));
      if (size > floor && size / Math.max(entry.compressedSize, 1) > limits.maxRatio) return refuse(new ArchiveError('ratio-too-high', `${entry.fileName} declares ${size} bytes from ${entry.compressedSize}`));
      names.add(entry.fileName);
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

const openEntry = (zip: ZipFile, entry: Entry): Promise<Readable> =>
  new Promise((resolve, reject) => {
    if (entry.isEncrypted()) return reject(new ArchiveError('encrypted', entry.fileName));
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(new ArchiveError('corrupt', error?.message ?? entry.fileName));
      else resolve(stream);
    });
  });

// yauzl's own checks of the inflated length against the declared one.
const SIZE_MISMATCH = /too many bytes in the stream|not enough bytes in the stream/;

// Inflates one entry (node's zlib works on its thread pool), counting the real bytes: a declared size may lie, so the
// limits hold on what comes out, and the stream stops the moment one is passed.
async function inflateEntry(zip: ZipFile, entry: Entry, limits: ArchiveLimits, budget: { total: number }): Promise<Buffer> {
  const floor = limits.ratioFloorBytes ?? DEFAULT_RATIO_FLOOR;
  const stream = await openEntry(zip, entry);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      length += chunk.length;
      budget.total += chunk.length;
      if (length > limits.maxEntryBytes) throw new ArchiveError('entry-too-large', `${entry.fileName} inflates past ${limits.maxEntryBytes} bytes`);
      if (budget.total > limits.maxTotalBytes) throw new ArchiveError('total-too-large', `the entries inflate past ${limits.maxTotalBytes} bytes`);
      if (length > floor && length / Math.max(entry.compressedSize, 1) > limits.maxRatio) throw new ArchiveError('ratio-too-high', `${entry.fileName} inflates past ${limits.maxRatio} times`);
      chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof ArchiveError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(SIZE_MISMATCH.test(message) ? 'size-mismatch' : 'corrupt', `${entry.fileName}: ${message}`);
  }
  return Buffer.concat(chunks, length);
}

/**
 * Opens a zip held in memory under the caller's limits: refused before anything is inflated when it lists too many
 * entries, or declares an entry or a total past the limits or an entry compressed past the ratio; then each entry
 * read is counted as it inflates and stopped past the same limits. Throws ArchiveError.
 */
export async function openGuardedArchive(data: Buffer, limits: ArchiveLimits): Promise<GuardedArchive> {
  const zip = await openZip(data);
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ArchiveError('too-many-entries', `${zip.entryCount} entries`);
  }
  const entries = await listEntries(zip, limits);
  const budget = { total: 0 };
  return {
    names: entries.map((entry) => entry.fileName),
    async read(isWanted) {
      const contents = new Map<string, Buffer>();
      // One at a time, so the bytes in memory never pass the limits.
      for (const entry of entries) if (isWanted(entry.fileName)) contents.set(entry.fileName, await inflateEntry(zip, entry, limits, budget));
      return contents;
    },
    close: () => zip.close(),
  };
}

/** The wanted entries of a zip, read under the limits (openGuardedArchive, read, close). */
export async function readArchiveEntries(data: Buffer, limits: ArchiveLimits, isWanted: (name: string) => boolean): Promise<Map<string, Buffer>> {
  const archive = await openGuardedArchive(data, limits);
  try {
    return await archive.read(isWanted);
  } finally {
    archive.close();
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route opens an archive the caller sends (XLSX, DOCX, a zip): the upload hostility suite sends it zip bombs. */
    readsArchive?: boolean;
  }
}
