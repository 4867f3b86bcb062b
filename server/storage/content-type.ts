import { StorageError } from './storage-error';

const TOKEN = "[A-Za-z0-9!#$&^_.+-]+";
// type/subtype with optional parameters (RFC 9110), so it can go back out as a header as it is.
const CONTENT_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(?:\\s*;\\s*${TOKEN}=(?:${TOKEN}|"[^"\\\\\\r\\n]*"))*$`);

/** Throws a StorageError unless the value is a media type such as `image/png` or `text/plain; charset=utf-8`. */
export function assertContentType(contentType: unknown): asserts contentType is string {
  if (typeof contentType !== 'string' || contentType.length > 255 || !CONTENT_TYPE.test(contentType)) {
    throw new StorageError('INVALID_CONTENT_TYPE', `Invalid content type ${JSON.stringify(String(contentType).slice(0, 100))}: expected type/subtype`);
  }
}
