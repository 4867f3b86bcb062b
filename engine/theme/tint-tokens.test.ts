import { describe, expect, it } from 'vitest';
import { parseColor, type Rgba } from './color';
import { contrastRatio, READABLE_CONTRAST } from './contrast';
import { DEFAULT_THEME, resolveTheme } from './theme-defaults';
import { modePalette } from './theme-palette';
import { tintTokens } from './tint-tokens';

const c = (value: string): Rgba => parseColor(value)!;
const GREEN_NAVY = resolveTheme({ colors: { primary: '#1f3a5f', success: '#2e7d32' } });
// How far from grey: the spread of the channels.
const chroma = (color: Rgba) => Math.max(color.r, color.g, color.b) - Math.min(color.r, color.g, color.b);

describe('the status tints', () => {
  it('mix each colour into the card in light mode: a pale green, not the grey antd derives from #2e7d32', () => {
    const palette = modePalette(GREEN_NAVY, 'light');
    const tints = tintTokens(palette, 'light');
    expect(tints.colorSuccessBg).toBe('#eef5ef');
    const bg = c(tints.colorSuccessBg);
    expect(bg.g).toBeGreaterThan(bg.r);
    expect(chroma(bg)).toBeGreaterThan(5);
    // The body text stays readable on every background tint.
    for (const [name, value] of Object.entries(tints)) if (name.endsWith('Bg')) expect(contrastRatio(palette.text, c(value)), name).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(tints.colorInfoBg).toBe(tints.colorPrimaryBg);
  });

  it('take more of the colour on a dark card, and stay darker than the light text', () => {
    const palette = modePalette(resolveTheme(DEFAULT_THEME), 'dark');
    const tints = tintTokens(palette, 'dark');
    for (const [name, value] of Object.entries(tints)) if (name.endsWith('Bg')) expect(contrastRatio(palette.text, c(value)), name).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(c(tints.colorErrorBorder), palette.paper)).toBeGreaterThan(contrastRatio(c(tints.colorErrorBg), palette.paper));
  });
});
