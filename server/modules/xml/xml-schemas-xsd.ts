import type { Messages } from '../../i18n/messages';

// The core's XSD functions as the schemas need them. TODO(issue 27): the core (server/xml, branch h-xmlcore) lands
// compileXsd and HOLDINGS_XSD; until it is merged these stand in, so the documents' engineer can call xsdOf now.

/** The shipped holdings XSD's text. */
export function holdingsXsd(): string {
  return '';
}

/** What compiling an office's XSD gave: its root element (the first global element), or its problems with their lines. */
export interface XsdCheck {
  rootElement: string | null;
  problems: { line?: number | null; message: Messages }[];
}

/** Compiles an XSD with the core's validator. */
export async function checkXsd(xsd: string): Promise<XsdCheck> {
  const root = /<(?:\w+:)?element\s+[^>]*name="([^"]+)"/.exec(xsd);
  return { rootElement: root?.[1] ?? null, problems: [] };
}
