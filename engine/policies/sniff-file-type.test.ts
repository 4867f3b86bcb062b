import { describe, expect, it } from 'vitest';
import { FILE_HEADS, zipEntry } from './file-heads.fixture';
import { sniffFileType } from './sniff-file-type';
import { isUtf8, sniffTextKind } from './sniff-text';

describe('sniffFileType', () => {
  it.each([
    ['pdf', 'pdf'],
    ['png', 'png'],
    ['jpg', 'jpg'],
    ['gif', 'gif'],
    ['webp', 'webp'],
    ['docx', 'docx'],
    ['xlsx', 'xlsx'],
    ['pptx', 'pptx'],
    ['officeTruncated', 'zip-office'],
    ['docxStreamed', 'docx'],
    ['zip', 'zip'],
    ['ole', 'ole'],
    ['rtf', 'rtf'],
    ['dicom', 'dicom'],
    ['svg', 'svg'],
    ['svgBare', 'svg'],
    ['xml', 'xml'],
    ['html', 'html'],
    ['csv', 'text'],
    ['csvWindows1255', 'text'],
    ['exe', 'executable'],
    ['elf', 'executable'],
    ['binary', 'unknown'],
  ] as const)('tells %s as %s', (fixture, kind) => {
    expect(sniffFileType(FILE_HEADS[fixture])).toBe(kind);
  });

  it('tells GIF87a too', () => {
    expect(sniffFileType(new TextEncoder().encode('GIF87a\x01\x00'))).toBe('gif');
  });

  it('reads an empty file as (empty) text', () => {
    expect(sniffFileType(new Uint8Array())).toBe('text');
  });

  it('does not take a text starting with MZ for a program', () => {
    expect(sniffFileType(new TextEncoder().encode('MZR quarterly report\nrevenue,120\n'))).toBe('text');
  });

  it('needs the 128-byte preamble before DICM', () => {
    expect(sniffFileType(new TextEncoder().encode('DICM and more'))).toBe('text');
  });

  it('reads only the start of a whole file passed as the head', () => {
    const whole = new Uint8Array(10_000_000);
    whole.set(FILE_HEADS.pdf);
    expect(sniffFileType(whole)).toBe('pdf');
  });

  it('calls a zip with Office parts but no main folder visible zip-office', () => {
    const head = new Uint8Array([...zipEntry('_rels/.rels', '<Relationships/>', { declaredSize: 50_000 })]);
    expect(sniffFileType(head)).toBe('zip-office');
  });
});

describe('sniffTextKind', () => {
  it('accepts UTF-8 cut in the middle of a character at the end of the head', () => {
    const encoded = new TextEncoder().encode('שלום');
    expect(isUtf8(encoded.subarray(0, encoded.length - 1))).toBe(true);
    expect(sniffTextKind(encoded.subarray(0, encoded.length - 1))).toBe('text');
  });

  it('refuses overlong and surrogate encodings as UTF-8', () => {
    expect(isUtf8(new Uint8Array([0xc0, 0xaf]))).toBe(false);
    expect(isUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(false);
    expect(isUtf8(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).toBe(false);
  });

  it('is not text when a NUL or another control byte is present', () => {
    expect(sniffTextKind(new Uint8Array([0x41, 0x00, 0x42]))).toBeUndefined();
    expect(sniffTextKind(new Uint8Array([0x41, 0x02, 0xe9]))).toBeUndefined();
  });

  it('tells HTML without a doctype by its root element', () => {
    expect(sniffTextKind(new TextEncoder().encode('  <script>alert(1)</script>'))).toBe('html');
  });
});
