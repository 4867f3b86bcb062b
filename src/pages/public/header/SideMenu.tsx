import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRtl } from '../../../../engine/i18n/languages';
import { LinkButton } from '../LinkButton';
import { useLanguage } from '../use-language';
import type { HeaderLink } from './account-links';

/** The side menu of narrow screens: the header's links, from the right in right-to-left languages. */
export function SideMenu({ isOpen, onClose, links }: { isOpen: boolean; onClose: () => void; links: HeaderLink[] }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      placement={isRtl(language) ? 'right' : 'left'}
      size={280}
      title={t('header.menu')}
      closable={{ 'aria-label': t('header.closeMenu') }}
      rootClassName="public-side-menu-drawer"
    >
      <nav aria-label={t('header.menu')} className="public-side-menu" data-testid="side-menu">
        {links.map((link) => (
          <LinkButton key={link.key} to={link.to} block size="large" type={link.isPrimary ? 'primary' : 'default'} onClick={onClose}>
            {link.label}
          </LinkButton>
        ))}
      </nav>
    </Drawer>
  );
}
