import { XmlRefusalError, xmlError, xmlText } from './xml-issue';
import type { XmlIssue } from './xml-types';
import { XmlSyntaxError, walkXml } from './xml-walk';
import { explainXsdError } from './xsd-messages';
import { runXmllint } from './xmllint-worker';

const DOCUMENT = 'input.xml';
const SCHEMA = 'schema.xsd';
/** The most schema errors one validation lists; past it, one more issue says how many were left out. */
export const MAX_XSD_ISSUES = 1000;

// One line of xmllint's output: `input.xml:7: Schemas validity error : Element 'MIN': [facet …] …`.
const VALIDITY = /^[^:]*:(\d+): (?:element [^:]+: )?Schemas validity error : (?:Element '([^']*)'(?:, attribute '[^']*')?: )?(.*)$/;
const SCHEMA_LINE = /^[^:]*:(\d+): (?:element [^:]+: )?(?:Schemas parser error|parser error|Schemas parser warning) : (.*)$/;

const local = (name: string): string => name.replace(/^\{[^}]*\}/, '').replace(/^[^:]*:/, '');

/**
 * The text libxml2 is given: the declaration's encoding says UTF-8 (the text is already decoded; libxml2 here reads
 * UTF-8 only), and, for a schema without a targetNamespace, the root's default namespace declaration is blanked
 * (replaced by spaces, so every line and column stays where it was): a holdings file written with
 * `xmlns=".../mivneachid/holdings"` is validated by its local names, as the rest of the product reads it.
 */
export function textForXsd(text: string, xsd: string): string {
  let prepared = text.replace(/^(\s*<\?xml[^>]*?\sencoding\s*=\s*["'])[^"']*(["'])/, '$1UTF-8$2');
  if (/\stargetNamespace\s*=/.test(xsd)) return prepared;
  const root = /<(?![?!])[^>]*>/.exec(prepared);
  if (root) {
    const tag = root[0].replace(/\sxmlns\s*=\s*("[^"]*"|'[^']*')/, (declaration) => ' '.repeat(declaration.length));
    prepared = prepared.slice(0, root.index) + tag + prepared.slice(root.index + root[0].length);
  }
  return prepared;
}

interface Candidate {
  path: string;
  text: string;
}

// The elements the errors name, found by a pass over the text: each error's line and element name, in document order,
// with its text (a file written on one line has many elements of a name on a line; the value an error quotes tells them apart).
function candidatesOf(text: string, wanted: Set<string>): Map<string, Candidate[]> {
  const found = new Map<string, Candidate[]>();
  const open: (Candidate | null)[] = [];
  try {
    walkXml(text, {
      open: (element) => {
        const key = `${element.line} ${element.name}`;
        if (!wanted.has(key)) return void open.push(null);
        const candidate = { path: element.path, text: '' };
        const list = found.get(key) ?? [];
        list.push(candidate);
        found.set(key, list);
        open.push(candidate);
      },
      close: (_element, value) => {
        const candidate = open.pop();
        if (candidate) candidate.text = value.trim();
      },
    });
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
  }
  return found;
}

const QUOTED_VALUE = /(?:The (?:actual )?value '([^']*)'|^'([^']*)' is not a valid value)/;

function issuesOf(output: string, text: string): XmlIssue[] {
  const parsed = output.split('\n').flatMap((line) => {
    const match = VALIDITY.exec(line);
    return match ? [{ line: Number(match[1]), element: local(match[2] ?? ''), detail: match[3]!.trim() }] : [];
  });
  const candidates = candidatesOf(text, new Set(parsed.map((error) => `${error.line} ${error.element}`)));
  // Per line and name, the next candidate an error may name: libxml2 reports in document order.
  const next = new Map<string, number>();
  const issues = parsed.slice(0, MAX_XSD_ISSUES).map((error) => {
    const key = `${error.line} ${error.element}`;
    const list = candidates.get(key) ?? [];
    const from = next.get(key) ?? 0;
    const quoted = QUOTED_VALUE.exec(error.detail);
    const value = quoted ? (quoted[1] ?? quoted[2]) : undefined;
    let index = value === undefined ? -1 : list.findIndex((candidate, at) => at >= from && candidate.text === value);
    if (index === -1) index = Math.min(from, list.length - 1);
    next.set(key, index + 1);
    const path = list[index]?.path;
    return xmlError('SCHEMA_VIOLATION', explainXsdError(error.detail, error.element || '?'), { line: error.line, ...(path ? { path } : {}) }, 3);
  });
  if (parsed.length > MAX_XSD_ISSUES) {
    const more = parsed.length - MAX_XSD_ISSUES;
    issues.push(xmlError('SCHEMA_VIOLATION', xmlText(`ועוד ${more} שגיאות סכמה שאינן מוצגות.`, `And ${more} more schema errors not listed.`, `Y ${more} errores de esquema más que no se muestran.`), {}, 3));
  }
  return issues;
}

// What libxml2 said about a schema that does not compile: its lines, each at its line of the XSD.
function schemaIssues(output: string): XmlIssue[] {
  const issues = output.split('\n').flatMap((line) => {
    const match = SCHEMA_LINE.exec(line);
    if (!match) return [];
    const detail = match[2]!.trim();
    return [xmlError('SCHEMA_VIOLATION', xmlText(`קובץ הסכמה (XSD) שגוי בשורה ${match[1]}: ${detail}`, `The schema (XSD) is wrong at line ${match[1]}: ${detail}`, `El esquema (XSD) es incorrecto en la línea ${match[1]}: ${detail}`), { line: Number(match[1]) })];
  });
  return issues.length > 0 ? issues : [xmlError('SCHEMA_VIOLATION', xmlText('קובץ הסכמה (XSD) אינו תקין ואי אפשר להשתמש בו.', 'The schema (XSD) is not valid and cannot be used.', 'El esquema (XSD) no es válido y no se puede usar.'))];
}

// xmllint's exit codes: 0 valid, 3 and 4 invalid (the document's errors follow), anything else the schema's or the run's failure.
const isValidation = (code: number): boolean => code === 0 || code === 3 || code === 4;

/**
 * Every error of a text against an XSD (libxml2 in WebAssembly: it reads no file and makes no request), each a
 * SCHEMA_VIOLATION with its line, the element's path and what it means in every language (libxml's detail kept in
 * English). An XSD that does not compile gives its own errors.
 */
export async function validateAgainstXsd(text: string, xsd: string): Promise<XmlIssue[]> {
  const prepared = textForXsd(text, xsd);
  // --stream: libxml2 validates as it reads (its reader), without building the document's tree: half the time, a fraction of the memory.
  const result = await runXmllint([{ fileName: DOCUMENT, contents: Buffer.from(prepared, 'utf8') }, { fileName: SCHEMA, contents: xsd }], ['--schema', SCHEMA, '--noout', '--stream', DOCUMENT]);
  if (!isValidation(result.code)) return schemaIssues(result.stderr);
  return result.code === 0 ? [] : issuesOf(result.stderr, prepared);
}

/**
 * The errors of an office's XSD, empty when it compiles. It is refused with XML_FORBIDDEN when it declares a DOCTYPE;
 * an `xs:include` or `xs:import` of another location is not fetched (libxml2 here has no network and no files): it
 * fails to compile, naming what it could not load.
 */
export async function compileXsd(xsd: string): Promise<XmlIssue[]> {
  try {
    walkXml(xsd, {
      doctype: () => {
        throw new XmlRefusalError(xmlError('XML_FORBIDDEN', xmlText('קובץ הסכמה מכיל הגדרת DOCTYPE או ישויות, ולכן נדחה.', 'The schema declares a DOCTYPE or entities, so it is refused.', 'El esquema declara un DOCTYPE o entidades, por eso se rechaza.')));
      },
    });
  } catch (error) {
    if (error instanceof XmlRefusalError) return [error.issue];
    if (error instanceof XmlSyntaxError) {
      return [xmlError('XML_MALFORMED', xmlText(`קובץ הסכמה אינו XML תקין (שורה ${error.line}): ${error.reason}`, `The schema is not well-formed XML (line ${error.line}): ${error.reason}`, `El esquema no es XML bien formado (línea ${error.line}): ${error.reason}`), { line: error.line, column: error.column })];
    }
    throw error;
  }
  const result = await runXmllint([{ fileName: DOCUMENT, contents: '<compile-check/>' }, { fileName: SCHEMA, contents: xsd }], ['--schema', SCHEMA, '--noout', DOCUMENT]);
  return isValidation(result.code) ? [] : schemaIssues(result.stderr);
}
