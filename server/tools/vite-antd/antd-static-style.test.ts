import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STYLE_REGISTER_STUB } from './antd-static-style';

const cssinjs = join(dirname(createRequire(import.meta.url).resolve('@ant-design/cssinjs/package.json')), 'es');

describe("the built app's stand-in for antd's style writer", () => {
  it('exports every name the CSS-in-JS package imports from the writer, so nothing else of it changes', () => {
    const files = (readdirSync(cssinjs, { recursive: true }) as string[]).filter((file) => file.endsWith('.js'));
    const imported = files.flatMap((file) =>
      [...readFileSync(join(cssinjs, file), 'utf8').matchAll(/import\s+(\w+)?,?\s*(?:\{([^}]*)\})?\s*from\s*["'][./]*(?:hooks\/)?useStyleRegister["']/g)].flatMap((match) => [
        ...(match[1] ? ['default'] : []),
        ...(match[2] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? '').filter(Boolean),
      ]),
    );
    expect(imported).toEqual(expect.arrayContaining(['default', 'uniqueHash', 'extract', 'STYLE_PREFIX']));
    const exported = [...STYLE_REGISTER_STUB.matchAll(/export (?:default )?(?:const|function) (\w+)/g)].map((match) => match[1]);
    expect([...new Set(imported)].filter((name) => name !== 'default' && !exported.includes(name))).toEqual([]);
    expect(STYLE_REGISTER_STUB).toMatch(/export default function/);
  });
});
