import type { Branding, Theme } from '../generated/config-types';
import { formatColor, mixColors, parseColor, type Rgba } from './color';
import { ensureContrast, pickReadable, READABLE_CONTRAST, readableTextOn } from './contrast';
import type { ThemePatch } from './merge-theme';
import { DEFAULT_THEME, resolveTheme } from './theme-defaults';
import { modePalette, type ModePalette, type ThemeMode } from './theme-palette';
import { tintTokens, type TintTokens } from './tint-tokens';

/** How to turn a theme into tokens: the mode, the tenant's branding (its brand colours win) and the writing direction (default rtl). */
export interface ThemeTokenOptions {
  mode: ThemeMode;
  branding?: Pick<Branding, 'brandColors'>;
  direction?: 'rtl' | 'ltr';
}

// antd's spacing steps as multiples of the theme's spacing unit (with 8 they give antd's defaults: 4, 8, 12, 16, 20, 24, 32).
const SPACING_STEPS = { XXS: 0.5, XS: 1, SM: 1.5, '': 2, MD: 2.5, LG: 3, XL: 4 } as const;
type SpacingStep = keyof typeof SPACING_STEPS;
type SpacingTokens = Record<`margin${SpacingStep}` | `padding${SpacingStep}`, number>;

/** The global tokens, named as antd names them. */
export interface DesignTokens extends SpacingTokens, TintTokens {
  colorPrimary: string;
  colorInfo: string;
  colorLink: string;
  colorSuccess: string;
  colorWarning: string;
  colorError: string;
  colorBgLayout: string;
  colorBgContainer: string;
  colorBgElevated: string;
  colorText: string;
  colorTextSecondary: string;
  /** antd derives these two from the text colour with transparency; set, they keep the secondary text's contrast. */
  colorTextTertiary: string;
  colorTextDescription: string;
  /** A field's placeholder, read as text (axe checks its contrast too). */
  colorTextPlaceholder: string;
  colorTextDisabled: string;
  /** Text on primary-coloured surfaces such as primary buttons. */
  colorTextLightSolid: string;
  fontFamily: string;
  fontSize: number;
  fontSizeSM: number;
  fontSizeLG: number;
  fontSizeXL: number;
  fontSizeHeading1: number;
  fontSizeHeading2: number;
  fontSizeHeading3: number;
  fontSizeHeading4: number;
  fontSizeHeading5: number;
  fontWeightStrong: number;
  lineHeight: number;
  lineHeightHeading1: number;
  lineHeightHeading2: number;
  lineHeightHeading3: number;
  lineHeightHeading4: number;
  lineHeightHeading5: number;
  borderRadius: number;
  borderRadiusXS: number;
  borderRadiusSM: number;
  borderRadiusLG: number;
  sizeUnit: number;
  sizeStep: number;
  boxShadow?: string;
  boxShadowSecondary?: string;
  boxShadowTertiary?: string;
}

/** A plain object shaped like antd's ThemeConfig (the React binding maps `algorithm` to antd's algorithm), plus what antd has no token for. */
export interface ThemeTokens {
  algorithm: 'default' | 'dark';
  direction: 'rtl' | 'ltr';
  token: DesignTokens;
  components: {
    Layout: { headerBg: string; headerColor: string; siderBg: string; lightSiderBg: string; bodyBg: string; footerBg: string };
    Menu: Record<'itemBg' | 'subMenuItemBg' | 'popupBg' | 'itemColor' | 'itemHoverColor' | 'itemSelectedBg' | 'itemSelectedColor' | 'subMenuItemSelectedColor' | 'itemActiveBg' | 'horizontalItemSelectedColor', string>;
    Typography: { titleFontWeight: number };
  };
  /** Values antd has no global token for, for the app's own components and CSS variables. */
  custom: { colorSecondary: string; colorAccent: string; fontFamilyHeading: string; containerMaxWidth: number };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** A positive number, or the fallback when a theme saved before validation holds something else. */
const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);
const nonNegative = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

function spacingTokens(unit: number): SpacingTokens & { sizeUnit: number; sizeStep: number } {
  const tokens: Partial<SpacingTokens> = {};
  for (const [step, multiple] of Object.entries(SPACING_STEPS) as [SpacingStep, number][]) {
    tokens[`margin${step}`] = Math.round(unit * multiple);
    tokens[`padding${step}`] = Math.round(unit * multiple);
  }
  return { ...(tokens as SpacingTokens), sizeUnit: unit / 2, sizeStep: unit / 2 };
}

function menuTokens(palette: ModePalette, mode: ThemeMode): ThemeTokens['components']['Menu'] {
  const itemColor = pickReadable(palette.sidebar, [palette.text, readableTextOn(palette.sidebar)]);
  // Whole channels, as the hex written out has them, and a little over the ratio: the browser blends and rounds
  // again, and a selected item measured at exactly 4.5:1 (the medical theme) read 4.48:1 on screen.
  const mixed = mixColors(palette.primary, palette.sidebar, mode === 'dark' ? 0.24 : 0.12);
  const selectedBg = { r: Math.round(mixed.r), g: Math.round(mixed.g), b: Math.round(mixed.b), a: mixed.a };
  const selectedColor = formatColor(ensureContrast(palette.primary, selectedBg, READABLE_CONTRAST + 0.1));
  return {
    itemBg: formatColor(palette.sidebar),
    subMenuItemBg: formatColor(palette.sidebar),
    popupBg: formatColor(palette.paper),
    itemColor: formatColor(itemColor),
    itemHoverColor: formatColor(itemColor),
    itemSelectedBg: formatColor(selectedBg),
    itemSelectedColor: selectedColor,
    // The title of a group whose page is open is in the primary colour on the sidebar itself, not on the selected tint.
    subMenuItemSelectedColor: formatColor(ensureContrast(palette.primary, palette.sidebar, READABLE_CONTRAST + 0.1)),
    itemActiveBg: formatColor(selectedBg),
    horizontalItemSelectedColor: selectedColor,
  };
}

const readableOn = (background: Rgba, text: Rgba): string => formatColor(pickReadable(background, [text, readableTextOn(background)]));

/**
 * Turns a theme into antd-shaped tokens for one mode (spec 3 §3, §9): brand colours over the theme's, dark mode from
 * darkColors or derived, heading sizes from the base size and scale (heading n = base × scale^(6−n)), spacing and radii
 * from the layout, no shadows when they are off; every missing field falls back to the default theme.
 */
export function themeToTokens(theme: Theme | ThemePatch | undefined, options: ThemeTokenOptions): ThemeTokens {
  const resolved = resolveTheme(theme);
  const { typography, layout } = resolved;
  const palette = modePalette(resolved, options.mode, options.branding?.brandColors);
  const base = positive(typography.baseSize, DEFAULT_THEME.typography.baseSize);
  const scale = positive(typography.scale, DEFAULT_THEME.typography.scale);
  const heading = (level: number): number => Math.round(base * scale ** (6 - level));
  const headingLineHeight = positive(typography.lineHeights.heading, DEFAULT_THEME.typography.lineHeights.heading);
  const radius = layout.borderRadius;
  const small = nonNegative(radius.small, DEFAULT_THEME.layout.borderRadius.small);
  const primary = formatColor(palette.primary);
  // Secondary text must still be read (WCAG AA, 4.5:1) on the page background and on cards alike.
  const secondary = formatColor(ensureContrast(ensureContrast(palette.textSecondary, palette.background, READABLE_CONTRAST), palette.paper, READABLE_CONTRAST));
  // A text colour keeping its hue, readable on cards and on the page's background alike, as written out (a derived
  // card colour has fractions of channels that its hex rounds away).
  const [background, paper] = [palette.background, palette.paper].map((color) => parseColor(formatColor(color)) ?? color) as [Rgba, Rgba];
  const readableText = (color: Rgba): string => formatColor(ensureContrast(ensureContrast(color, background, READABLE_CONTRAST), paper, READABLE_CONTRAST));
  const noShadows = layout.shadows === false ? { boxShadow: 'none', boxShadowSecondary: 'none', boxShadowTertiary: 'none' } : {};
  return {
    algorithm: options.mode === 'dark' ? 'dark' : 'default',
    direction: options.direction ?? 'rtl',
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      // Links are text, so they get the body-text contrast even where the primary colour (a surface) does not,
      // on cards and on the page's background alike.
      colorLink: readableText(palette.primary),
      // Status colours are read as text too (an overdue date, a danger button's word).
      colorSuccess: readableText(palette.success),
      colorWarning: readableText(palette.warning),
      colorError: readableText(palette.error),
      ...tintTokens(palette, options.mode),
      colorBgLayout: formatColor(palette.background),
      colorBgContainer: formatColor(palette.paper),
      colorBgElevated: formatColor(palette.paper),
      colorText: formatColor(palette.text),
      colorTextSecondary: secondary,
      colorTextTertiary: secondary,
      colorTextDescription: secondary,
      colorTextPlaceholder: secondary,
      colorTextDisabled: formatColor(palette.textDisabled),
      // White on primary as antd has it, unless the primary is too light for white to be read.
      colorTextLightSolid: formatColor(pickReadable(palette.primary, [WHITE, BLACK])),
      fontFamily: typography.fontFamily || DEFAULT_THEME.typography.fontFamily,
      fontSize: base,
      fontSizeSM: Math.round(base / scale),
      fontSizeLG: heading(5),
      fontSizeXL: heading(4),
      fontSizeHeading1: heading(1),
      fontSizeHeading2: heading(2),
      fontSizeHeading3: heading(3),
      fontSizeHeading4: heading(4),
      fontSizeHeading5: heading(5),
      fontWeightStrong: positive(typography.weights.bold, DEFAULT_THEME.typography.weights.bold),
      lineHeight: positive(typography.lineHeights.body, DEFAULT_THEME.typography.lineHeights.body),
      lineHeightHeading1: headingLineHeight,
      lineHeightHeading2: headingLineHeight,
      lineHeightHeading3: headingLineHeight,
      lineHeightHeading4: headingLineHeight,
      lineHeightHeading5: headingLineHeight,
      borderRadius: nonNegative(radius.medium, DEFAULT_THEME.layout.borderRadius.medium),
      borderRadiusXS: Math.round(small / 2),
      borderRadiusSM: small,
      borderRadiusLG: nonNegative(radius.large, DEFAULT_THEME.layout.borderRadius.large),
      ...spacingTokens(positive(layout.spacing, DEFAULT_THEME.layout.spacing)),
      ...noShadows,
    },
    components: {
      Layout: {
        headerBg: formatColor(palette.header),
        headerColor: readableOn(palette.header, palette.text),
        siderBg: formatColor(palette.sidebar),
        lightSiderBg: formatColor(palette.sidebar),
        bodyBg: formatColor(palette.background),
        footerBg: formatColor(palette.background),
      },
      Menu: menuTokens(palette, options.mode),
      Typography: { titleFontWeight: positive(typography.weights.bold, DEFAULT_THEME.typography.weights.bold) },
    },
    custom: {
      colorSecondary: formatColor(palette.secondary),
      colorAccent: formatColor(palette.accent),
      fontFamilyHeading: typography.headingFontFamily || typography.fontFamily || DEFAULT_THEME.typography.headingFontFamily,
      containerMaxWidth: positive(layout.containerMaxWidth, DEFAULT_THEME.layout.containerMaxWidth),
    },
  };
}
