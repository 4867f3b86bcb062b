import { SaxesParser } from 'saxes';

/** What a pass over an XML part is told: tags by their local name (an `x:row` is a `row`) with their attributes as written, and the text between. */
export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  text?(text: string): void;
  /**
   * The longest run of bytes between two tags, and what to throw past it: the parser gathers a text whole before
   * telling it, so a huge one is stopped here, while it is still bytes.
   */
  maxTextBytes?: number;
  onTextTooLong?(): never;
}

/** An XML part that is not well-formed, or declares a DOCTYPE (no Office part needs one; entities come with it). */
export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlError';
  }
}

/**
 * The longest run between two '<' a part may hold when its texts are at most `maxChars` long: six bytes a character
 * (`&quot;`), and room for a tag's attributes (a worksheet's root declares a dozen namespaces).
 */
export const textRunBytes = (maxChars: number): number => Math.max(maxChars * 6, 64 * 1024);

// Decoded and parsed a piece at a time, so that a part's text is never one string in memory.
const PIECE_BYTES = 64 * 1024;
const TAG_START = 0x3c;

// A name without its prefix: `x:row` is `row`. Office parts are read by local names, whatever prefix their writer
// chose; resolving namespaces properly cost saxes a third more time.
const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name, whatever its prefix (`r:id`, `ns1:id`); unprefixed ones are read directly. */
export function prefixedAttribute(attributes: Readonly<Record<string, string>>, local: string): string | undefined {
  for (const name in attributes) if (name.endsWith(`:${local}`) && !name.startsWith('xmlns:')) return attributes[name];
  return undefined;
}

// The run of bytes without a '<' that ends the piece, having checked every run inside it against the limit.
function runAfter(piece: Buffer, runBefore: number, maxRun: number, onTooLong: () => never): number {
  let run = runBefore;
  let from = 0;
  for (let at = piece.indexOf(TAG_START); at !== -1; at = piece.indexOf(TAG_START, from)) {
    if (run + at - from > maxRun) onTooLong();
    run = 0;
    from = at + 1;
  }
  run += piece.length - from;
  if (run > maxRun) onTooLong();
  return run;
}

/**
 * One streaming pass over an XML part (saxes: no DTD, no external entity): the handlers are called as the tags come,
 * and an error a handler throws stops the pass at once and leaves as it was thrown. XmlError when the XML is broken.
 */
export function readXml(data: Buffer, handlers: XmlHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('error', (error) => {
    throw new XmlError(error.message);
  });
  parser.on('doctype', () => {
    throw new XmlError('a DOCTYPE is not accepted');
  });
  const { open, close, text, maxTextBytes, onTextTooLong } = handlers;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  const decoder = new TextDecoder('utf-8');
  let run = 0;
  for (let at = 0; at < data.length; at += PIECE_BYTES) {
    const piece = data.subarray(at, at + PIECE_BYTES);
    if (maxTextBytes !== undefined && onTextTooLong) run = runAfter(piece, run, maxTextBytes, onTextTooLong);
    parser.write(decoder.decode(piece, { stream: true }));
  }
  parser.write(decoder.decode()).close();
}
