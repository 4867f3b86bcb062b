/** The kinds of file that are text: markup told apart by its root element, anything else plain text (CSV included). */
export type TextKind = 'svg' | 'xml' | 'html' | 'text';

/** Reads bytes one character per byte (ISO-8859-1), enough to find ASCII markup in any single-byte encoding. */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

// Each UTF-8 lead byte range: the sequence length and the allowed second byte, which rules out overlong forms,
// surrogates and code points above U+10FFFF (Unicode table 3-7).
const UTF8_LEADS: readonly { from: number; to: number; length: number; second: readonly [number, number] }[] = [
  { from: 0xc2, to: 0xdf, length: 2, second: [0x80, 0xbf] },
  { from: 0xe0, to: 0xe0, length: 3, second: [0xa0, 0xbf] },
  { from: 0xe1, to: 0xec, length: 3, second: [0x80, 0xbf] },
  { from: 0xed, to: 0xed, length: 3, second: [0x80, 0x9f] },
  { from: 0xee, to: 0xef, length: 3, second: [0x80, 0xbf] },
  { from: 0xf0, to: 0xf0, length: 4, second: [0x90, 0xbf] },
  { from: 0xf1, to: 0xf3, length: 4, second: [0x80, 0xbf] },
  { from: 0xf4, to: 0xf4, length: 4, second: [0x80, 0x8f] },
];

/** Whether bytes are well-formed UTF-8; a sequence cut off by the end of the head is allowed. */
export function isUtf8(bytes: Uint8Array): boolean {
  for (let at = 0; at < bytes.length; ) {
    const lead = bytes[at] ?? 0;
    if (lead < 0x80) {
      at += 1;
      continue;
    }
    const range = UTF8_LEADS.find(({ from, to }) => lead >= from && lead <= to);
    if (!range) return false;
    for (let next = 1; next < range.length; next += 1) {
      if (at + next >= bytes.length) return true;
      const byte = bytes[at + next] ?? 0;
      const [low, high] = next === 1 ? range.second : [0x80, 0xbf];
      if (byte < low || byte > high) return false;
    }
    at += range.length;
  }
  return true;
}

// Control bytes that never appear in text; tab, line feed, form feed, carriage return and escape may.
const isControl = (byte: number): boolean => byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte);

/**
 * Decodes bytes that are text: free of control codes (NUL included), read as UTF-8 when they are UTF-8 and one byte per
 * character otherwise (legacy files such as a Windows-1255 CSV).
 */
function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.some(isControl)) return undefined;
  return isUtf8(bytes) ? new TextDecoder('utf-8').decode(bytes) : latin1(bytes);
}

// What may come before the root element: the XML declaration, processing instructions, comments and a doctype.
const PROLOG = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*/i;
const HTML_ROOT = /^<(html|head|body|script|iframe)[\s>/]/i;
const ELEMENT = /^<[A-Za-z_][\w.:-]*[\s>/]/;

/** Tells which kind of text bytes are, by the root element of markup, or returns undefined when they are not text. */
export function sniffTextKind(bytes: Uint8Array): TextKind | undefined {
  const text = decodeText(bytes);
  if (text === undefined) return undefined;
  let rest = text.replace(/^\uFEFF/, '').trimStart();
  const isXml = rest.startsWith('<?xml');
  let isHtml = false;
  for (let match = PROLOG.exec(rest); match; match = PROLOG.exec(rest)) {
    if (/^<!DOCTYPE\s+html/i.test(match[0])) isHtml = true;
    rest = rest.slice(match[0].length);
  }
  if (/^<svg[\s>/]/i.test(rest)) return 'svg';
  if (isHtml || HTML_ROOT.test(rest)) return 'html';
  if (isXml || ELEMENT.test(rest)) return 'xml';
  return 'text';
}
