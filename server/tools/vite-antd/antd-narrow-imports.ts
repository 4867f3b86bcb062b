import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const IS_BRIGHT = fileURLToPath(new URL('./narrow/is-bright.ts', import.meta.url));
const LAZY_EDITABLE = fileURLToPath(new URL('./narrow/lazy-editable.ts', import.meta.url));
const RC_FORM_PROVIDER = fileURLToPath(new URL('./narrow/rc-form-provider.ts', import.meta.url));

const fromAntd = (importer: string | undefined, path: RegExp): boolean =>
  importer !== undefined && /[\\/]node_modules[\\/]antd[\\/]es[\\/]/.test(importer) && path.test(importer.replaceAll('\\', '/'));

/**
 * antd modules that import a whole component for one small piece of it, cut at the import (the build only): the
 * colour helpers every Tooltip reaches want the colour class, which the colour picker's index bundles with the whole
 * picker; Button's and Tag's tokens want isBright, whose module draws the picker's presets in a Collapse; Typography's
 * editor, drawn only with `editable` (which the app does not use), loads when first drawn; the form context every
 * ConfigProvider and input reaches wants the form engine's provider, which its package's index bundles with the whole
 * engine. Without this, the entry and the chunk every Button is in carry the picker, Collapse, a TextArea and the
 * form engine, which only other screens draw.
 */
export function antdNarrowImports(): Plugin {
  return {
    name: 'lishka:antd-narrow-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@rc-component/color-picker' && fromAntd(importer, /\/color-picker\/(color|util)\.js$/)) return this.resolve('@rc-component/color-picker/es/color.js', importer);
      if (source === '../../color-picker/components/ColorPresets' && fromAntd(importer, /\/(button|tag)\/style\/[^/]+\.js$/)) return IS_BRIGHT;
      if (source === '../Editable' && fromAntd(importer, /\/typography\/Base\/index\.js$/)) return LAZY_EDITABLE;
      if (source === '@rc-component/form' && fromAntd(importer, /\/form\/context\.js$/)) return RC_FORM_PROVIDER;
      return null;
    },
  };
}
