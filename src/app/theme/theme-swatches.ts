import { parseColor } from '../../../engine/theme/color';
import { contrastRatio, READABLE_CONTRAST, SURFACE_CONTRAST } from '../../../engine/theme/contrast';
import type { ThemeTokens } from '../../../engine/theme/theme-tokens';

/** The colours a theme preview shows, each with the colour it is measured against. */
export type SwatchName = 'primary' | 'secondary' | 'accent' | 'success' | 'warning' | 'error' | 'background' | 'surface' | 'text' | 'textSecondary';

/** How a contrast ratio fares under WCAG 2: body text (4.5:1), large text and controls (3:1), or neither. */
export type ContrastLevel = 'aa' | 'large' | 'fails';

/** One colour of the theme: its value, the swatch it is measured against, and the WCAG contrast of the pair. */
export interface ThemeSwatch {
  name: SwatchName;
  color: string;
  against: SwatchName;
  ratio: number;
  level: ContrastLevel;
}

/** The WCAG level a contrast ratio reaches. */
export const contrastLevel = (ratio: number): ContrastLevel => (ratio >= READABLE_CONTRAST ? 'aa' : ratio >= SURFACE_CONTRAST ? 'large' : 'fails');

/**
 * The theme's colours in one mode: brand and status colours against the card background they sit on, the two
 * backgrounds against the text drawn on them, and the text colours against the card background.
 */
export function themeSwatches({ token, custom }: ThemeTokens): ThemeSwatch[] {
  const colors: Record<SwatchName, string> = {
    primary: token.colorPrimary,
    secondary: custom.colorSecondary,
    accent: custom.colorAccent,
    success: token.colorSuccess,
    warning: token.colorWarning,
    error: token.colorError,
    background: token.colorBgLayout,
    surface: token.colorBgContainer,
    text: token.colorText,
    textSecondary: token.colorTextSecondary,
  };
  const against = (name: SwatchName): SwatchName => (name === 'background' || name === 'surface' ? 'text' : 'surface');
  return (Object.keys(colors) as SwatchName[]).map((name) => {
    const [front, back] = against(name) === 'text' ? [colors.text, colors[name]] : [colors[name], colors.surface];
    const [foreground, background] = [parseColor(front), parseColor(back)];
    const ratio = foreground && background ? contrastRatio(foreground, background) : 1;
    return { name, color: colors[name], against: against(name), ratio, level: contrastLevel(ratio) };
  });
}
