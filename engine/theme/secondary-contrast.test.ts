import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../generated/config-types';
import { parseColor } from './color';
import { contrastRatio, READABLE_CONTRAST } from './contrast';
import { themeToTokens } from './theme-tokens';

const officeTypesDir = join(import.meta.dirname, '../../office-types');
const themes = readdirSync(officeTypesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, (JSON.parse(readFileSync(join(officeTypesDir, file), 'utf8')) as { ui: { theme: Theme } }).ui.theme] as const);

describe('secondary text stays readable (WCAG AA) in every shipped theme', () => {
  for (const [file, theme] of themes) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${file}, ${mode}: secondary, tertiary and description text reach 4.5:1 on the page and on cards`, () => {
        const { token } = themeToTokens(theme, { mode });
        for (const name of ['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder'] as const) {
          for (const surface of [token.colorBgLayout, token.colorBgContainer]) {
            expect(contrastRatio(parseColor(token[name])!, parseColor(surface)!), `${name} on ${surface}`).toBeGreaterThanOrEqual(READABLE_CONTRAST - 0.01);
          }
        }
      });
    }
  }
});
