import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * antd modules that import a whole component for one small piece of it, cut at the import (the build only): the
 * colour helpers every Tooltip reaches want the colour class, which the colour picker's index bundles with the whole
 * picker; Button's and Tag's tokens want isBright, whose module draws the picker's presets in a Collapse; Typography's
 * editor, drawn only with `editable` (which the app does not use), loads when first drawn. Without this, the entry
 * and the chunk every Button is in carry the picker, Collapse and a TextArea, which only other screens draw.
 */
function antdNarrowImports(): Plugin {
  const IS_BRIGHT = '\0lishka:antd-is-bright';
  const LAZY_EDITABLE = '\0lishka:antd-lazy-editable';
  const fromAntd = (importer: string | undefined, path: RegExp) => importer !== undefined && /[\\/]node_modules[\\/]antd[\\/]es[\\/]/.test(importer) && path.test(importer.replaceAll('\\', '/'));
  return {
    name: 'lishka:antd-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@rc-component/color-picker' && fromAntd(importer, /\/color-picker\/(color|util)\.js$/)) return this.resolve('@rc-component/color-picker/es/color.js', importer);
      if (source === '../../color-picker/components/ColorPresets' && fromAntd(importer, /\/(button|tag)\/style\/[^/]+\.js$/)) return IS_BRIGHT;
      if (source === '../Editable' && fromAntd(importer, /\/typography\/Base\/index\.js$/)) return LAZY_EDITABLE;
      return null;
    },
    load(id) {
      // antd's own isBright (color-picker/components/ColorPresets.js), on the colour class alone.
      if (id === IS_BRIGHT) {
        return `import { Color } from '@rc-component/color-picker/es/color.js';
export const isBright = (value, background) => {
  const { r, g, b, a } = value.toRgb();
  if (a <= 0.5) return new Color(value.toRgbString()).onBackground(background).toHsv().v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`;
      }
      if (id === LAZY_EDITABLE) {
        return `import { createElement, lazy, Suspense } from 'react';
const Editable = lazy(() => import('antd/es/typography/Editable.js'));
export default function LazyEditable(props) { return createElement(Suspense, { fallback: null }, createElement(Editable, props)); }`;
      }
      return null;
    },
  };
}

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
