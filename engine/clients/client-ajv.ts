import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { clientFormats } from './client-formats';

/** What a client Ajv does besides checking: fill in defaults, read text as numbers (a query string). */
export interface ClientAjvOptions {
  useDefaults?: boolean;
  coerceTypes?: boolean;
}

/**
 * An Ajv for the client schemas: strict, every error, the failing value kept on each error (to say which rule of a
 * format failed), ajv-formats and the client formats.
 */
export function createClientAjv({ useDefaults = false, coerceTypes = false }: ClientAjvOptions = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, useDefaults, coerceTypes });
  addFormats(ajv);
  for (const [name, check] of Object.entries(clientFormats)) ajv.addFormat(name, check);
  return ajv;
}

type SchemaNode = Record<string, unknown>;

/**
 * A schema for partial data: the same rules with nothing required and no defaults (an update must not reset what it
 * leaves out), and no `$id`, so it compiles beside the full one.
 */
export function partialSchema(schema: object): SchemaNode {
  const strip = (node: unknown, isPropertyMap: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => strip(item, false));
    if (node === null || typeof node !== 'object') return node;
    const out: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) {
      // A property map's keys are field names, not keywords: a field called "required" stays.
      if (!isPropertyMap && (key === 'required' || key === 'default' || key === '$id')) continue;
      out[key] = strip(value, !isPropertyMap && (key === 'properties' || key === 'definitions'));
    }
    return out;
  };
  return strip(schema, false) as SchemaNode;
}
