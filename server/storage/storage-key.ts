import { StorageError } from './storage-error';

/** The longest key (S3's limit, so keys move between backends unchanged). */
export const MAX_KEY_LENGTH = 1024;
// Leaves room in a 255-byte file name for the sidecar and temp-file suffixes.
const MAX_SEGMENT_LENGTH = 200;
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** The suffix of the sidecar that holds a file's content type; no key segment may end with it. */
export const META_SUFFIX = '.meta.json';

function keyProblem(key: unknown): string | undefined {
  if (typeof key !== 'string') return 'it is not a string';
  if (key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  for (const segment of key.split('/')) {
    if (segment === '') return 'it has an empty segment (a leading, trailing or double slash)';
    if (segment.length > MAX_SEGMENT_LENGTH) return `a segment is longer than ${MAX_SEGMENT_LENGTH} characters`;
    // A leading dot rules out "." and "..", hidden files and the storage's own temp files.
    if (!SEGMENT.test(segment)) return 'a segment holds a character other than A-Z a-z 0-9 . _ - or starts with a dot';
    if (segment.endsWith(META_SUFFIX)) return `a segment ends with ${META_SUFFIX}, which the storage keeps for itself`;
  }
  return undefined;
}

/** Whether a value is a storage key: `/`-separated segments of [A-Za-z0-9._-], none empty or dot-led. */
export function isStorageKey(key: unknown): key is string {
  return keyProblem(key) === undefined;
}

/** Throws a StorageError naming the problem unless the value is a storage key. */
export function assertStorageKey(key: unknown): asserts key is string {
  const problem = keyProblem(key);
  if (problem) throw new StorageError('INVALID_STORAGE_KEY', `Invalid storage key ${JSON.stringify(String(key).slice(0, 100))}: ${problem}`);
}
