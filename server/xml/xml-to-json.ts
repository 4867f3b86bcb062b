import { decodeXmlText } from './decode-xml';
import { walkXml } from './xml-walk';

/** A JSON value as a document becomes one. */
export type XmlJson = string | null | XmlJsonObject | XmlJson[];
export interface XmlJsonObject {
  [name: string]: XmlJson;
}

interface Frame {
  object: XmlJsonObject;
  hasChildren: boolean;
}

// Attributes that say how the document is written, not what it says.
const isMarkup = (name: string): boolean => name === 'xmlns' || name.startsWith('xmlns:') || name === 'nil' || name.endsWith(':nil');

/**
 * A whole document as one JSON object, in one streaming pass: `{ Root: … }`; an element with children is an object of
 * them by name (as written), a name repeated among siblings an array in document order; a leaf is its text as written
 * (strings: leading zeros stay), `xsi:nil` is null; attributes are `@name` keys (namespace declarations left out),
 * beside `#text` when such an element has text.
 */
export function xmlToJson(data: Buffer | string): XmlJsonObject {
  const text = typeof data === 'string' ? data : decodeXmlText(data);
  const document: XmlJsonObject = {};
  const stack: Frame[] = [{ object: document, hasChildren: false }];
  // The arrays made of repeated names (a leaf's value is never an array, but be sure which to extend).
  const repeated = new WeakSet<XmlJson[]>();
  walkXml(text, {
    open: (element) => {
      const parent = stack[stack.length - 1]!;
      parent.hasChildren = true;
      const object: XmlJsonObject = {};
      for (const [name, value] of Object.entries(element.attributes)) if (!isMarkup(name)) object[`@${name}`] = value;
      stack.push({ object, hasChildren: false });
    },
    close: (element, value) => {
      const frame = stack.pop()!;
      const parent = stack[stack.length - 1]!.object;
      const trimmed = value.trim();
      const hasAttributes = Object.keys(frame.object).length > 0;
      let json: XmlJson;
      if (element.isNil && !frame.hasChildren) json = null;
      else if (frame.hasChildren || hasAttributes) {
        json = frame.object;
        if (trimmed !== '') frame.object['#text'] = trimmed;
      } else json = trimmed;
      const name = element.qualifiedName;
      if (!Object.hasOwn(parent, name)) parent[name] = json;
      else {
        const existing = parent[name];
        if (Array.isArray(existing) && repeated.has(existing)) existing.push(json);
        else {
          const list = [existing!, json];
          repeated.add(list);
          parent[name] = list;
        }
      }
    },
  });
  return document;
}
