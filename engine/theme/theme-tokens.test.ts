import { describe, expect, it } from 'vitest';
import type { Theme } from '../generated/config-types';
import { parseColor, type Rgba } from './color';
import { contrastRatio } from './contrast';
import { DEFAULT_THEME } from './theme-defaults';
import { themeToTokens } from './theme-tokens';

const c = (value: string): Rgba => parseColor(value) ?? { r: 0, g: 0, b: 0, a: 0 };
const GREEN: Theme = { colors: { primary: '#2e7d32', secondary: '#6a1b9a' } };

describe('themeToTokens, light', () => {
  const { algorithm, direction, token, components, custom } = themeToTokens(DEFAULT_THEME, { mode: 'light' });

  it('uses the default algorithm and right-to-left unless told otherwise', () => {
    expect(algorithm).toBe('default');
    expect(direction).toBe('rtl');
    expect(themeToTokens(DEFAULT_THEME, { mode: 'light', direction: 'ltr' }).direction).toBe('ltr');
  });

  it('maps the colours', () => {
    expect(token).toMatchObject({
      colorPrimary: '#1976d2',
      colorInfo: '#1976d2',
      // Text colours darkened just enough to read on the page's background too (#1976d2 is 4.3:1 on #f5f7fa).
      colorLink: '#1870c8',
      colorSuccess: '#2e7d32',
      // Warning text in its own hue, darkened to 4.5:1.
      colorWarning: '#b25102',
      colorError: '#d32f2f',
      colorBgLayout: '#f5f7fa',
      colorBgContainer: '#ffffff',
      colorText: '#1f2937',
      colorTextSecondary: '#4b5563',
      colorTextDisabled: '#9ca3af',
      colorTextLightSolid: '#ffffff',
    });
    expect(custom).toMatchObject({ colorSecondary: '#dc004e', colorAccent: '#009688' });
  });

  it('maps fonts and heading sizes from base size and scale: heading n = base × scale^(6−n)', () => {
    expect(token).toMatchObject({
      fontFamily: "Heebo, 'Segoe UI', Arial, sans-serif",
      fontSize: 14,
      fontSizeHeading5: 17,
      fontSizeHeading4: 20,
      fontSizeHeading3: 24,
      fontSizeHeading2: 29,
      fontSizeHeading1: 35,
      fontWeightStrong: 700,
      lineHeight: 1.5715,
      lineHeightHeading1: 1.3,
    });
    const large = themeToTokens({ ...GREEN, typography: { baseSize: 16, scale: 1.25 } }, { mode: 'light' }).token;
    expect([large.fontSizeHeading5, large.fontSizeHeading4, large.fontSizeHeading3, large.fontSizeHeading2, large.fontSizeHeading1]).toEqual([20, 25, 31, 39, 49]);
    const flat = themeToTokens({ ...GREEN, typography: { baseSize: 12, scale: 1 } }, { mode: 'light' }).token;
    expect(flat.fontSizeHeading1).toBe(12);
  });

  it('maps radii and spacing (spacing 8 gives antd’s own defaults)', () => {
    expect(token).toMatchObject({ borderRadius: 8, borderRadiusSM: 4, borderRadiusLG: 12, borderRadiusXS: 2 });
    expect(token).toMatchObject({ sizeUnit: 4, sizeStep: 4, marginXXS: 4, marginXS: 8, marginSM: 12, margin: 16, marginMD: 20, marginLG: 24, marginXL: 32, paddingXS: 8, padding: 16, paddingLG: 24 });
    const roomy = themeToTokens({ ...GREEN, layout: { spacing: 12, borderRadius: { small: 0, medium: 2, large: 6 } } }, { mode: 'light' }).token;
    expect(roomy).toMatchObject({ sizeUnit: 6, marginXS: 12, margin: 24, paddingXL: 48, borderRadius: 2, borderRadiusSM: 0, borderRadiusLG: 6, borderRadiusXS: 0 });
  });

  it('keeps antd’s shadows when shadows are on and removes them when off', () => {
    expect(token.boxShadow).toBeUndefined();
    const flat = themeToTokens({ ...GREEN, layout: { shadows: false } }, { mode: 'light' }).token;
    expect(flat).toMatchObject({ boxShadow: 'none', boxShadowSecondary: 'none', boxShadowTertiary: 'none' });
  });

  it('colours the layout and the menu', () => {
    expect(components.Layout).toEqual({ headerBg: '#ffffff', headerColor: '#1f2937', siderBg: '#ffffff', lightSiderBg: '#ffffff', bodyBg: '#f5f7fa', footerBg: '#f5f7fa' });
    expect(components.Menu.itemBg).toBe('#ffffff');
    expect(components.Menu.itemColor).toBe('#1f2937');
    expect(contrastRatio(c(components.Menu.itemSelectedColor), c(components.Menu.itemSelectedBg))).toBeGreaterThanOrEqual(4.5);
    expect(components.Typography.titleFontWeight).toBe(700);
  });

  it('keeps menu and header text readable on a dark sidebar and header', () => {
    const navy = themeToTokens({ colors: { ...GREEN.colors, background: { sidebar: '#0b2545', header: '#0b2545' } } }, { mode: 'light' });
    expect(navy.components.Menu.itemColor).toBe('#ffffff');
    expect(navy.components.Layout.headerColor).toBe('#ffffff');
    expect(contrastRatio(c(navy.components.Menu.itemSelectedColor), c(navy.components.Menu.itemSelectedBg))).toBeGreaterThanOrEqual(4.5);
  });

  it('fills missing fields from the default theme', () => {
    const { token: sparse, custom: sparseCustom } = themeToTokens(GREEN, { mode: 'light' });
    expect(sparse).toMatchObject({ colorPrimary: '#2e7d32', colorBgLayout: '#f5f7fa', fontSize: 14, borderRadius: 8, margin: 16 });
    expect(sparseCustom).toEqual({ colorSecondary: '#6a1b9a', colorAccent: '#009688', fontFamilyHeading: "Heebo, 'Segoe UI', Arial, sans-serif", containerMaxWidth: 1440 });
    expect(themeToTokens(undefined, { mode: 'light' }).token.colorPrimary).toBe('#1976d2');
  });

  it('falls back to the defaults for values that slipped past validation', () => {
    const broken = { colors: { primary: 'blue', secondary: '#dc004e' }, typography: { baseSize: Number.NaN, scale: -1 } } as Theme;
    expect(themeToTokens(broken, { mode: 'light' }).token).toMatchObject({ colorPrimary: '#1976d2', fontSize: 14, fontSizeHeading1: 35 });
  });

  it('puts white text on a dark primary and black on a light one', () => {
    expect(themeToTokens({ colors: { primary: '#ffeb3b', secondary: '#000' } }, { mode: 'light' }).token.colorTextLightSolid).toBe('#000000');
  });
});

describe('themeToTokens, branding', () => {
  const branding = { brandColors: { primary: '#6a1b9a', secondary: 'rgb(255, 111, 0)', accent: '#00838f' } };

  it('lets brand colours override the theme’s', () => {
    const { token, custom } = themeToTokens(DEFAULT_THEME, { mode: 'light', branding });
    expect(token.colorPrimary).toBe('#6a1b9a');
    expect(token.colorInfo).toBe('#6a1b9a');
    expect(custom.colorSecondary).toBe('#ff6f00');
    expect(custom.colorAccent).toBe('#00838f');
  });

  it('keeps theme colours the brand leaves out or gets wrong', () => {
    const { token, custom } = themeToTokens(DEFAULT_THEME, { mode: 'light', branding: { brandColors: { primary: 'purple' } } });
    expect(token.colorPrimary).toBe('#1976d2');
    expect(custom.colorSecondary).toBe('#dc004e');
  });

  it('wins over darkColors in dark mode, lightened to stand out on dark cards', () => {
    const theme: Theme = { ...GREEN, darkColors: { primary: '#81c784' } };
    const { token } = themeToTokens(theme, { mode: 'dark', branding });
    expect(token.colorPrimary).not.toBe('#81c784');
    expect(contrastRatio(c(token.colorPrimary), c(token.colorBgContainer))).toBeGreaterThanOrEqual(3);
    expect(c(token.colorPrimary).b).toBeGreaterThan(c(token.colorPrimary).g);
  });
});

describe('themeToTokens, dark', () => {
  it('uses the dark algorithm and derives dark surfaces and light text', () => {
    const { algorithm, token, components } = themeToTokens(DEFAULT_THEME, { mode: 'dark' });
    expect(algorithm).toBe('dark');
    expect(token.colorBgLayout).toBe('#121212');
    expect(token.colorBgContainer).toBe('#232323');
    expect(components.Layout).toMatchObject({ bodyBg: '#121212', headerBg: '#232323', siderBg: '#232323' });
    expect(contrastRatio(c(token.colorText), c(token.colorBgContainer))).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(c(token.colorTextSecondary), c(token.colorBgContainer))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c(token.colorTextDisabled), c(token.colorBgContainer))).toBeLessThan(contrastRatio(c(token.colorTextSecondary), c(token.colorBgContainer)));
  });

  it('keeps the primary readable: a surface contrast for the primary, a text contrast for links and status colours', () => {
    for (const primary of ['#1976d2', '#0b2545', '#6a1b9a', '#000000']) {
      const { token, components } = themeToTokens({ colors: { primary, secondary: '#dc004e' } }, { mode: 'dark' });
      expect(contrastRatio(c(token.colorPrimary), c(token.colorBgContainer))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(c(token.colorLink), c(token.colorBgContainer))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c(token.colorError), c(token.colorBgContainer))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c(token.colorTextLightSolid), c(token.colorPrimary))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(c(components.Menu.itemSelectedColor), c(components.Menu.itemSelectedBg))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('derives the dark primary from the theme’s own primary, not the default’s', () => {
    const { token } = themeToTokens(GREEN, { mode: 'dark' });
    expect(token.colorPrimary).toBe('#2e7d32');
    expect(c(token.colorLink).g).toBeGreaterThan(c(token.colorLink).b);
  });

  it('uses darkColors where given', () => {
    const theme: Theme = { ...GREEN, darkColors: { primary: '#81c784', secondary: '#ce93d8', background: '#0d1b2a', paper: '#1b263b' } };
    const { token, components, custom } = themeToTokens(theme, { mode: 'dark' });
    expect(token).toMatchObject({ colorPrimary: '#81c784', colorBgLayout: '#0d1b2a', colorBgContainer: '#1b263b' });
    expect(custom.colorSecondary).toBe('#ce93d8');
    expect(components.Layout).toMatchObject({ bodyBg: '#0d1b2a', siderBg: '#1b263b', headerBg: '#1b263b' });
  });

  it('derives cards from a dark background given alone', () => {
    const { token } = themeToTokens({ ...GREEN, darkColors: { background: '#0d1b2a' } }, { mode: 'dark' });
    expect(token.colorBgLayout).toBe('#0d1b2a');
    expect(c(token.colorBgContainer).b).toBeGreaterThan(c('#0d1b2a').b);
  });

  it('keeps typography and layout the same as light mode', () => {
    const light = themeToTokens(DEFAULT_THEME, { mode: 'light' }).token;
    const dark = themeToTokens(DEFAULT_THEME, { mode: 'dark' }).token;
    expect(dark.fontSizeHeading1).toBe(light.fontSizeHeading1);
    expect(dark.borderRadius).toBe(light.borderRadius);
    expect(dark.margin).toBe(light.margin);
  });
});
