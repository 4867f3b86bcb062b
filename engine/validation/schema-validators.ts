import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import branding from '../../schemas/branding.schema.json';
import clientQuery from '../../schemas/client-query.schema.json';
import client from '../../schemas/client.schema.json';
import dashboard from '../../schemas/dashboard.schema.json';
import documents from '../../schemas/documents.schema.json';
import featureCatalogue from '../../schemas/feature-catalogue.schema.json';
import features from '../../schemas/features.schema.json';
import form from '../../schemas/form.schema.json';
import homepage from '../../schemas/homepage.schema.json';
import integrations from '../../schemas/integrations.schema.json';
import localizedText from '../../schemas/localized-text.schema.json';
import navigation from '../../schemas/navigation.schema.json';
import officeType from '../../schemas/office-type.schema.json';
import policies from '../../schemas/policies.schema.json';
import simulationInputs from '../../schemas/simulation-inputs.schema.json';
import simulations from '../../schemas/simulations.schema.json';
import tenantOverrides from '../../schemas/tenant-overrides.schema.json';
import terminology from '../../schemas/terminology.schema.json';
import theme from '../../schemas/theme.schema.json';
import userPreferences from '../../schemas/user-preferences.schema.json';
import widgetConfig from '../../schemas/widget-config.schema.json';
import workflow from '../../schemas/workflow.schema.json';
import { clientFormats } from '../clients/client-formats';
import { patternMessagesByPattern } from './pattern-messages';

/** Every configuration schema, by file name. */
export const configSchemas = {
  'branding.schema.json': branding,
  'client-query.schema.json': clientQuery,
  'client.schema.json': client,
  'dashboard.schema.json': dashboard,
  'documents.schema.json': documents,
  'feature-catalogue.schema.json': featureCatalogue,
  'features.schema.json': features,
  'form.schema.json': form,
  'homepage.schema.json': homepage,
  'integrations.schema.json': integrations,
  'localized-text.schema.json': localizedText,
  'navigation.schema.json': navigation,
  'office-type.schema.json': officeType,
  'policies.schema.json': policies,
  'simulation-inputs.schema.json': simulationInputs,
  'simulations.schema.json': simulations,
  'tenant-overrides.schema.json': tenantOverrides,
  'terminology.schema.json': terminology,
  'theme.schema.json': theme,
  'user-preferences.schema.json': userPreferences,
  'widget-config.schema.json': widgetConfig,
  'workflow.schema.json': workflow,
} as const;

export type SchemaFile = keyof typeof configSchemas;

/** One schema violation, with the JSON path (RFC 6901 pointer) of the value at fault. */
export interface SchemaIssue {
  path: string;
  message: string;
}

const SCHEMA_BASE = 'https://lishka.app/schemas/';

function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, discriminator: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const [name, check] of Object.entries(clientFormats)) ajv.addFormat(name, check);
  for (const schema of Object.values(configSchemas)) ajv.addSchema(schema);
  return ajv;
}

let shared: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** The Ajv instance that knows every configuration schema; built once, on first use. */
export function configAjv(): Ajv {
  shared ??= createAjv();
  return shared;
}

let patternMessages: Map<string, string> | undefined;

function describe(error: ErrorObject): string {
  const { keyword, params } = error;
  if (keyword === 'pattern') {
    patternMessages ??= patternMessagesByPattern(configSchemas);
    const message = patternMessages.get(String(params.pattern));
    if (message) return message;
  }
  if (keyword === 'uniqueItems') return `duplicate: the same as item ${String(params.j)}`;
  if (keyword === 'additionalProperties') return `unknown property "${String(params.additionalProperty)}"`;
  if (keyword === 'required') return `missing required property "${String(params.missingProperty)}"`;
  if (keyword === 'enum') return `${error.message ?? 'invalid value'}: ${(params.allowedValues as unknown[]).join(', ')}`;
  if (keyword === 'const') return `must be ${JSON.stringify(params.allowedValue)}`;
  if (keyword === 'discriminator') return `unknown ${String(params.tag)} ${JSON.stringify(params.tagValue)}`;
  return error.message ?? keyword;
}

/** The part of the value a violation breaks: the missing or unknown property itself, else the value at fault. */
function brokenPart(error: ErrorObject): string {
  const property = error.keyword === 'required' ? error.params.missingProperty : error.keyword === 'additionalProperties' ? error.params.additionalProperty : undefined;
  return typeof property === 'string' ? `${error.instancePath}/${property.replaceAll('~', '~0').replaceAll('/', '~1')}` : error.instancePath || '/';
}

function toIssues(errors: ErrorObject[] | null | undefined): SchemaFindings {
  const seen = new Set<string>();
  const findings: SchemaFindings = { issues: [], brokenParts: [], wrongTypes: [] };
  for (const error of errors ?? []) {
    // oneOf and anyOf repeat what their branches already said.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    // A repeated item is told where the repeat is, not at the list.
    const at = error.keyword === 'uniqueItems' ? `${error.instancePath}/${String(error.params.i)}` : error.instancePath || '/';
    const issue = { path: at, message: describe(error) };
    const key = `${issue.path} ${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      findings.issues.push(issue);
      findings.brokenParts.push(error.keyword === 'uniqueItems' ? at : brokenPart(error));
      if (error.keyword === 'type') findings.wrongTypes.push({ path: error.instancePath, expected: String(error.params.type).split(',')[0] ?? '' });
    }
  }
  return findings;
}

/** Every violation, the pointers of the parts they break (for checks that should not look there), and the values of the wrong JSON type. */
export interface SchemaFindings {
  issues: SchemaIssue[];
  brokenParts: string[];
  wrongTypes: { path: string; expected: string }[];
}

/**
 * Validates a value against a configuration schema, or a definition inside one
 * (`navigation.schema.json#/definitions/template`), and lists every violation.
 */
export function validateAgainst(schema: SchemaFile | `${SchemaFile}#${string}`, value: unknown): SchemaIssue[] {
  return findSchemaViolations(schema, value).issues;
}

/** Like `validateAgainst`, with the pointer of the part each violation breaks. */
export function findSchemaViolations(schema: SchemaFile | `${SchemaFile}#${string}`, value: unknown): SchemaFindings {
  let validate = compiled.get(schema);
  if (!validate) {
    const found = configAjv().getSchema(SCHEMA_BASE + schema);
    if (!found) throw new Error(`Unknown configuration schema ${schema}`);
    validate = found;
    compiled.set(schema, validate);
  }
  return validate(value) ? { issues: [], brokenParts: [], wrongTypes: [] } : toIssues(validate.errors);
}
