import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import { antdIconFiles } from './server/tools/vite-antd/antd-icon-files.ts';
import { antdStaticStyle } from './server/tools/vite-antd/antd-static-style.ts';

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102): its
 * warnings and checks, slower and larger. A production build takes the production build it ships beside it.
 */
function reactRouterProduction() {
  const folder = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(folder, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(folder, 'dom-export.mjs') },
  ];
}

/** The web app: src/ is the entry; the API lives on the server, proxied in development. */
export default defineConfig(({ command }) => ({
  plugins: [react(), antdStaticStyle(), antdIconFiles()],
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  root: 'src',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything the entry reaches through static imports (the app's frame) in one chunk: by default it is cut into
        // a chunk per set of pages sharing each module, dozens of small scripts that queue on HTTP/1.1's six connections.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
      treeshake: {
        // These packages do not declare their modules free of side effects, which they are: without this, what only an
        // unused import names stays in (the colour picker's components under every Button, which reads one colour helper).
        moduleSideEffects: (id) => (/[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
