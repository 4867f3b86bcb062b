import type { Language } from '../../../engine/i18n/languages';
import { decodeXmlText } from '../../xml/decode-xml';
import { UnknownFieldError } from '../../xml/holdings-table';
import { holdingsXsd } from '../../xml/holdings-xsd';
import { inspectXml } from '../../xml/inspect-xml';
import { readHoldings } from '../../xml/read-holdings';
import { TransformError, transformXml } from '../../xml/transform-xml';
import { validateXml } from '../../xml/validate-xml';
import { xmlTree } from '../../xml/xml-tree';
import type { FieldMapping, HoldingsData, OutputFormat, TransformationType, TransformOutput, XmlIssue, XmlMetadata, XmlText, XmlTreeNode, XmlValidation } from '../../xml/xml-types';

// The one place the module calls the XML core (server/xml): what it reads, validates, normalises and transforms.
// Every function is pure of the database; a refused file throws the core's XmlRefusalError.

export type { XmlTreeNode };

/** The file's metadata (root, namespace, encoding, elements), or XmlRefusalError for a file that is not XML or is hostile. */
export function inspectFile(data: Buffer): XmlMetadata {
  return inspectXml(data);
}

/** Validates a file against an office XSD, or the shipped holdings schema (with its business checks) when `xsd` is null. */
export async function validateFile(data: Buffer, fileName: string, schema: { id: string; xsd: string | null }): Promise<XmlValidation> {
  return validateXml(data, { fileName, schemaId: schema.id, xsd: schema.xsd ?? holdingsXsd() });
}

/** The holdings a file reports, or null when it is no holdings file (or cannot be read as one). */
export function holdingsOf(data: Buffer): HoldingsData | null {
  try {
    return readHoldings(data);
  } catch {
    return null;
  }
}

/** The readable tree of a file (at most `maxNodes` elements). */
export function treeOf(data: Buffer, maxNodes: number): { tree: XmlTreeNode | null; truncated: boolean } {
  return xmlTree(data, maxNodes);
}

/** Why a file cannot become what was asked: this file cannot (reason `file`), or the mapping names an unknown field (`rules`). */
export class TransformRefusal extends Error {
  constructor(
    readonly messages: XmlText,
    readonly reason: 'file' | 'rules',
  ) {
    super(messages.en);
    this.name = 'TransformRefusal';
  }
}

/** A transformation's output file, headings in the language; TransformRefusal for what this file or mapping cannot give. */
export async function transformFile(data: Buffer, type: TransformationType, format: OutputFormat, rules: FieldMapping[] | undefined, language: Language): Promise<TransformOutput> {
  try {
    return await transformXml(data, { type, outputFormat: format, language, ...(rules ? { rules } : {}) });
  } catch (error) {
    if (error instanceof TransformError) throw new TransformRefusal(error.messages, 'file');
    if (error instanceof UnknownFieldError) throw new TransformRefusal(error.messages, 'rules');
    throw error;
  }
}

/** The file's text, decoded by its declared encoding. */
export function textOf(data: Buffer): string {
  return decodeXmlText(data);
}

/** The issue a refused file carries (the core's XmlRefusalError), or null for any other error. */
export function refusalIssueOf(error: unknown): XmlIssue | null {
  const issue = (error as { issue?: XmlIssue } | null)?.issue;
  return error instanceof Error && issue !== undefined && typeof issue === 'object' && 'type' in issue ? issue : null;
}
