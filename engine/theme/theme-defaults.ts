import type { Theme, ThemeDarkColors } from '../generated/config-types';
import { mergeTheme, type ThemePatch } from './merge-theme';

type Complete<T> = {
  [K in keyof T]-?: NonNullable<T[K]> extends readonly unknown[] ? NonNullable<T[K]> : NonNullable<T[K]> extends object ? Complete<NonNullable<T[K]>> : NonNullable<T[K]>;
};

/**
 * A theme with every field set. Dark-mode primary and secondary stay optional: when absent they are derived from
 * the light colours, so a tenant who changes its primary colour does not keep the default's dark blue.
 */
export type ResolvedTheme = Complete<Omit<Theme, 'darkColors'>> & { darkColors: ThemeDarkColors & { background: string } };

/** The default theme (spec 1 §9, spec 3 §9): primary #1976d2, secondary #dc004e, base font 14, scale 1.2, spacing 8, radii 4/8/12. */
export const DEFAULT_THEME: ResolvedTheme = {
  name: 'Lishka',
  colors: {
    primary: '#1976d2',
    secondary: '#dc004e',
    accent: '#009688',
    success: '#2e7d32',
    warning: '#ed6c02',
    error: '#d32f2f',
    background: { default: '#f5f7fa', paper: '#ffffff', header: '#ffffff', sidebar: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#4b5563', disabled: '#9ca3af' },
  },
  // Only the page background: cards, text and the dark primary are derived from it and from the light colours.
  darkColors: { background: '#121212' },
  typography: {
    fontFamily: "Heebo, 'Segoe UI', Arial, sans-serif",
    headingFontFamily: "Heebo, 'Segoe UI', Arial, sans-serif",
    baseSize: 14,
    scale: 1.2,
    weights: { regular: 400, medium: 500, bold: 700 },
    lineHeights: { body: 1.5715, heading: 1.3 },
  },
  layout: {
    headerStyle: 'fixed',
    sidebarStyle: 'full',
    footerStyle: 'minimal',
    containerMaxWidth: 1440,
    spacing: 8,
    borderRadius: { small: 4, medium: 8, large: 12 },
    shadows: true,
  },
  features: {
    whiteLabel: false,
    customBranding: true,
    customNavigation: true,
    customDashboard: true,
    customColors: true,
    customTypography: false,
  },
};

/** A theme (or a partial one) completed with the defaults for every field it leaves out. */
export function resolveTheme(theme: Theme | ThemePatch | undefined): ResolvedTheme {
  return mergeTheme(DEFAULT_THEME, theme as ThemePatch | undefined);
}
