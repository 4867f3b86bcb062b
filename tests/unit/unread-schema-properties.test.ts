import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The folders whose code reads an office type; generated types, tests, stories and fixtures do not count.
const ROOT = resolve(import.meta.dirname, '../..');
const CODE = ['engine', 'src', 'server', 'widgets'];
const NOT_CODE = /(\.test\.|\.stories\.|fixtures|\/generated\/)/;

function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !NOT_CODE.test(path) ? [path] : [];
  });
}

/** Every property name the schemas declare, with the schema files that declare it. */
function schemaProperties(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: unknown, file: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item) => walk(item, file));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, schema] of Object.entries(value)) {
          found.set(name, [...(found.get(name) ?? []), file]);
          walk(schema, file);
        }
      } else walk(value, file);
    }
  };
  for (const file of readdirSync(join(ROOT, 'schemas')).filter((name) => name.endsWith('.json'))) walk(JSON.parse(readFileSync(join(ROOT, 'schemas', file), 'utf8')), file);
  return found;
}

/** The property names listed in office-types/README.md as read by nothing yet. */
function listedAsUnread(): string[] {
  const readme = readFileSync(join(ROOT, 'office-types/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('<!-- unread-properties:start -->'), readme.indexOf('<!-- unread-properties:end -->'));
  return [...section.matchAll(/^- `([\w.]+)`/gm)].map((match) => match[1]!.split('.').at(-1)!).sort();
}

describe('the schema properties nothing reads (office-types/README.md)', () => {
  it('are exactly the ones the README lists: a property the code starts reading leaves the list, a new unread one joins it', () => {
    const code = CODE.flatMap((folder) => codeFiles(join(ROOT, folder))).map((file) => readFileSync(file, 'utf8')).join('\n');
    // `$schema` names the file's schema for editors: it is not the product's to read.
    const unread = [...schemaProperties().keys()].filter((name) => !name.startsWith('$') && !new RegExp(`\\b${name}\\b`).test(code)).sort();
    expect(unread).toEqual(listedAsUnread());
  });
});
