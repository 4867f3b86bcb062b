import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

describe("the icons' drawings the production build copies (antd-icon-files.ts)", () => {
  const names = readdirSync(join(packageDir('@ant-design/icons'), 'es/icons')).filter((file) => file.endsWith('.js') && file !== 'index.js');

  it('has a drawing for every icon component, as a module that imports nothing, so it loads from any folder', () => {
    expect(names.length).toBeGreaterThan(800);
    const problems = names.flatMap((file) => {
      const source = readFileSync(join(packageDir('@ant-design/icons-svg'), 'es/asn', file), 'utf8');
      if (/^\s*import\b/m.test(source)) return [`${file} imports another module`];
      return /export default \w+;\s*$/.test(source) ? [] : [`${file} has no default export of its drawing`];
    });
    expect(problems).toEqual([]);
  });

  it('names every icon as AntIcon accepts names, letters and digits after a capital', () => {
    expect(names.filter((file) => !/^[A-Z][A-Za-z0-9]*\.js$/.test(file))).toEqual([]);
  });
});
