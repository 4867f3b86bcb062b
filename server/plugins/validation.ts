import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

function createAjv(coerceTypes: boolean): Ajv {
  // allErrors: every problem is reported at once; removeAdditional false: an unknown field is an error,
  // never silently dropped (STACK.md).
  const ajv = new Ajv({ allErrors: true, removeAdditional: false, coerceTypes, useDefaults: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Validates bodies exactly as written (no coercion, as the form validator does) and query strings and path
 * parameters with coercion, since those arrive as text (page=2 is the number 2).
 */
export function registerValidation(app: FastifyInstance): void {
  const exact = createAjv(false);
  const coercing = createAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'querystring' || httpPart === 'params' || httpPart === 'headers' ? coercing : exact;
    return ajv.compile(schema);
  });
}
