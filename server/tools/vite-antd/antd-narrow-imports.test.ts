import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { antdNarrowImports } from './antd-narrow-imports';
import { isBright } from './narrow/is-bright';

const require = createRequire(import.meta.url);
// antd's own, from its CommonJS build (its ES build's extensionless imports do not load in Node).
const antd = require('antd/lib/color-picker/components/ColorPresets.js') as { isBright: typeof isBright };
const { AggregationColor } = require('antd/lib/color-picker/color.js') as { AggregationColor: new (value: string) => Parameters<typeof isBright>[0] };

const ANTD_ES = fileURLToPath(new URL('../../../node_modules/antd/es/', import.meta.url));

type ResolveId = (this: { resolve: (source: string, importer?: string) => Promise<{ id: string }> }, source: string, importer?: string) => unknown;

async function resolve(source: string, importer: string): Promise<unknown> {
  const hook = antdNarrowImports().resolveId as unknown as ResolveId;
  return hook.call({ resolve: async (id) => ({ id: `resolved:${id}` }) }, source, importer);
}

describe('the antd imports the production build narrows (antd-narrow-imports.ts)', () => {
  it("judges a colour bright exactly as antd's own isBright, opaque or see-through, on light and dark backgrounds", () => {
    const colours = ['#ffffff', '#000000', '#1677ff', '#ffd666', '#52c41a', '#ff4d4f', '#fafafa', '#c0c0c0', '#808080', '#00000040', '#ffffff33', '#1677ff80', 'rgba(250, 250, 0, 0.2)'];
    const backgrounds = ['#ffffff', '#141414', '#1677ff'];
    const differences = colours.flatMap((colour) => backgrounds.flatMap((background) => {
      const ours = isBright(new AggregationColor(colour), background);
      const theirs = antd.isBright(new AggregationColor(colour) as never, background);
      return ours === theirs ? [] : [`${colour} on ${background}: ours ${ours}, antd's ${theirs}`];
    }));
    expect(differences).toEqual([]);
    expect(colours.filter((colour) => isBright(new AggregationColor(colour), '#ffffff'))).toContain('#ffffff');
    expect(colours.filter((colour) => isBright(new AggregationColor(colour), '#ffffff'))).not.toContain('#000000');
  });

  it("sends Button's and Tag's styles to the colour helper alone, the picker's colour helpers to the colour class, and Typography to the lazy editor", async () => {
    expect(await resolve('../../color-picker/components/ColorPresets', `${ANTD_ES}button/style/token.js`)).toMatch(/narrow[\\/]is-bright\.ts$/);
    expect(await resolve('../../color-picker/components/ColorPresets', `${ANTD_ES}tag/style/index.js`)).toMatch(/narrow[\\/]is-bright\.ts$/);
    expect(await resolve('@rc-component/color-picker', `${ANTD_ES}color-picker/color.js`)).toEqual({ id: 'resolved:@rc-component/color-picker/es/color.js' });
    expect(await resolve('../Editable', `${ANTD_ES}typography/Base/index.js`)).toMatch(/narrow[\\/]lazy-editable\.ts$/);
    expect(await resolve('@rc-component/form', `${ANTD_ES}form/context.js`)).toMatch(/narrow[\\/]rc-form-provider\.ts$/);
  });

  it("gives antd's form context the form engine's own provider: the module the engine's ES index takes it from", () => {
    // The build resolves the package's ES index (its `module`), which Node cannot load (extensionless imports).
    const index = readFileSync(require.resolve('@rc-component/form/es/index.js'), 'utf8');
    expect(index).toMatch(/import \{ FormProvider \} from "\.\/FormContext";/);
    expect(readFileSync(fileURLToPath(new URL('./narrow/rc-form-provider.ts', import.meta.url)), 'utf8')).toContain("export { FormProvider } from '@rc-component/form/es/FormContext.js';");
  });

  it('leaves the same imports alone from anywhere else: the colour picker itself, and code outside antd', async () => {
    expect(await resolve('../../color-picker/components/ColorPresets', `${ANTD_ES}color-picker/ColorPicker.js`)).toBeNull();
    expect(await resolve('@rc-component/color-picker', `${ANTD_ES}color-picker/ColorPicker.js`)).toBeNull();
    expect(await resolve('../Editable', '/work/src/typography/Base/index.js')).toBeNull();
    expect(await resolve('@rc-component/form', `${ANTD_ES}form/Form.js`)).toBeNull();
  });
});
