import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../../app/chrome/LanguageMenu';
import { ThemeToggle } from '../../../app/chrome/ThemeToggle';
import { NotificationBell } from '../../../notifications/NotificationBell';
import { LinkButton } from '../LinkButton';
import { useAccountLinks, type HeaderLink } from './account-links';
import { BrandLogo } from './BrandLogo';
import { SideMenu } from './SideMenu';

/**
 * The public header (spec 1 §2): the logo, a home link, log in and sign up (or the dashboard), the theme toggle,
 * the notification bell and the language menu; below 768 px the links move into a side menu.
 */
export function PublicHeader() {
  const { t } = useTranslation('shell');
  const { t: tp } = useTranslation('public');
  const accountLinks = useAccountLinks();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const home: HeaderLink = { key: 'home', to: '/', label: t('header.home'), isPrimary: false };
  return (
    <Layout.Header className="public-header">
      <div className="public-container public-header__bar">
        <BrandLogo />
        <nav aria-label={tp('nav.main')} className="public-header__nav public-wide" data-testid="header-nav">
          <LinkButton to="/" type="text">
            {home.label}
          </LinkButton>
          <Space size="small">
            {accountLinks.map((link) => (
              <LinkButton key={link.key} to={link.to} type={link.isPrimary ? 'primary' : 'default'}>
                {link.label}
              </LinkButton>
            ))}
          </Space>
        </nav>
        <div className="public-header__tools">
          <ThemeToggle />
          <NotificationBell />
          <LanguageMenu />
          <Button
            className="public-narrow"
            type="text"
            icon={<MenuOutlined />}
            aria-label={t('header.openMenu')}
            aria-expanded={isMenuOpen}
            onClick={() => setMenuOpen(true)}
            data-testid="menu-button"
          />
        </div>
      </div>
      <SideMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} links={[home, ...accountLinks]} />
    </Layout.Header>
  );
}
