import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { httpError } from './errors';

/** The Ajv the server validates requests with: exact for bodies, coercing for query strings and parameters. */
export function createRequestAjv(coerceTypes: boolean): Ajv {
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
  const exact = createRequestAjv(false);
  const coercing = createRequestAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'querystring' || httpPart === 'params' || httpPart === 'headers' ? coercing : exact;
    return ajv.compile(schema);
  });
}

// PostgreSQL cannot store the NUL character in text; a value carrying one is refused before any handler
// runs, whatever the route, rather than failing deep inside a query.
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, path) ?? nulPath(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Refuses any request whose query, parameters or body contain a NUL character, with a 400 naming the field. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['querystring', request.query], ['params', request.params], ['body', request.body]] as const) {
      const field = nulPath(value, '');
      if (field !== undefined) {
        const messages = { he: `השדה ${field || part} מכיל תו שאינו מותר`, en: `${field || part} contains a character that is not allowed` };
        throw httpError(400, part === 'querystring' ? 'INVALID_QUERY_PARAMETERS' : 'INVALID_REQUEST', { errors: [{ field: field || part, message: messages.en, messages }] });
      }
    }
  });
}
