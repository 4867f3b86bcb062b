import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production';

describe("React Router's production build for a production build (react-router-production.ts)", () => {
  it("replaces react-router and react-router/dom with files that exist and export what the package's own entries do", async () => {
    const aliases = reactRouterProduction();
    expect(aliases.map((alias) => String(alias.find))).toEqual(['/^react-router$/', '/^react-router\\/dom$/']);
    const names = ['react-router', 'react-router/dom'];
    for (const [index, alias] of aliases.entries()) {
      const name = names[index] ?? '';
      expect(existsSync(alias.replacement), alias.replacement).toBe(true);
      expect(alias.replacement).toMatch(/[\\/]dist[\\/]production[\\/]/);
      const production = Object.keys(await import(alias.replacement)).sort();
      const development = Object.keys(await import(name)).sort();
      expect(production).toEqual(development);
    }
  });
});
