import type { Branding } from '../generated/config-types';
import { mixColors, parseColor, type Rgba } from './color';
import { ensureContrast, READABLE_CONTRAST, SURFACE_CONTRAST } from './contrast';
import { DEFAULT_THEME, type ResolvedTheme } from './theme-defaults';

/** Light or dark. */
export type ThemeMode = 'light' | 'dark';

/** Every colour the tokens need, for one mode. */
export interface ModePalette {
  primary: Rgba;
  secondary: Rgba;
  accent: Rgba;
  success: Rgba;
  warning: Rgba;
  error: Rgba;
  background: Rgba;
  paper: Rgba;
  header: Rgba;
  sidebar: Rgba;
  text: Rgba;
  textSecondary: Rgba;
  textDisabled: Rgba;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** The first value that is a valid colour; a theme saved before validation must not break the screen. */
const firstColor = (...values: unknown[]): Rgba => values.map(parseColor).find((color) => color !== undefined) ?? BLACK;

const DEFAULTS = DEFAULT_THEME.colors;

function lightPalette(theme: ResolvedTheme, brand: Branding['brandColors']): ModePalette {
  const { colors } = theme;
  return {
    primary: firstColor(brand?.primary, colors.primary, DEFAULTS.primary),
    secondary: firstColor(brand?.secondary, colors.secondary, DEFAULTS.secondary),
    accent: firstColor(brand?.accent, colors.accent, DEFAULTS.accent),
    success: firstColor(colors.success, DEFAULTS.success),
    warning: firstColor(colors.warning, DEFAULTS.warning),
    error: firstColor(colors.error, DEFAULTS.error),
    background: firstColor(colors.background.default, DEFAULTS.background.default),
    paper: firstColor(colors.background.paper, DEFAULTS.background.paper),
    header: firstColor(colors.background.header, DEFAULTS.background.header),
    sidebar: firstColor(colors.background.sidebar, DEFAULTS.background.sidebar),
    text: firstColor(colors.text.primary, DEFAULTS.text.primary),
    textSecondary: firstColor(colors.text.secondary, DEFAULTS.text.secondary),
    textDisabled: firstColor(colors.text.disabled, DEFAULTS.text.disabled),
  };
}

// Material's elevation: a card is its background with a little white laid over.
const DARK_PAPER_LIFT = 0.07;
// Text on dark backgrounds as antd's dark algorithm weighs it: white at 88%, 65% and 35%.
const DARK_TEXT_WEIGHTS = { text: 0.88, textSecondary: 0.65, textDisabled: 0.35 } as const;

function darkPalette(theme: ResolvedTheme, brand: Branding['brandColors']): ModePalette {
  const light = lightPalette(theme, brand);
  const dark = theme.darkColors;
  const background = firstColor(dark.background, DEFAULT_THEME.darkColors.background);
  const paper = parseColor(dark.paper) ?? mixColors(WHITE, background, DARK_PAPER_LIFT);
  // A colour the office chose for dark mode is kept as it is; one carried over from light mode (or the tenant's
  // brand, which wins over both) is lightened until it stands out from dark cards. Brand colours fill buttons and
  // badges, so they need the contrast of an interface part; status colours are read as text, so they need more.
  const carried = (explicit: string | undefined, brandColor: string | undefined, lightColor: Rgba): Rgba => {
    const chosen = parseColor(brandColor) === undefined ? parseColor(explicit) : undefined;
    return chosen ?? ensureContrast(lightColor, paper, SURFACE_CONTRAST);
  };
  return {
    primary: carried(dark.primary, brand?.primary, light.primary),
    secondary: carried(dark.secondary, brand?.secondary, light.secondary),
    accent: ensureContrast(light.accent, paper, SURFACE_CONTRAST),
    success: ensureContrast(light.success, paper, READABLE_CONTRAST),
    warning: ensureContrast(light.warning, paper, READABLE_CONTRAST),
    error: ensureContrast(light.error, paper, READABLE_CONTRAST),
    background,
    paper,
    header: paper,
    sidebar: paper,
    text: mixColors(WHITE, background, DARK_TEXT_WEIGHTS.text),
    textSecondary: mixColors(WHITE, background, DARK_TEXT_WEIGHTS.textSecondary),
    textDisabled: mixColors(WHITE, background, DARK_TEXT_WEIGHTS.textDisabled),
  };
}

const PALETTES: Readonly<Record<ThemeMode, (theme: ResolvedTheme, brand: Branding['brandColors']) => ModePalette>> = {
  light: lightPalette,
  dark: darkPalette,
};

/** The colours of a theme in one mode, brand colours applied over the theme's, invalid colours replaced by the defaults. */
export function modePalette(theme: ResolvedTheme, mode: ThemeMode, brandColors?: Branding['brandColors']): ModePalette {
  return PALETTES[mode](theme, brandColors);
}
