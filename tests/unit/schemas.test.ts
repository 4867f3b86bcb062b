import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deepMerge } from '../../engine/resolve/deep-merge';
import { configSchemas, validateAgainst, type SchemaFile } from '../../engine/validation/schema-validators';

const root = resolve(import.meta.dirname, '../..');
const fixturesDir = join(root, 'tests/fixtures/schemas');

interface SchemaCase {
  description: string;
  valid: boolean;
  errorPath?: string;
  value?: unknown;
  base?: string;
  patch?: unknown;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const schemaFiles = readdirSync(join(root, 'schemas')).filter((name) => name.endsWith('.schema.json'));

describe('schemas', () => {
  it('are all registered with the validator', () => {
    expect(Object.keys(configSchemas).sort()).toEqual([...schemaFiles].sort());
  });

  it.each(schemaFiles)('%s gives every property a description', (file) => {
    const missing: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${path}/${index}`));
      if (node === null || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (key !== 'properties' || !value || typeof value !== 'object') {
          walk(value, `${path}/${key}`);
          continue;
        }
        // A properties map: each entry is a property schema that needs a description.
        for (const [name, property] of Object.entries(value as Record<string, Record<string, unknown>>)) {
          if (typeof property.description !== 'string' || property.description.length < 3) missing.push(`${path}/properties/${name}`);
          walk(property, `${path}/properties/${name}`);
        }
      }
    };
    walk(readJson(join(root, 'schemas', file)), '');
    expect(missing).toEqual([]);
  });

  it.each(schemaFiles)('%s has valid and invalid fixtures, and they come out as expected', (file) => {
    const fixture = readJson(join(fixturesDir, file.replace('.schema.json', '.cases.json'))) as { schema: SchemaFile; cases: SchemaCase[] };
    expect(fixture.schema).toBe(file);
    expect(fixture.cases.some((item) => item.valid)).toBe(true);
    expect(fixture.cases.some((item) => !item.valid)).toBe(true);
    for (const item of fixture.cases) {
      const value = item.base ? deepMerge(readJson(join(root, item.base)), item.patch) : item.value;
      const issues = validateAgainst(fixture.schema, value);
      if (item.valid) {
        expect(issues, item.description).toEqual([]);
      } else {
        expect(issues.length, item.description).toBeGreaterThan(0);
        expect(issues.map((issue) => issue.path), item.description).toContain(item.errorPath);
      }
    }
  });

  it('reports an unknown workflow action by its type', () => {
    const issues = validateAgainst('workflow.schema.json#/definitions/action', { type: 'launch_rocket' });
    expect(issues).toEqual([{ path: '/', message: 'unknown type "launch_rocket"' }]);
  });
});
