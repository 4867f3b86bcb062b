import type { Messages } from '../../i18n/messages';
import { HOLDINGS_SCHEMA_ID } from '../../xml/xml-types';
import { compileXsd } from '../../xml/validate-xsd';
import { walkXml } from '../../xml/xml-walk';

export { holdingsXsd } from '../../xml/holdings-xsd';

/** Whether a schema id names the shipped holdings schema: its fixed id, or none (a file's or a call's default). */
export const isShippedSchema = (id: string | null | undefined): boolean => !id || id === HOLDINGS_SCHEMA_ID;

/** What compiling an office's XSD gave: its root element (the first global element), or its problems with their lines. */
export interface XsdCheck {
  rootElement: string | null;
  problems: { line?: number | null; message: Messages }[];
}

// The first element the schema declares at its top level (a child of xs:schema), read once it compiled.
function firstGlobalElement(xsd: string): string | null {
  let found: string | null = null;
  walkXml(xsd, {
    open(element) {
      if (found === null && element.depth === 2 && element.name === 'element' && element.attributes.name) found = element.attributes.name;
    },
  });
  return found;
}

/** Compiles an XSD with the core's validator (libxml2): its problems, or its root element. */
export async function checkXsd(xsd: string): Promise<XsdCheck> {
  const issues = await compileXsd(xsd);
  const problems = issues.filter((issue) => issue.severity === 'error');
  if (problems.length > 0) return { rootElement: null, problems: problems.map((issue) => ({ line: issue.line ?? null, message: { ...issue.message } })) };
  return { rootElement: firstGlobalElement(xsd), problems: [] };
}
