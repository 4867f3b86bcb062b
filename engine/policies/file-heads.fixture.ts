// The first bytes of real files of each kind, for the sniffing and upload tests.

const text = (value: string): number[] => [...new TextEncoder().encode(value)];
const bytes = (...parts: (number[] | string)[]): Uint8Array => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? text(part) : part)));
const le16 = (value: number): number[] => [value & 0xff, (value >> 8) & 0xff];
const le32 = (value: number): number[] => [...le16(value & 0xffff), ...le16(value >>> 16)];

/** One zip local file header followed by its (stored) data, as a zip writer lays it out. */
export function zipEntry(name: string, data: string, options: { flags?: number; declaredSize?: number } = {}): number[] {
  const payload = text(data);
  const nameBytes = text(name);
  const size = options.declaredSize ?? payload.length;
  return [
    ...[0x50, 0x4b, 0x03, 0x04],
    ...le16(20), // version needed
    ...le16(options.flags ?? 0),
    ...le16(8), // deflate
    ...le16(0x6b21), // time
    ...le16(0x5a52), // date
    ...le32(0x1234abcd), // crc-32
    ...le32(size),
    ...le32(size),
    ...le16(nameBytes.length),
    ...le16(0),
    ...nameBytes,
    ...payload,
  ];
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">';

/** Heads of files of every kind the sniffer knows. */
export const FILE_HEADS = {
  pdf: bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR', [0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00]),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00, 0x01, 0x01, 0x01, 0x00, 0x48, 0x00, 0x48, 0x00, 0x00, 0xff, 0xdb]),
  gif: bytes('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x21, 0xf9, 0x04]),
  webp: bytes('RIFF', le32(5282), 'WEBPVP8 ', le32(5270), [0x30, 0x79, 0x00, 0x9d, 0x01, 0x2a]),
  docx: bytes(zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('_rels/.rels', '<Relationships/>'), zipEntry('word/document.xml', '<w:document/>')),
  xlsx: bytes(zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('_rels/.rels', '<Relationships/>'), zipEntry('xl/workbook.xml', '<workbook/>')),
  pptx: bytes(zipEntry('[Content_Types].xml', CONTENT_TYPES), zipEntry('ppt/presentation.xml', '<p:presentation/>')),
  // The first entry is larger than the head, so the later entries that would tell Word from Excel are not visible.
  officeTruncated: bytes(zipEntry('[Content_Types].xml', CONTENT_TYPES, { declaredSize: 100_000 })),
  // Sizes after the data (bit 3): the next entry is found by its signature.
  docxStreamed: bytes(zipEntry('[Content_Types].xml', CONTENT_TYPES, { flags: 0x08, declaredSize: 0 }), [0x50, 0x4b, 0x07, 0x08, 1, 2, 3, 4], zipEntry('word/document.xml', '')),
  zip: bytes(zipEntry('photos/holiday.jpg', 'not really a photo'), zipEntry('notes.txt', 'hello')),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array<number>(16).fill(0), [0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00]),
  rtf: bytes('{\\rtf1\\ansi\\ansicpg1255\\deff0{\\fonttbl{\\f0 Arial;}}\\f0 שלום}'),
  dicom: bytes(new Array<number>(128).fill(0), 'DICM', [0x02, 0x00, 0x00, 0x00], 'UL', [0x04, 0x00, 0xc8, 0x00, 0x00, 0x00]),
  svg: bytes('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Created with Inkscape -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32"><rect/></svg>'),
  svgBare: bytes('<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
  xml: bytes('<?xml version="1.0" encoding="UTF-8"?>\n<invoice number="17"><total>120</total></invoice>'),
  html: bytes('<!DOCTYPE html>\n<html lang="he"><head><title>x</title></head></html>'),
  csv: bytes('שם,טלפון,אימייל\nדנה כהן,050-1234567,dana@example.com\n'),
  // "שם,טלפון" in Windows-1255, as Excel saves a Hebrew CSV.
  csvWindows1255: bytes([0xf9, 0xed, 0x2c, 0xe8, 0xec, 0xf4, 0xe5, 0xef, 0x0d, 0x0a, 0xe3, 0xf0, 0xe4, 0x2c, 0x30, 0x35, 0x30]),
  exe: bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00], 'This program cannot be run in DOS mode.'),
  elf: bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00]),
  binary: bytes([0x00, 0x01, 0x02, 0x03, 0xfe, 0x9c, 0x07, 0x00, 0x11]),
} as const;
