import type { Plugin } from 'vite';
import type { AntdStyles } from './antd-style-extract.ts';
import { findStyleHooks, withoutStyleFunctions } from './antd-style-module.ts';

/** The flag the app reads to run antd without CSS-in-JS at run time (src/app/theme/style-injection.ts). */
export const STATIC_STYLE_FLAG = 'import.meta.env.LISHKA_ANTD_STATIC_STYLE';

const VIRTUAL = 'virtual:antd-style/';
const RESOLVED = `\0${VIRTUAL}`;
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+)\.js$/;
/** Always loaded with antd (the app's theme provider): it carries the styles every component shares. */
const BASE_MODULE = 'config-provider/index';
const BASE_HOOKS = ['Shared', 'ant-design-icons'];
const FACTORY_CALL = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(/;
const STYLE_REGISTER = /[\\/]node_modules[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useStyleRegister\.js$/;
/**
 * The CSS-in-JS engine's style writer, as the built app needs it: nothing is written at run time (what still asks,
 * the icons' base rules, is in the base CSS), so the writer and the CSS parser it brings (stylis) leave the bundle;
 * the hash the CSS-variable writer names its style by, and the names server rendering reads, stay.
 */
export const STYLE_REGISTER_STUB = `import hash from '@emotion/hash';
export const STYLE_PREFIX = 'style';
export function uniqueHash(path, styleStr) { return hash(\`\${path.join('%')}\${styleStr}\`); }
export default function useStyleRegister() {}
export const extract = () => null;
export const normalizeStyle = (styleStr) => styleStr;
export const parseStyle = () => ['', {}];
`;

/**
 * antd's zero-runtime styles for the production build (issue 19): the CSS every style hook writes is extracted once
 * at build time (antd-style-extract.ts) and imported by the module that defines the hook, so each page's chunk
 * brings the CSS of the components it draws, in an `antd` cascade layer (under the app's own CSS, as antd's
 * prepended styles were); the hooks' CSS functions leave the JavaScript. The build defines STATIC_STYLE_FLAG, and
 * the app then sets antd's `zeroRuntime`. Development, Storybook's dev server and the tests keep CSS-in-JS.
 */
export function antdStaticStyle(): Plugin {
  let styles: AntdStyles | undefined;
  // The hooks each transformed module defines, by module (its CSS is loaded after its transform asked for it).
  const hooksOf = new Map<string, string[]>([[BASE_MODULE, BASE_HOOKS]]);
  const cssOf = (names: readonly string[], module: string): string => {
    const parts = names.map((name) => {
      const css = styles?.get(name);
      if (css === undefined) throw new Error(`antd's ${module}.js defines the style hook ${name}, which the extraction never drew: add it to DRAWN in antd-style-extract.ts`);
      return css;
    });
    return `@layer antd{${parts.join('')}}`;
  };
  return {
    name: 'lishka:antd-static-style',
    apply: 'build',
    enforce: 'pre',
    config: () => ({ define: { [STATIC_STYLE_FLAG]: 'true' } }),
    async buildStart() {
      const { extractAntdStyles } = await import('./antd-style-extract.ts');
      styles = extractAntdStyles();
    },
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const module = id.slice(RESOLVED.length, -'.css'.length);
      const names = hooksOf.get(module);
      if (!names) throw new Error(`${id}: no antd module asked for it`);
      return cssOf(names, module);
    },
    transform(code, id) {
      if (STYLE_REGISTER.test(id)) return { code: STYLE_REGISTER_STUB, map: null };
      const module = ANTD_MODULE.exec(id)?.[1]?.replaceAll('\\', '/');
      if (!module) return undefined;
      // The import goes last (imports are hoisted), so the lines above keep their places for source maps.
      const css = `\nimport '${VIRTUAL}${module}.css';\n`;
      if (module === BASE_MODULE) return { code: `${code}${css}`, map: null };
      if (!FACTORY_CALL.test(code)) return undefined;
      const hooks = findStyleHooks(code, id);
      if (hooks.length === 0) return undefined;
      hooksOf.set(module, hooks.map((hook) => hook.name));
      // What follows a dropped CSS function moves up within its line or lines: close enough for antd's style modules.
      return { code: `${withoutStyleFunctions(code, hooks)}${css}`, map: null };
    },
  };
}
