import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, isRtl } from '../../../engine/i18n/languages';
import { themeToTokens } from '../../../engine/theme/theme-tokens';
import { useOffice } from '../office/office-context';
import { antdThemeConfig } from './antd-theme-config';
import { ReadableTokens } from './ReadableTokens';
import { isInjectingStyles } from './style-injection';
import { useAntdLocale } from './use-antd-locale';
import { useThemeMode } from './use-theme-mode';

/**
 * antd in the current language and direction, light or dark, with the office theme's and the tenant's
 * branding's tokens (engine theme); the default theme until an office is known.
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { office } = useOffice();
  const { mode } = useThemeMode();
  const language = isLanguage(i18n.language) ? i18n.language : 'he';
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const locale = useAntdLocale(language);
  const themeConfig = useMemo<ThemeConfig>(() => {
    const tokens = themeToTokens(office?.ui.theme, { mode, direction, ...(office?.ui.branding ? { branding: office.ui.branding } : {}) });
    return antdThemeConfig(tokens);
  }, [direction, mode, office]);
  // The shell's own CSS (the route loading bar, the user's avatar) reads the office's primary colour here.
  const primary = themeConfig.token?.colorPrimary;
  useEffect(() => {
    if (primary) document.documentElement.style.setProperty('--lishka-color-primary', primary);
  }, [primary]);
  const tree = (
    <ConfigProvider direction={direction} locale={locale} theme={themeConfig}>
      <ReadableTokens>{children}</ReadableTokens>
    </ConfigProvider>
  );
  // "server" computes the styles without writing them into the document (see style-injection.ts).
  return isInjectingStyles() ? tree : <StyleProvider mock="server">{tree}</StyleProvider>;
}
