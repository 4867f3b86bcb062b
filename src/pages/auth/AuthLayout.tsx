import { Flex, Layout, Space, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../app/chrome/LanguageMenu';
import { ThemeToggle } from '../../app/chrome/ThemeToggle';
import { AuthBrand } from './AuthBrand';
import { Quiet } from './Quiet';
import { TextLink } from './TextLink';

/** The frame of the sign-in pages: the office and Lishka at the top with the language and theme, a centred card on a calm background. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { t: shell } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', background: `linear-gradient(160deg, color-mix(in srgb, ${token.colorPrimaryBg} 55%, ${token.colorBgLayout}) 0%, ${token.colorBgLayout} 60%)` }}>
      <a className="skip-link" href="#auth-main">
        {shell('skipToContent')}
      </a>
      <Flex component="header" align="center" justify="space-between" gap={12} wrap style={{ padding: '12px clamp(12px, 4vw, 32px)' }}>
        <AuthBrand />
        <Space size={4}>
          <LanguageMenu />
          <ThemeToggle />
        </Space>
      </Flex>
      <Flex component="main" id="auth-main" tabIndex={-1} vertical align="center" justify="center" style={{ flex: 1, padding: '16px clamp(8px, 3vw, 24px) 32px', outline: 'none' }}>
        <div
          style={{
            width: '100%',
            maxWidth: 520,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG * 2,
            boxShadow: token.boxShadowTertiary,
            border: `1px solid ${token.colorBorderSecondary}`,
            padding: 'clamp(20px, 5vw, 40px)',
          }}
        >
          {children}
        </div>
      </Flex>
      <Flex component="footer" justify="center" gap={16} wrap style={{ padding: '12px 16px 20px' }}>
        <Quiet>{t('layout.rights', { year: new Date().getFullYear() })}</Quiet>
        <TextLink to="/terms">{t('layout.terms')}</TextLink>
        <TextLink to="/privacy">{t('layout.privacy')}</TextLink>
      </Flex>
    </Layout>
  );
}
