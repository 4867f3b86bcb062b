import { performance } from 'node:perf_hooks';
import { checkHoldingsFileName } from './holdings-file-name';
import { holdingsRulesPass } from './holdings-rules';
import { DEFAULT_XML_LIMITS, admitXml, guardedHandlers, runGuarded } from './inspect-xml';
import { XmlRefusalError } from './xml-issue';
import type { XmlIssue, XmlLimits, XmlValidation } from './xml-types';
import { validateAgainstXsd } from './validate-xsd';

/** What a validation is told: the XSD's text and id, the file's name (for the name check), and optionally the bounds and the clock. */
export interface ValidateXmlOptions {
  xsd: string;
  schemaId: string;
  fileName: string;
  limits?: Partial<XmlLimits>;
  now?: Date;
}

/**
 * A file validated whole: read within the bounds (a refused file is invalid with its one issue; nothing is thrown),
 * then against the XSD, then, for a holdings file (root Mimshak), against the business rules of B4 — the rules run
 * in the same pass as the reading. Errors are the schema's then the rules'; warnings (the file name) do not make it invalid.
 */
export async function validateXml(data: Buffer, options: ValidateXmlOptions): Promise<XmlValidation> {
  const started = performance.now();
  const checkedAt = new Date().toISOString();
  const done = (issues: XmlIssue[]): XmlValidation => {
    const errors = issues.filter((issue) => issue.severity === 'error');
    return { isValid: errors.length === 0, errors, warnings: issues.filter((issue) => issue.severity === 'warning'), schemaId: options.schemaId, checkedAt, durationMs: Math.round(performance.now() - started) };
  };
  let text: string;
  const rules = holdingsRulesPass(options.now ? { now: options.now } : {});
  let isHoldings: boolean;
  try {
    const bounds = { ...DEFAULT_XML_LIMITS, ...options.limits };
    text = admitXml(data, bounds).text;
    const { handlers, stats } = guardedHandlers(bounds, rules.handlers);
    runGuarded(text, handlers);
    isHoldings = stats.root?.name === 'Mimshak';
  } catch (error) {
    if (error instanceof XmlRefusalError) return done([error.issue]);
    throw error;
  }
  const schemaIssues = await validateAgainstXsd(text, options.xsd);
  return done([...schemaIssues, ...(isHoldings ? [...rules.finish(), ...checkHoldingsFileName(options.fileName)] : [])]);
}
