import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICE_TYPES_README_SECTIONS, readmeSectionText } from '../../engine/load/readme-sections';

const ROOT = resolve(import.meta.dirname, '../..');
const README = readFileSync(resolve(ROOT, 'office-types/README.md'), 'utf8');

describe('office-types/README.md says what the code does', () => {
  it.each(OFFICE_TYPES_README_SECTIONS.map((section) => [section.name, section] as const))('its %s section is what the code writes (npm run gen:readme)', (_, section) => {
    expect(readmeSectionText(README, section.name)).toBe(section.render());
  });

  it('names every check the loader runs, by its file', () => {
    const registry = readFileSync(resolve(ROOT, 'engine/load/office-type-checks.ts'), 'utf8');
    // The checks it imports (import { checkX } from './checks/check-x'), not the types beside them.
    const registered = [...registry.matchAll(/import \{ check\w+ \} from '\.\/checks\/(check-[\w-]+)'/g)].map((match) => `${match[1]}.ts`);
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((file) => !README.includes(file))).toEqual([]);
    // And names no check file that is gone.
    const files = new Set(readdirSync(resolve(ROOT, 'engine/load/checks')));
    expect([...README.matchAll(/\b(check-[\w-]+\.ts)\b/g)].map((match) => match[1]).filter((file) => !files.has(file!))).toEqual([]);
  });
});
