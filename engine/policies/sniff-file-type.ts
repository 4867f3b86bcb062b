import { latin1, sniffTextKind } from './sniff-text';

/** What a file's first bytes show it to be, whatever its name says. */
export type FileKind =
  | 'pdf'
  | 'png'
  | 'jpg'
  | 'gif'
  | 'webp'
  | 'docx'
  | 'xlsx'
  | 'pptx'
  | 'zip-office'
  | 'zip'
  | 'ole'
  | 'rtf'
  | 'dicom'
  | 'svg'
  | 'xml'
  | 'html'
  | 'text'
  | 'executable'
  | 'unknown';

/** How much of a file's start the sniffer needs to tell every kind apart (a zip's entry names may come late). */
export const SNIFF_BYTES = 4096;

const bytesOf = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const u16 = (head: Uint8Array, at: number): number => (head[at] ?? 0) | ((head[at + 1] ?? 0) << 8);
const u32 = (head: Uint8Array, at: number): number => (u16(head, at) + u16(head, at + 2) * 0x10000) >>> 0;
// Beyond this the head is not looked at, so passing a whole file costs no more than passing its start.
const MAX_HEAD = 65536;

const ZIP_ENTRY = bytesOf('PK\x03\x04');

// Kinds told by a fixed signature, tried in order; the first that matches wins.
const SIGNATURES: readonly { kind: FileKind; matches: (head: Uint8Array) => boolean }[] = [
  { kind: 'pdf', matches: (head) => startsWith(head, bytesOf('%PDF-')) },
  { kind: 'png', matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { kind: 'jpg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  { kind: 'gif', matches: (head) => startsWith(head, bytesOf('GIF87a')) || startsWith(head, bytesOf('GIF89a')) },
  { kind: 'webp', matches: (head) => startsWith(head, bytesOf('RIFF')) && startsWith(head, bytesOf('WEBP'), 8) },
  { kind: 'ole', matches: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  { kind: 'rtf', matches: (head) => startsWith(head, bytesOf('{\\rtf')) },
  { kind: 'dicom', matches: (head) => startsWith(head, bytesOf('DICM'), 128) },
  {
    kind: 'executable',
    // Windows (MZ with the zeros of a DOS header, so a text starting "MZ" is not caught), ELF, Mach-O and Java classes.
    matches: (head) =>
      (startsWith(head, bytesOf('MZ')) && head.subarray(0, 64).includes(0)) ||
      [[0x7f, 0x45, 0x4c, 0x46], [0xcf, 0xfa, 0xed, 0xfe], [0xce, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]].some((magic) => startsWith(head, magic)),
  },
];

/** The names of a zip's entries whose local headers lie within the head. */
function zipEntryNames(head: Uint8Array): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset >= 0 && offset + 30 <= head.length && startsWith(head, ZIP_ENTRY, offset)) {
    const nameEnd = offset + 30 + u16(head, offset + 26);
    if (nameEnd > head.length) break;
    names.push(latin1(head.subarray(offset + 30, nameEnd)));
    const dataStart = nameEnd + u16(head, offset + 28);
    // With bit 3 set the sizes follow the data, so the next entry is found by its signature instead.
    const hasDataDescriptor = (u16(head, offset + 6) & 0x08) !== 0;
    offset = hasDataDescriptor ? indexOfBytes(head, ZIP_ENTRY, dataStart) : dataStart + u32(head, offset + 18);
  }
  return names;
}

function indexOfBytes(head: Uint8Array, bytes: readonly number[], from: number): number {
  for (let at = from; at + bytes.length <= head.length; at += 1) if (startsWith(head, bytes, at)) return at;
  return -1;
}

// An Office Open XML package is told by the folder of its main part.
const OFFICE_FOLDERS: readonly { prefix: string; kind: FileKind }[] = [
  { prefix: 'word/', kind: 'docx' },
  { prefix: 'xl/', kind: 'xlsx' },
  { prefix: 'ppt/', kind: 'pptx' },
];
const OFFICE_PARTS = ['[Content_Types].xml', '_rels/', 'docProps/', 'customXml/'];

function classifyZip(head: Uint8Array): FileKind {
  const names = zipEntryNames(head);
  for (const { prefix, kind } of OFFICE_FOLDERS) if (names.some((name) => name.startsWith(prefix))) return kind;
  if (names.length === 0 || names.some((name) => OFFICE_PARTS.some((part) => name.startsWith(part)))) return 'zip-office';
  return 'zip';
}

/** Tells what a file is from its first bytes (give at least SNIFF_BYTES): magic numbers first, then zip entry names, then text. */
export function sniffFileType(head: Uint8Array): FileKind {
  const start = head.subarray(0, MAX_HEAD);
  const signature = SIGNATURES.find(({ matches }) => matches(start));
  if (signature) return signature.kind;
  if (startsWith(start, ZIP_ENTRY)) return classifyZip(start);
  if (startsWith(start, bytesOf('PK\x05\x06'))) return 'zip';
  return sniffTextKind(start) ?? 'unknown';
}
