import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../../server/plugins/route-table';
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { testDatabaseKinds } from '../../../server/testing/test-databases';
import { routeName, routesOf, schemaOf } from './route-facts';
import type { JsonSchema, RequestPart } from './schema-check';

const isIntegerType = (schema: JsonSchema): boolean => [schema.type].flat().includes('integer');
const hasMaximum = (schema: JsonSchema): boolean =>
  schema.maximum !== undefined || schema.exclusiveMaximum !== undefined || schema.enum !== undefined || schema.const !== undefined;

/** The paths of the integers in a schema that have no maximum, walked with a stack through every subschema. */
function unboundedIntegers(root: JsonSchema, rootPath: string): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[root, rootPath]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [schema, path] = next;
    if (schema === null || typeof schema !== 'object') continue;
    const node = schema as JsonSchema;
    if (isIntegerType(node) && !hasMaximum(node)) found.push(path);
    for (const [name, property] of Object.entries(node.properties ?? {})) pending.push([property, `${path}.${name}`]);
    for (const [pattern, property] of Object.entries((node.patternProperties ?? {}) as Record<string, unknown>)) pending.push([property, `${path}[/${pattern}/]`]);
    for (const keyword of ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains']) pending.push([node[keyword], `${path}.<${keyword}>`]);
    for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      const list = node[keyword];
      if (Array.isArray(list)) list.forEach((item, index) => pending.push([item, `${path}.<${keyword}[${index}]>`]));
    }
    for (const keyword of ['$defs', 'definitions']) {
      for (const [name, item] of Object.entries((node[keyword] ?? {}) as Record<string, unknown>)) pending.push([item, `${path}.<${name}>`]);
    }
  }
  return found;
}

// A huge integer passes a schema without a maximum and reaches the database, which refuses it (page=1e22 was a
// 500 in issue 17, item 3). Every integer a request may carry has a maximum.
describe.each(testDatabaseKinds().slice(0, 1))('integer bounds on $kind', (kind) => {
  let t: TestApp;
  let routes: RouteRecord[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    routes = await routesOf(t.app);
  });
  afterAll(async () => t?.close());

  it('gives every integer of every route’s query, parameters and body a maximum', () => {
    const parts: RequestPart[] = ['querystring', 'params', 'body'];
    const unbounded = routes.flatMap((route) =>
      parts.flatMap((part) => {
        const schema = schemaOf(route, part);
        return schema ? unboundedIntegers(schema, `${routeName(route)} ${part}`) : [];
      }),
    );
    expect(routes.length).toBeGreaterThan(50);
    expect(unbounded).toEqual([]);
  });

  it('notices an integer without a maximum, however deep', () => {
    const schema: JsonSchema = { type: 'object', properties: { page: { type: 'integer', maximum: 9 }, items: { type: 'array', items: { anyOf: [{ type: ['integer', 'null'] }] } } } };
    expect(unboundedIntegers(schema, 'body')).toEqual(['body.items.<items>.<anyOf[0]>']);
  });
});
