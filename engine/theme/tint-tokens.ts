import { formatColor, mixColors, type Rgba } from './color';
import type { ModePalette, ThemeMode } from './theme-palette';

/** The background and border tints antd draws alerts, tags and selections in, for one status colour. */
type TintNames<Status extends string> = `color${Status}${'Bg' | 'BgHover' | 'Border' | 'BorderHover'}`;
export type TintTokens = Record<TintNames<'Primary' | 'Info' | 'Success' | 'Warning' | 'Error'>, string>;

// How much of the colour each tint takes over the card's background: a dark background takes more to show.
const SHARES: Record<ThemeMode, Record<'Bg' | 'BgHover' | 'Border' | 'BorderHover', number>> = {
  light: { Bg: 0.08, BgHover: 0.14, Border: 0.3, BorderHover: 0.45 },
  dark: { Bg: 0.16, BgHover: 0.24, Border: 0.4, BorderHover: 0.55 },
};

// Whole channels, as the hex written out has them.
const whole = (color: Rgba): Rgba => ({ r: Math.round(color.r), g: Math.round(color.g), b: Math.round(color.b), a: color.a });

/**
 * Each status colour's tints as mixes of that colour with the card's background. antd derives them with
 * @ant-design/colors, whose lightest steps of a dark, saturated colour (the office types' #2e7d32 green, a navy
 * primary) come out grey: a success alert read as a grey box.
 */
export function tintTokens(palette: ModePalette, mode: ThemeMode): TintTokens {
  const statuses = { Primary: palette.primary, Info: palette.primary, Success: palette.success, Warning: palette.warning, Error: palette.error };
  const entries = Object.entries(statuses).flatMap(([status, color]) =>
    Object.entries(SHARES[mode]).map(([step, share]) => [`color${status}${step}`, formatColor(whole(mixColors(color, palette.paper, share)))] as const),
  );
  return Object.fromEntries(entries) as TintTokens;
}
