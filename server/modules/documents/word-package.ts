/** The content type of a Word document (DOCX), as the library stores and serves it. */
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The most entries a Word package may list to be read: a letter lists about twenty, a large report a few hundred. */
export const MAX_WORD_ENTRIES = 5000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
// The end record is 22 bytes and may be followed by a comment of up to 65,535.
const END_RECORD = 22;
const MAX_COMMENT = 0xffff;
// Word's main part: word/document.xml (document2.xml… where some editors renamed it).
const MAIN_PART = /^word\/document\d*\.xml$/;

/**
 * The names a zip's central directory lists, read without inflating anything; undefined for what is no zip this
 * reads: no end record, a directory out of bounds, ZIP64, or more than `maxEntries` entries.
 */
export function zipDirectoryNames(data: Buffer, maxEntries = MAX_WORD_ENTRIES): string[] | undefined {
  if (data.length < END_RECORD) return undefined;
  let end = -1;
  for (let at = data.length - END_RECORD; at >= Math.max(0, data.length - END_RECORD - MAX_COMMENT); at -= 1) {
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const start = data.readUInt32LE(end + 16);
  // 0xffff and 0xffffffff say the real figures are in a ZIP64 record: no Word document needs one.
  if (count === 0xffff || start === 0xffffffff || count > maxEntries || start + size > end) return undefined;
  const names: string[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > end) return undefined;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

/**
 * Whether a file is a Word package by its central directory: a zip listing `[Content_Types].xml` and Word's main
 * part (word/document.xml). A zip merely renamed .docx is not one, and the library refuses it.
 */
export function isWordPackage(data: Buffer): boolean {
  const names = zipDirectoryNames(data);
  return names !== undefined && names.includes('[Content_Types].xml') && names.some((name) => MAIN_PART.test(name));
}
