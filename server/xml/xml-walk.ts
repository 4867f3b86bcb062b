import { SaxesParser } from 'saxes';

/** An element as a pass meets it: its local name, its path with positions, where it starts, how deep it is. */
export interface XmlElement {
  /** The local name (an `h:Mutzar` is a `Mutzar`): clearing-house files are read by local names, whatever their namespace. */
  name: string;
  /** The name as written, prefix included. */
  qualifiedName: string;
  /** Local names from the root with 1-based positions among same-named siblings, written from the second on: `/Mimshak/Mutzarim/Mutzar[2]/NetuneiMutzar`. */
  path: string;
  /** The line and column where its start tag ends (1-based). */
  line: number;
  column: number;
  /** The root is at depth 1. */
  depth: number;
  attributes: Readonly<Record<string, string>>;
  /** `xsi:nil="true"`: the element is explicitly empty. */
  isNil: boolean;
}

/** What a pass is told: elements as they open, and as they close with the text directly inside them. */
export interface XmlWalkHandlers {
  open?(element: XmlElement): void;
  close?(element: XmlElement, text: string): void;
  /** The DOCTYPE, when the file has one (as written). */
  doctype?(doctype: string): void;
}

/** Where a pass found the XML broken: saxes' reason, at a line and column. */
export class XmlSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${line}:${column}: ${reason}`);
    this.name = 'XmlSyntaxError';
  }
}

interface Frame {
  element: XmlElement;
  text: string;
  // How many children of each name it has had so far, for the positions in the children's paths.
  seen: Map<string, number> | null;
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/** Whether attributes say `xsi:nil="true"` (any prefix: the attribute's local name is nil). */
export function isNilAttribute(attributes: Readonly<Record<string, string>>): boolean {
  for (const name in attributes) {
    if ((name === 'nil' || name.endsWith(':nil')) && !name.startsWith('xmlns')) {
      const value = attributes[name]!.trim();
      return value === 'true' || value === '1';
    }
  }
  return false;
}

/**
 * One streaming pass over an XML text (saxes, no DOM): the handlers are called as elements open and close, with
 * paths, lines and the text inside. saxes expands no entity a DOCTYPE declares and fetches nothing. XmlSyntaxError
 * when the text is not well-formed; what a handler throws stops the pass and leaves as thrown.
 */
export function walkXml(text: string, handlers: XmlWalkHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: Frame[] = [];
  const { open, close, doctype } = handlers;
  parser.on('error', (error) => {
    throw new XmlSyntaxError(error.message.replace(/^(?:[^:\n]*:)?\d+:\d+: /, ''), parser.line, parser.column);
  });
  if (doctype) parser.on('doctype', doctype);
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1];
    const name = localName(tag.name);
    let position = 1;
    if (parent) {
      parent.seen ??= new Map();
      position = (parent.seen.get(name) ?? 0) + 1;
      parent.seen.set(name, position);
    }
    const base = parent ? parent.element.path : '';
    const element: XmlElement = {
      name,
      qualifiedName: tag.name,
      path: position > 1 ? `${base}/${name}[${position}]` : `${base}/${name}`,
      line: parser.line,
      column: parser.column,
      depth: stack.length + 1,
      attributes: tag.attributes as Record<string, string>,
      isNil: isNilAttribute(tag.attributes as Record<string, string>),
    };
    stack.push({ element, text: '', seen: null });
    open?.(element);
  });
  const addText = (value: string): void => {
    const frame = stack[stack.length - 1];
    if (frame) frame.text += value;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const frame = stack.pop()!;
    close?.(frame.element, frame.text);
  });
  parser.write(text).close();
}
