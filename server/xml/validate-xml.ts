import { performance } from 'node:perf_hooks';
import { checkHoldingsFileName } from './holdings-file-name';
import { holdingsRulesPass } from './holdings-rules';
import { DEFAULT_XML_LIMITS, admitXml, guardedHandlers, runGuarded } from './inspect-xml';
import { XmlRefusalError } from './xml-issue';
import type { XmlIssue, XmlLimits, XmlValidation } from './xml-types';
import { validateAgainstXsd } from './validate-xsd';

const DECLARATIONS = /<!(DOCTYPE|ENTITY)/i;

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
 * in the same pass as the reading, while libxml2 validates in its own thread. Errors are the schema's then the
 * rules'; warnings (the file name) do not make it invalid.
 */
export async function validateXml(data: Buffer, options: ValidateXmlOptions): Promise<XmlValidation> {
  const started = performance.now();
  const checkedAt = new Date().toISOString();
  const done = (issues: XmlIssue[]): XmlValidation => {
    const errors = issues.filter((issue) => issue.severity === 'error');
    return { isValid: errors.length === 0, errors, warnings: issues.filter((issue) => issue.severity === 'warning'), schemaId: options.schemaId, checkedAt, durationMs: Math.round(performance.now() - started) };
  };
  const rules = holdingsRulesPass(options.now ? { now: options.now } : {});
  let isHoldings: boolean;
  let schemaCheck: Promise<XmlIssue[]> | null = null;
  try {
    const bounds = { ...DEFAULT_XML_LIMITS, ...options.limits };
    const { text } = admitXml(data, bounds);
    // libxml2 validates in its worker thread while this one reads the file and checks the rules: the two passes overlap.
    // A file that declares a DOCTYPE or entities is not given to libxml2 at all: the reading refuses it.
    const validateSchema = () => validateAgainstXsd(text, options.xsd);
    if (!DECLARATIONS.test(text)) schemaCheck = validateSchema();
    const { handlers, stats } = guardedHandlers(bounds, rules.handlers);
    runGuarded(text, handlers);
    isHoldings = stats.root?.name === 'Mimshak';
    schemaCheck ??= validateSchema();
  } catch (error) {
    // The refusal answers now; libxml2 finishes on its own (its result is not wanted).
    void schemaCheck?.catch(() => []);
    if (error instanceof XmlRefusalError) return done([error.issue]);
    throw error;
  }
  const schemaIssues = await schemaCheck;
  return done([...schemaIssues, ...(isHoldings ? [...rules.finish(), ...checkHoldingsFileName(options.fileName)] : [])]);
}
