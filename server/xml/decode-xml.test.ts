import { describe, expect, it } from 'vitest';
import { decodeXml, decodeXmlText } from './decode-xml';
import { XmlRefusalError } from './xml-issue';

const SHALOM_1255 = Buffer.from([0xf9, 0xec, 0xe5, 0xed]);

describe('decoding a file', () => {
  it('drops a UTF-8 byte-order mark and a trailing \\x1a', () => {
    expect(decodeXmlText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<a>שלום</a>\n\x1a')]))).toBe('<a>שלום</a>\n');
    expect(decodeXmlText(Buffer.from('<a/>\x1a\x1a\r\n'))).toBe('<a/>');
  });

  it('reads the encoding the declaration names: windows-1255 and ISO-8859-8', () => {
    for (const encoding of ['windows-1255', 'ISO-8859-8']) {
      const decoded = decodeXml(Buffer.concat([Buffer.from(`<?xml version="1.0" encoding="${encoding}"?><a>`), SHALOM_1255, Buffer.from('</a>')]));
      expect(decoded.text).toContain('<a>שלום</a>');
      expect(decoded.encoding).toBe(encoding.toLowerCase());
    }
  });

  it('reads an undeclared file that is not UTF-8 as windows-1255, and UTF-16 by its mark', () => {
    expect(decodeXml(Buffer.concat([Buffer.from('<a>'), SHALOM_1255, Buffer.from('</a>')]))).toEqual({ text: '<a>שלום</a>', encoding: 'windows-1255' });
    expect(decodeXml(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<a>שלום</a>', 'utf16le')]))).toEqual({ text: '<a>שלום</a>', encoding: 'utf-16le' });
  });

  it('refuses an encoding it cannot read, saying so in Hebrew', () => {
    try {
      decodeXml(Buffer.from('<?xml version="1.0" encoding="x-klingon"?><a/>'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(XmlRefusalError);
      expect((error as XmlRefusalError).issue.message.he).toContain('x-klingon');
    }
  });
});
