import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102): its
 * warnings and checks, slower and larger. A production build takes the production build it ships beside it.
 */
export function reactRouterProduction(): Alias[] {
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(folder, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(folder, 'dom-export.mjs') },
  ];
}
