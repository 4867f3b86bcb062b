import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import { xmlText } from './xml-issue';
import type { XmlText } from './xml-types';

export { HOLDINGS_SCHEMA_ID } from './xml-types';

/** The shipped holdings schema's name, as the schema list shows it. */
export const HOLDINGS_SCHEMA_NAME: XmlText = xmlText('ממשק אחזקות של המסלקה הפנסיונית', 'Pension clearing house holdings interface', 'Interfaz de tenencias de la cámara de compensación de pensiones');

let holdings: string | undefined;

/**
 * The shipped holdings XSD: holdings.xsd beside this file, read once, from the project's folder (so the bundled
 * server, which runs from dist/, finds it as it finds the office types). Written from the domain notes (B2, B5), not
 * the official schema.
 */
export function holdingsXsd(): string {
  holdings ??= readFileSync(join(PROJECT_ROOT, 'server/xml/holdings.xsd'), 'utf8');
  return holdings;
}
