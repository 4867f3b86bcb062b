import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

type Validator = ReturnType<FastifySchemaCompiler<FastifySchema>> & { errors?: unknown };

/**
 * A validator compiler whose validators compile on their first request, not at start-up: Fastify compiles every
 * route's schemas when it starts, which was a third of the server's start-up for routes most starts never serve.
 * The conformance suite compiles them all (tests/unit/conformance/schemas-compile.test.ts), so a broken schema still
 * fails the tests rather than its first request.
 */
export function lazyValidatorCompiler(compile: FastifySchemaCompiler<FastifySchema>): FastifySchemaCompiler<FastifySchema> {
  return (route) => {
    let validate: Validator | undefined;
    const lazy = ((data: unknown) => {
      validate ??= compile(route) as Validator;
      const result = validate(data);
      // Fastify reads a failed validation's errors from the function it was given.
      (lazy as Validator).errors = validate.errors;
      return result;
    }) as Validator;
    return lazy;
  };
}

/** Fastify's own response serializer (fast-json-stringify), compiled on a route's first answer of each status. */
export function registerLazySerializers(app: FastifyInstance): void {
  const compile = SerializerSelector()({}, {}) as FastifySerializerCompiler<unknown>;
  app.setSerializerCompiler((route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compile(route))(data);
  });
}
