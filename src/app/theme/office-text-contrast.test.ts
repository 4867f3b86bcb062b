import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { parseColor } from '../../../engine/theme/color';
import { contrastRatio } from '../../../engine/theme/contrast';
import { themeToTokens } from '../../../engine/theme/theme-tokens';
import { conformanceOfficeTypes } from '../../../tests/office-type-folders';
import { antdThemeConfig } from './antd-theme-config';

// Every office type the conformance suites check (tests/office-type-folders.ts), dropped-in ones too.
const offices = conformanceOfficeTypes().map(({ office }) => office);

// The texts of every page: body, secondary and the like, placeholders, links and status texts.
const TEXTS = ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink', 'colorLinkHover', 'colorLinkActive', 'colorErrorText', 'colorSuccessText', 'colorWarningText'] as const;
const BACKGROUNDS = ['colorBgContainer', 'colorBgLayout'] as const;

const ratio = (text: string, background: string) => contrastRatio(parseColor(text)!, parseColor(background)!);

describe("every office type's texts, as antd draws them", () => {
  it('there are office types to check', () => expect(offices.length).toBeGreaterThanOrEqual(7));

  for (const office of offices) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${office.id}, ${mode}: every text reads at 4.5:1 on cards and on the page`, () => {
        const tokens = themeToTokens(office.ui.theme, { mode, ...(office.ui.branding ? { branding: office.ui.branding } : {}) });
        const drawn = antdTheme.getDesignToken(antdThemeConfig(tokens));
        const unreadable = TEXTS.flatMap((text) =>
          BACKGROUNDS.filter((background) => ratio(drawn[text], drawn[background]) < 4.5).map((background) => `${text} ${drawn[text]} on ${background} ${drawn[background]}: ${ratio(drawn[text], drawn[background]).toFixed(2)}`),
        );
        expect(unreadable).toEqual([]);
        // Danger buttons' words are in the error colour, and solid ones' on it.
        expect(ratio(drawn.colorError, drawn.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
        const dangerColor = (antdThemeConfig(tokens).components?.Button as { dangerColor: string }).dangerColor;
        expect(ratio(dangerColor, drawn.colorError)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
