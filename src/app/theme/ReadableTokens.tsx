import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { formatColor, parseColor } from '../../../engine/theme/color';
import { ensureContrast } from '../../../engine/theme/contrast';

/** A text colour made readable (WCAG AA, 4.5:1) on each of the backgrounds it is drawn on, keeping its hue. */
function readableOn(color: string, backgrounds: readonly string[]): string {
  let result = parseColor(color);
  if (!result) return color;
  for (const background of backgrounds.map(parseColor)) if (background) result = ensureContrast(result, background);
  return formatColor(result);
}

/**
 * Every page's text at WCAG AA contrast, light or dark, where antd derives colours from the theme's: the
 * selected tab in the primary colour on the layout background, and links on tinted alerts, take a primary and
 * link colour made readable on those backgrounds (the engine's theme tokens already make secondary,
 * tertiary and description text readable).
 */
export function ReadableTokens({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const tab = readableOn(token.colorPrimary, [token.colorBgLayout, token.colorBgContainer]);
  const link = readableOn(token.colorLink, [token.colorBgContainer, token.colorWarningBg, token.colorInfoBg, token.colorBgLayout]);
  return (
    <ConfigProvider
      theme={{
        token: { colorLink: link, colorLinkHover: link, colorLinkActive: link },
        components: { Tabs: { itemSelectedColor: tab, itemActiveColor: tab, itemHoverColor: tab } },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
