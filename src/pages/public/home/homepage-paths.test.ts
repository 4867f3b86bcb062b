import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Homepage } from '../../../../engine/generated/config-types';
import { CONTENT_PAGES, LEGAL_PAGES } from '../../../app/routing/public-pages';

// The public routes of AppRoutes a home page's calls to action may lead to.
const PUBLIC_ROUTES = new Set(['/', '/demo', '/office-types', '/login', '/register', ...LEGAL_PAGES.map((kind) => `/${kind}`), ...CONTENT_PAGES.map((slug) => `/${slug}`)]);
const OFFICE_TYPES_DIR = resolve(import.meta.dirname, '../../../../office-types');

describe("every office type's home page", () => {
  const files = readdirSync(OFFICE_TYPES_DIR).filter((name) => name.endsWith('.json'));

  it.each(files)('%s: every call to action leads to a public route', (file) => {
    const homepage = (JSON.parse(readFileSync(join(OFFICE_TYPES_DIR, file), 'utf8')) as { ui: { homepage: Homepage } }).ui.homepage;
    const paths = [homepage.hero.primaryCta.path, homepage.hero.secondaryCta.path, ...homepage.ctaBlocks.map((block) => block.cta.path)];
    expect(paths.filter((path) => !PUBLIC_ROUTES.has(path))).toEqual([]);
  });
});
