import Ajv, { type Logger } from 'ajv';
import addFormats from 'ajv-formats';
import type { FormDefinition } from '../generated/config-types';
import { formDataSchema, type JsonSchemaObject } from './form-schema';

/**
 * A file field's value: a data URL as RJSF's file widget writes it (`data:<type>;name=<file>;base64,<data>`). The
 * same expression as `@rjsf/validator-ajv8`'s, so the browser and the server agree.
 */
export const DATA_URL_FORMAT = /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/;

/** The formats forms use beyond ajv-formats, for the server's Ajv and for RJSF's `customizeValidator({ customFormats })`. */
export const formCustomFormats: Readonly<Record<string, RegExp>> = { 'data-url': DATA_URL_FORMAT };

/** An Ajv for the schemas embedded in forms: every error, lenient about unknown keywords, with the form formats. */
export function createFormAjv(logger: Logger | false = false): Ajv {
  // strict: false because the schemas are written by office authors and the form builder, not by us.
  const ajv = new Ajv({ allErrors: true, strict: false, logger });
  addFormats(ajv);
  for (const [name, format] of Object.entries(formCustomFormats)) ajv.addFormat(name, format);
  return ajv;
}

/** The schema Ajv compiles for a form: its data schema without an `$id`, which would clash between forms. */
export function compilableSchema(form: FormDefinition): JsonSchemaObject {
  const { $id: _ignored, ...schema } = formDataSchema(form);
  return schema;
}

/** A problem with the JSON Schema embedded in a form, with the JSON pointer of the form part at fault. */
export interface FormSchemaIssue {
  path: string;
  message: string;
}

// Form checks share one Ajv, whose logger reports to the check running now: a new Ajv per form compiled Ajv's
// meta-schema again for each form, most of the office-type catalogue's load time.
let reportNow: ((...args: unknown[]) => void) | undefined;
let checkingAjv: Ajv | undefined;

/** The problems Ajv finds compiling a form's embedded schema (an invalid keyword value, an unknown format…); none when it compiles. */
export function compileFormSchemaIssues(form: FormDefinition): FormSchemaIssue[] {
  const issues: FormSchemaIssue[] = [];
  const report = (...args: unknown[]): void => {
    const message = args.map(String).join(' ');
    // Ajv warns once per compilation pass, so the same warning can come twice.
    if (!issues.some((issue) => issue.message === message)) issues.push({ path: '/schema', message });
  };
  checkingAjv ??= createFormAjv({ log: () => undefined, warn: (...args) => reportNow?.(...args), error: (...args) => reportNow?.(...args) });
  const schema = compilableSchema(form);
  reportNow = report;
  try {
    checkingAjv.compile(schema);
  } catch (error) {
    report(error instanceof Error ? error.message : String(error));
  } finally {
    reportNow = undefined;
    // Nothing keeps the checked schema: the next check compiles its own.
    checkingAjv.removeSchema(schema);
  }
  return issues;
}
