import type { Readable } from 'node:stream';
import type { FastifyTypeProvider } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

// Keywords whose values are data, not schemas: left as they are.
type DataKeyword = 'const' | 'enum' | 'default' | 'examples' | 'required' | 'type' | 'description' | 'summary';

/**
 * A response schema as Fastify's serializer reads it: an object schema with properties that does not say otherwise
 * answers only those (fast-json-stringify drops the rest), so it reads as `additionalProperties: false`.
 */
export type AsSerialized<Schema> = Schema extends readonly unknown[]
  ? { readonly [Index in keyof Schema]: AsSerialized<Schema[Index]> }
  : Schema extends object
    ? {
        readonly [Key in keyof Schema]: Key extends DataKeyword
          ? Schema[Key]
          : Key extends 'properties'
            ? { readonly [Name in keyof Schema[Key]]: AsSerialized<Schema[Key][Name]> }
            : AsSerialized<Schema[Key]>;
      } & ('properties' extends keyof Schema ? ('additionalProperties' extends keyof Schema ? unknown : { readonly additionalProperties: false }) : unknown)
    : Schema;

/**
 * The object a response schema describes, as the serializer writes it (its properties only): the type of a view
 * built to be answered with that schema, so the schema stays the one source of the shape.
 */
export type SchemaView<Schema> = AsSerialized<Schema> extends infer Answer extends JSONSchema ? FromSchema<Answer> : never;

// What a handler may hand the serializer for a schema: a file's bytes for binary content, and any object where
// the schema takes any object (an interface has no index signature, yet serializes the same).
type Answered = [
  { pattern: { type: 'string'; format: 'binary' }; output: string | Uint8Array | Readable },
  { pattern: { type: 'object'; additionalProperties: true; properties?: never }; output: object },
];

/**
 * The type provider of every route: a handler's params, query and body are typed from its route's JSON Schemas as
 * Ajv checks them (defaults filled in), and what it answers is checked against its response schemas as the
 * serializer writes them.
 */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: AsSerialized<this['schema']> extends infer Answer extends JSONSchema ? FromSchema<Answer, { deserialize: Answered }> : unknown;
}
