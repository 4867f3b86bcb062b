import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFooter } from './footer/PublicFooter';
import { PublicHeader } from './header/PublicHeader';
import { usePublicThemeVars } from './public-theme-vars';
import './public.css';

/** The frame of every public page: a skip link, the public header, the page in main#main-content, and the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const themeVars = usePublicThemeVars();
  return (
    <Layout className="public-layout" style={themeVars}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <PublicHeader />
      <Layout.Content id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </Layout.Content>
      <PublicFooter />
    </Layout>
  );
}
