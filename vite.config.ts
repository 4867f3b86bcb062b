import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdIconFiles } from './server/tools/vite-antd/antd-icon-files.ts';
import { antdNarrowImports } from './server/tools/vite-antd/antd-narrow-imports.ts';
import { antdStaticStyle } from './server/tools/vite-antd/antd-static-style.ts';
import { reactRouterProduction } from './server/tools/vite-antd/react-router-production.ts';

/** The web app: src/ is the entry; the API lives on the server, proxied in development. */
export default defineConfig(({ command }) => ({
  plugins: [react(), antdStaticStyle(), antdIconFiles(), antdNarrowImports()],
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
