import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { lazyValidatorCompiler, registerLazySerializers } from '../http/lazy-compilers';
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
  app.setValidatorCompiler(
    lazyValidatorCompiler(({ schema, httpPart }) => {
      const ajv = httpPart === 'querystring' || httpPart === 'params' || httpPart === 'headers' ? coercing : exact;
      return ajv.compile(schema);
    }),
  );
  registerLazySerializers(app);
}

/** How deep arrays and objects may nest in a JSON body: far beyond any form or configuration the product sends. */
export const MAX_JSON_DEPTH = 64;

const TOO_DEEP = { he: `גוף הבקשה מקונן לעומק של יותר מ-${MAX_JSON_DEPTH} רמות`, en: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`, es: `El cuerpo de la solicitud tiene más de ${MAX_JSON_DEPTH} niveles de anidamiento` };

/** Whether JSON text nests arrays and objects deeper than `limit`, read character by character (no parsing, no recursion). */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  let isEscaped = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (isEscaped) isEscaped = false;
      else if (char === 0x5c) isEscaped = true;
      else if (char === 0x22) isInString = false;
    } else if (char === 0x22) isInString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

// Every walk of a body (the guard below, Ajv, the handlers) may recurse; a body nested thousands deep would
// overflow the stack and answer 500. Its depth is measured on the text before it is parsed, and refused with a 400.
function registerJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(httpError(400, 'INVALID_REQUEST', { messages: TOO_DEEP, errors: [{ field: 'body', message: TOO_DEEP.en, messages: TOO_DEEP }] }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

// Text PostgreSQL cannot hold: the NUL character, and a lone UTF-16 surrogate (half of a pair), which JSON's
// \ud800 can spell but UTF-8 cannot encode (PostgreSQL refuses it in json, or it is stored as U+FFFD).
const isIllFormed = (text: string): boolean => text.includes('\u0000') || !(text as string & { isWellFormed(): boolean }).isWellFormed();

/** The path of the first ill-formed string (a key or a value) in a parsed value, walked with a stack, not recursion. */
export function illFormedPath(root: unknown): string | undefined {
  const pending: [unknown, string, number][] = [[root, '', 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path, depth] = next;
    if (typeof value === 'string') {
      if (isIllFormed(value)) return path;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      // Past the JSON limit only a body parsed some other way can be; it is refused as ill-formed at its root.
      if (depth > MAX_JSON_DEPTH) return path;
      const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
      for (const [key, item] of entries.reverse()) {
        if (typeof key === 'string' && isIllFormed(key)) return path;
        pending.push([item, typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * Bounds the nesting of JSON bodies, and refuses any request whose query, parameters or body hold ill-formed text
 * (a NUL character or a lone surrogate, in a key or a value) with a 400 naming the field, before any handler.
 */
export function registerTextGuard(app: FastifyInstance): void {
  registerJsonDepthLimit(app);
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['querystring', request.query], ['params', request.params], ['body', request.body]] as const) {
      const field = illFormedPath(value);
      if (field !== undefined) {
        const messages = { he: `השדה ${field || part} מכיל תו שאינו מותר`, en: `${field || part} contains a character that is not allowed`, es: `${field || part} contiene un carácter no permitido` };
        throw httpError(400, part === 'querystring' ? 'INVALID_QUERY_PARAMETERS' : 'INVALID_REQUEST', { errors: [{ field: field || part, message: messages.en, messages }] });
      }
    }
  });
}
