import { withoutBidiControls } from './single-file-part';

// RFC 5987 attr-char: what may stand unencoded in filename*=UTF-8''…
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/;
// No control characters (C0 or DEL): they have no place in a file name or a header.
const isPrintable = (char: string): boolean => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f;

/**
 * A Content-Disposition header that makes the browser save a file rather than show it: `attachment`, a plain
 * ASCII `filename` for old clients (anything else replaced by _) and the exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  // A name stored before uploads lost their bidi controls loses them here, on its way to the browser's save dialog.
  const name = [...withoutBidiControls(fileName.split(/[/\\]/).pop() ?? '')].filter(isPrintable).join('') || 'download';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = [...new TextEncoder().encode(name)].map((byte) => {
    const char = String.fromCharCode(byte);
    return byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  });
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded.join('')}`;
}

/**
 * The headers of a download a browser must save and never run: its content type, `attachment` with its name,
 * no sniffing of another type, no caching outside the user's browser, and a sandboxing CSP that lets nothing load
 * should it be shown anyway.
 */
export function safeAttachmentHeaders(fileName: string, contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'; sandbox",
  };
}
