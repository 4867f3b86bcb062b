import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractAntdStyles } from './antd-style-extract';
import { findStyleHooks } from './antd-style-module';

const antdEs = join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');
const styleModules = (readdirSync(antdEs, { recursive: true }) as string[]).filter((file) => file.endsWith('.js') && /(^|[\\/])style/.test(file));

describe("antd's styles extracted for the production build", () => {
  // Once: drawing every component takes a second or two.
  const styles = extractAntdStyles();

  it('has CSS for every style hook antd defines, so no component of the build can be left without its styles', () => {
    const hooks = styleModules.flatMap((file) => findStyleHooks(readFileSync(join(antdEs, file), 'utf8'), file).map((hook) => `${file}: ${hook.name}`));
    expect(hooks.length).toBeGreaterThan(80);
    expect(hooks.filter((entry) => !styles.has(entry.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('writes plain class names with the theme as CSS variables, so one file serves every office and mode', () => {
    const button = styles.get('Button-Button') ?? '';
    expect(button).toMatch(/\.ant-btn\{/);
    expect(button).not.toMatch(/:where\(\.css-/);
    expect(button).toContain('var(--ant-color-primary)');
    expect(styles.get('Shared')).toMatch(/^a\{/);
  });
});
