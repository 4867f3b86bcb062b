import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { formatColor, parseColor } from '../../../engine/theme/color';
import { ensureContrast } from '../../../engine/theme/contrast';

/** The primary colour as text: as it is where it reads well (4.5:1) on every given background, else darkened or lightened until it does. */
function primaryAsText(primary: string, backgrounds: readonly string[]): string {
  let color = parseColor(primary);
  if (!color) return primary;
  for (const background of backgrounds.map(parseColor)) if (background) color = ensureContrast(color, background);
  return formatColor(color);
}

/** The theme's colours as the --public-* CSS variables that public.css reads, for the current office, mode and language. */
export function usePublicThemeVars(): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--public-primary': token.colorPrimary,
    '--public-primary-text': primaryAsText(token.colorPrimary, [token.colorBgLayout, token.colorBgContainer]),
    '--public-on-primary': token.colorTextLightSolid,
    '--public-link': token.colorLink,
    '--public-border': token.colorBorderSecondary,
    '--public-text-secondary': token.colorTextSecondary,
    '--public-fill': token.colorFillQuaternary,
    '--public-paper': token.colorBgContainer,
  } as CSSProperties;
}
