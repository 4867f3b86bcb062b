import { randomBytes } from 'node:crypto';

/** One part of a multipart body: a text field, or a file when it has a file name. */
export interface Part {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, written out by hand so the test controls every byte. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lishka${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}\r\n` +
        (part.fileName === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`) +
        '\r\n',
    ),
    Buffer.from(part.data),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
