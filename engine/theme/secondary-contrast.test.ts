import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceOfficeTypes } from '../../tests/office-type-folders';
import { parseColor } from './color';
import { contrastRatio, READABLE_CONTRAST } from './contrast';
import { themeToTokens } from './theme-tokens';

// Every office type the conformance suites check (tests/office-type-folders.ts), dropped-in ones too.
const themes = conformanceOfficeTypes().map(({ file, office }) => [basename(file), office.ui.theme] as const);

describe('secondary text stays readable (WCAG AA) in every office type’s theme', () => {
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
