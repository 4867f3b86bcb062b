/** A sort time in a cursor: UTC, to the microsecond, as PostgreSQL keeps it. */
export const CURSOR_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque cursor of a list position's parts: base64url of their JSON. */
export function encodeOpaqueCursor(parts: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/**
 * The parts an opaque cursor holds, if it is `count` of them in a cursor no longer than `maxLength`; anything else
 * (garbage, another shape) is undefined. What each part must be is the list's to check.
 */
export function decodeOpaqueCursor(cursor: string, count: number, maxLength: number): unknown[] | undefined {
  if (cursor.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  return Array.isArray(parsed) && parsed.length === count ? parsed : undefined;
}
