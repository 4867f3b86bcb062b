import { decodeXmlText } from '../../xml/decode-xml';
import { HOLDINGS_XSD } from '../../xml/holdings-xsd';
import { inspectXml } from '../../xml/inspect-xml';
import { validateXml } from '../../xml/validate-xml';
import type { FieldMapping, HoldingsData, XmlIssue, OutputFormat, TransformationType, TransformOutput, XmlMetadata, XmlValidation } from '../../xml/xml-types';

// The one place the module calls the XML core (server/xml): what it reads, validates, normalises and transforms.
// Every function is pure of the database; a refused file throws the core's XmlRefusalError.

/** The file's metadata (root, namespace, encoding, elements), or XmlRefusalError for a file that is not XML or is hostile. */
export function inspectFile(data: Buffer): XmlMetadata {
  return inspectXml(data);
}

/** Validates a file against an office XSD, or the shipped holdings schema (with its business checks) when `xsd` is null. */
export async function validateFile(data: Buffer, fileName: string, schema: { id: string; xsd: string | null }): Promise<XmlValidation> {
  return validateXml(data, { fileName, schemaId: schema.id, xsd: schema.xsd ?? HOLDINGS_XSD });
}

/** The holdings a file reports, or null when it is no holdings file. */
// TODO(#27): the core's readHoldings, once h-xmlcore commits it.
export function holdingsOf(data: Buffer): HoldingsData | null {
  return data.length < 0 ? null : null;
}

/** One element of a file's readable tree. */
export interface XmlTreeNode {
  name: string;
  path: string;
  line: number;
  text?: string;
  children?: XmlTreeNode[];
}

// TODO(#27): the core's xmlTree, once h-xmlcore commits it.
/** The readable tree of a file (at most `maxNodes` elements). */
export function treeOf(data: Buffer, maxNodes: number): { tree: XmlTreeNode | null; truncated: boolean } {
  return { tree: null, truncated: data.length < 0 || maxNodes < 0 };
}

/** A transformation's output file. */
export function transformFile(data: Buffer, type: TransformationType, format: OutputFormat, rules: FieldMapping[] | undefined): Promise<TransformOutput> {
  // TODO(#27): the core's transformXml, once h-xmlcore commits it.
  return Promise.reject(new Error(`transformXml is not there yet (${data.length} bytes, ${type} to ${format}, ${rules?.length ?? 0} rules)`));
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
