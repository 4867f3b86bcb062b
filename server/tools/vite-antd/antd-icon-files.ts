import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The flag naming where the icons' drawings are (engine/react/AntIcon.tsx). */
export const ICON_PATH_FLAG = 'import.meta.env.LISHKA_ICON_PATH';

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

/**
 * Every Ant Design icon an office type may name, for the production build: each icon's drawing (its
 * @ant-design/icons-svg module, plain data without imports) is copied as it is to assets/icons-svg-<version>/,
 * and AntIcon loads the one it draws by name. A bundled map of over 800 lazy icon chunks cost the dashboard 29 kB
 * gzip of file names; the version in the folder's name stands in for a content hash (the files are served as
 * immutable).
 */
export function antdIconFiles(): Plugin {
  const svgDir = packageDir('@ant-design/icons-svg');
  const version = (JSON.parse(readFileSync(join(svgDir, 'package.json'), 'utf8')) as { version: string }).version;
  const folder = `assets/icons-svg-${version}/`;
  return {
    name: 'lishka:antd-icon-files',
    apply: 'build',
    config: (config) => ({ define: { [ICON_PATH_FLAG]: JSON.stringify(`${config.base ?? '/'}${folder}`) } }),
    generateBundle() {
      // The names AntIcon has always known: the icon components of @ant-design/icons.
      const names = readdirSync(join(packageDir('@ant-design/icons'), 'es/icons')).filter((file) => file.endsWith('.js') && file !== 'index.js');
      for (const file of names) {
        this.emitFile({ type: 'asset', fileName: `${folder}${file}`, source: readFileSync(join(svgDir, 'es/asn', file), 'utf8') });
      }
    },
  };
}
