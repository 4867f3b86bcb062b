import { decodeXml } from './decode-xml';
import { XmlRefusalError, xmlError, xmlText } from './xml-issue';
import type { XmlLimits, XmlMetadata } from './xml-types';
import { XmlSyntaxError, walkXml, type XmlWalkHandlers } from './xml-walk';

/** The product's bounds on a file: 100 MiB, 40 levels deep, two million elements. */
export const DEFAULT_XML_LIMITS: Readonly<XmlLimits> = { maxBytes: 100 * 1024 * 1024, maxDepth: 40, maxElements: 2_000_000 };

const MIB = 1024 * 1024;

function tooLarge(bytes: number, limit: number): XmlRefusalError {
  const size = (bytes / MIB).toFixed(1);
  const max = (limit / MIB).toFixed(1);
  return new XmlRefusalError(
    xmlError('XML_TOO_LARGE', xmlText(
      `הקובץ גדול מדי (${size} MB). הגודל המרבי הוא ${max} MB.`,
      `The file is too large (${size} MB). The largest accepted is ${max} MB.`,
      `El archivo es demasiado grande (${size} MB). El máximo aceptado es ${max} MB.`,
    )),
  );
}

// What a file that does not start like XML most likely is, from its first bytes.
function notXml(data: Buffer): XmlRefusalError {
  const head = data.subarray(0, 8).toString('latin1');
  const kind = head.startsWith('%PDF') ? 'pdf' : head.startsWith('PK') ? 'zip' : data.length === 0 ? 'empty' : 'other';
  const messages = {
    pdf: xmlText('זהו קובץ PDF ולא קובץ XML. יש להעלות את קובץ ה-XML (או DAT) שהתקבל מהמסלקה.', 'This is a PDF, not an XML file. Upload the XML (or DAT) file received from the clearing house.', 'Es un PDF, no un archivo XML. Suba el archivo XML (o DAT) recibido de la cámara de compensación.'),
    zip: xmlText('זהו קובץ דחוס (ZIP) ולא קובץ XML. יש להעלות אותו כקובץ ZIP.', 'This is a compressed (ZIP) file, not an XML file. Upload it as a ZIP file.', 'Es un archivo comprimido (ZIP), no un archivo XML. Súbalo como archivo ZIP.'),
    empty: xmlText('הקובץ ריק.', 'The file is empty.', 'El archivo está vacío.'),
    other: xmlText('הקובץ אינו קובץ XML: הוא אינו מתחיל בתגית או שהוא מכיל תוכן בינארי. ייתכן שהועלה קובץ אחר מהמתוכנן.', 'The file is not XML: it does not start with a tag, or holds binary content. Perhaps a different file was uploaded.', 'El archivo no es XML: no empieza con una etiqueta o tiene contenido binario. Quizá se subió otro archivo.'),
  };
  return new XmlRefusalError(xmlError('XML_MALFORMED', messages[kind], { line: 1, column: 1 }, 2));
}

/** The refusal of a file that is not well-formed, at saxes' line and column. */
export function malformed(error: XmlSyntaxError): XmlRefusalError {
  return new XmlRefusalError(
    xmlError('XML_MALFORMED', xmlText(
      `מבנה ה-XML שבור בשורה ${error.line}, עמודה ${error.column} (${error.reason}). ייתכן שהקובץ נקטע או נערך ידנית; יש לבקש עותק תקין.`,
      `The XML is broken at line ${error.line}, column ${error.column} (${error.reason}). The file may be cut short or edited by hand; ask for a sound copy.`,
      `El XML está roto en la línea ${error.line}, columna ${error.column} (${error.reason}). El archivo puede estar cortado o editado a mano; pida una copia correcta.`,
    ), { line: error.line, column: error.column }, 3),
  );
}

const forbidden = (): XmlRefusalError =>
  new XmlRefusalError(
    xmlError('XML_FORBIDDEN', xmlText(
      'הקובץ מכיל הגדרת DOCTYPE או ישויות (ENTITY), שקובצי המסלקה אינם משתמשים בהן ועלולות לשמש לתקיפה. הקובץ נדחה.',
      'The file declares a DOCTYPE or entities (ENTITY), which clearing-house files never use and which can be used in attacks. The file is refused.',
      'El archivo declara un DOCTYPE o entidades (ENTITY), que los archivos de la cámara nunca usan y que pueden servir para ataques. El archivo se rechaza.',
    ), {}, 3),
  );

/**
 * The handlers of a pass that holds a file to the limits (depth, element count) and refuses a DOCTYPE, counting as
 * it goes; chained before other handlers so a single pass reads and guards.
 */
export function guardedHandlers(limits: XmlLimits, inner: XmlWalkHandlers = {}): { handlers: XmlWalkHandlers; stats: { elements: number; maxDepth: number; root: { name: string; namespace: string | null } | null } } {
  const stats = { elements: 0, maxDepth: 0, root: null as { name: string; namespace: string | null } | null };
  const handlers: XmlWalkHandlers = {
    doctype: () => {
      throw forbidden();
    },
    open: (element) => {
      stats.elements += 1;
      if (element.depth > stats.maxDepth) stats.maxDepth = element.depth;
      if (element.depth > limits.maxDepth) throw tooDeep(limits.maxDepth, element.line);
      if (stats.elements > limits.maxElements) throw tooMany(limits.maxElements, element.line);
      if (!stats.root) stats.root = { name: element.name, namespace: namespaceOf(element.qualifiedName, element.attributes) };
      inner.open?.(element);
    },
    ...(inner.close ? { close: inner.close } : {}),
  };
  return { handlers, stats };
}

const tooDeep = (max: number, line: number): XmlRefusalError =>
  new XmlRefusalError(
    xmlError('XML_TOO_DEEP', xmlText(
      `הקובץ מקונן לעומק של יותר מ-${max} רמות (שורה ${line}). קובצי מסלקה אינם עמוקים כל כך; הקובץ נדחה.`,
      `The file nests more than ${max} levels deep (line ${line}). Clearing-house files are never that deep; the file is refused.`,
      `El archivo anida más de ${max} niveles (línea ${line}). Los archivos de la cámara nunca son tan profundos; el archivo se rechaza.`,
    ), { line }),
  );

const tooMany = (max: number, line: number): XmlRefusalError =>
  new XmlRefusalError(
    xmlError('XML_TOO_LARGE', xmlText(
      `הקובץ מכיל יותר מ-${max.toLocaleString('en-US')} רכיבים (שורה ${line}); הקובץ נדחה.`,
      `The file holds more than ${max.toLocaleString('en-US')} elements (line ${line}); the file is refused.`,
      `El archivo contiene más de ${max.toLocaleString('en-US')} elementos (línea ${line}); el archivo se rechaza.`,
    ), { line }),
  );

// The root's namespace: its prefix's declaration, else the default one.
function namespaceOf(qualifiedName: string, attributes: Readonly<Record<string, string>>): string | null {
  const colon = qualifiedName.indexOf(':');
  const declaration = colon === -1 ? 'xmlns' : `xmlns:${qualifiedName.slice(0, colon)}`;
  return attributes[declaration] || null;
}

/** Refusals before the parse: over the byte limit, or not starting like XML. The decoded text when it may be parsed. */
export function admitXml(data: Buffer, limits: XmlLimits): { text: string; encoding: string } {
  if (data.length > limits.maxBytes) throw tooLarge(data.length, limits.maxBytes);
  const decoded = decodeXml(data);
  if (!decoded.text.trimStart().startsWith('<') || decoded.text.includes('\0')) throw notXml(data);
  return decoded;
}

/**
 * What a file is, read without trusting it: root element (local name) and its namespace, encoding, element count and
 * depth. Throws XmlRefusalError (XML_MALFORMED with line and column, XML_FORBIDDEN for a DOCTYPE or entity,
 * XML_TOO_DEEP, XML_TOO_LARGE) for a file that is not XML, is hostile or is past the limits.
 */
export function inspectXml(data: Buffer, limits: Partial<XmlLimits> = {}): XmlMetadata {
  const bounds = { ...DEFAULT_XML_LIMITS, ...limits };
  const { text, encoding } = admitXml(data, bounds);
  const { handlers, stats } = guardedHandlers(bounds);
  runGuarded(text, handlers);
  return { rootElement: stats.root?.name ?? '', namespace: stats.root?.namespace ?? null, encoding, elementCount: stats.elements, maxDepth: stats.maxDepth };
}

/** A walk whose syntax errors leave as XML_MALFORMED refusals. */
export function runGuarded(text: string, handlers: XmlWalkHandlers): void {
  try {
    walkXml(text, handlers);
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw malformed(error);
    throw error;
  }
}
