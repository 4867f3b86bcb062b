import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { formatColor, parseColor } from '../../../engine/theme/color';
import { readableTextOn } from '../../../engine/theme/contrast';
import type { ThemeTokens } from '../../../engine/theme/theme-tokens';
import { hasStaticStyles } from './style-injection';

/**
 * Links are text, drawn in the colour the theme gives them. antd's algorithms derive the link colour from that seed
 * instead, and its dark algorithm blends it towards the background (a readable #4fb3bd became #619094, 4.4:1 on
 * the medical office's dark cards); its hover colour is lighter still in light mode.
 */
export const linksAsGiven: MappingAlgorithm = (seed, map = antdTheme.defaultAlgorithm(seed)) =>
  seed.colorLink ? { ...map, colorLink: seed.colorLink, colorLinkHover: seed.colorLink, colorLinkActive: seed.colorLink } : map;

const STATUSES = ['colorError', 'colorSuccess', 'colorWarning'] as const;

/**
 * The status colours are read as text too (a danger button's word, an overdue date), and the engine made them
 * readable on cards and on the page; antd's algorithms derive their text shades again (the dark one blends them
 * back towards the background).
 */
export const statusTextsAsGiven: MappingAlgorithm = (seed, map = antdTheme.defaultAlgorithm(seed)) => {
  const kept: Record<string, string> = {};
  for (const status of STATUSES) {
    for (const suffix of ['', 'Text', 'TextHover', 'TextActive']) kept[`${status}${suffix}`] = seed[status];
  }
  return { ...map, ...kept };
};

/** The engine's theme tokens as antd's theme: its algorithm for the mode, then the colours the theme made readable kept. */
export function antdThemeConfig(tokens: ThemeTokens): ThemeConfig {
  const isDark = tokens.algorithm === 'dark';
  const error = parseColor(tokens.token.colorError);
  return {
    algorithm: [isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, linksAsGiven, statusTextsAsGiven],
    token: tokens.token,
    components: {
      Layout: tokens.components.Layout,
      Menu: tokens.components.Menu,
      // antd's Typography has no title-weight token of its own: headings take the strong weight.
      Typography: { fontWeightStrong: tokens.components.Typography.titleFontWeight },
      // A solid danger button's word on the error colour, which dark mode lightens.
      ...(error ? { Button: { dangerColor: formatColor(readableTextOn(error)) } } : {}),
    },
    cssVar: { key: 'lishka' },
    // The built app brings antd's CSS with its chunks, written without hash classes: antd writes none at run time.
    ...(hasStaticStyles() ? { zeroRuntime: true, hashed: false } : {}),
  };
}
