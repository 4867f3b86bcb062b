import { XmlRefusalError, xmlError, xmlText } from './xml-issue';

/** A file's text and the encoding it was read in. */
export interface DecodedXml {
  text: string;
  /** The encoding's canonical name (utf-8, utf-16le, windows-1255, iso-8859-8…). */
  encoding: string;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const DECLARED_ENCODING = /^<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;
// Some producers end their files with DOS's end-of-file mark (domain notes B1); XML does not allow it.
const TRAILING_EOF = new RegExp(`${String.fromCharCode(0x1a)}[${String.fromCharCode(0x1a)}\\s]*$`);

const startsWith = (data: Buffer, bytes: number[]): boolean => bytes.every((byte, index) => data[index] === byte);

function unsupported(encoding: string): XmlRefusalError {
  return new XmlRefusalError(
    xmlError(
      'XML_MALFORMED',
      xmlText(
        `הקובץ כתוב בקידוד ${encoding}, שהמערכת אינה יודעת לקרוא. יש לשמור אותו בקידוד UTF-8 או windows-1255 ולהעלות שוב.`,
        `The file is written in the ${encoding} encoding, which cannot be read here. Save it as UTF-8 or windows-1255 and upload it again.`,
        `El archivo está escrito en la codificación ${encoding}, que no se puede leer aquí. Guárdelo en UTF-8 o windows-1255 y súbalo de nuevo.`,
      ),
      {},
      3,
    ),
  );
}

function decoderFor(label: string): TextDecoder {
  try {
    return new TextDecoder(label);
  } catch {
    throw unsupported(label);
  }
}

/**
 * A file's bytes as text: a byte-order mark decides (UTF-8, UTF-16), else the declaration's encoding (UTF-8,
 * windows-1255, ISO-8859-8…), else UTF-8 — and a file that declares nothing and is not UTF-8 is read as windows-1255,
 * the encoding of Hebrew files before UTF-8. The mark and a trailing `\x1a` are removed. XmlRefusalError for an
 * encoding that cannot be read.
 */
export function decodeXml(data: Buffer): DecodedXml {
  let decoded: DecodedXml;
  if (startsWith(data, UTF8_BOM)) decoded = { text: new TextDecoder('utf-8').decode(data.subarray(3)), encoding: 'utf-8' };
  else if (startsWith(data, [0xff, 0xfe])) decoded = { text: new TextDecoder('utf-16le').decode(data.subarray(2)), encoding: 'utf-16le' };
  else if (startsWith(data, [0xfe, 0xff])) decoded = { text: new TextDecoder('utf-16be').decode(data.subarray(2)), encoding: 'utf-16be' };
  else {
    const declared = DECLARED_ENCODING.exec(data.subarray(0, 256).toString('latin1'))?.[1];
    if (declared) {
      const decoder = decoderFor(declared);
      decoded = { text: decoder.decode(data), encoding: decoder.encoding };
    } else {
      try {
        decoded = { text: new TextDecoder('utf-8', { fatal: true }).decode(data), encoding: 'utf-8' };
      } catch {
        decoded = { text: new TextDecoder('windows-1255').decode(data), encoding: 'windows-1255' };
      }
    }
  }
  decoded.text = decoded.text.replace(TRAILING_EOF, '');
  return decoded;
}

/** A file's bytes as text (decodeXml's text): the mark and a trailing `\x1a` removed, the declared encoding honoured. */
export function decodeXmlText(data: Buffer): string {
  return decodeXml(data).text;
}
