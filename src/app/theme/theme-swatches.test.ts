import { describe, expect, it } from 'vitest';
import { themeToTokens } from '../../../engine/theme/theme-tokens';
import { contrastLevel, themeSwatches } from './theme-swatches';

describe('the theme swatches', () => {
  it('lists every colour once, with the token value and its contrast against the card background or the text', () => {
    const tokens = themeToTokens(undefined, { mode: 'light' });
    const swatches = themeSwatches(tokens);
    expect(swatches.map((swatch) => swatch.name)).toEqual(['primary', 'secondary', 'accent', 'success', 'warning', 'error', 'background', 'surface', 'text', 'textSecondary']);
    const byName = Object.fromEntries(swatches.map((swatch) => [swatch.name, swatch]));
    expect(byName.primary).toMatchObject({ color: tokens.token.colorPrimary, against: 'surface' });
    expect(byName.background).toMatchObject({ color: tokens.token.colorBgLayout, against: 'text' });
    // The engine makes body and secondary text readable (WCAG AA) on cards.
    expect(byName.text?.level).toBe('aa');
    expect(byName.textSecondary?.ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('names the WCAG level a ratio reaches', () => {
    expect([contrastLevel(21), contrastLevel(4.5), contrastLevel(3), contrastLevel(2.9)]).toEqual(['aa', 'aa', 'large', 'fails']);
  });
});
