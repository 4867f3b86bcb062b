import { Drawer, Grid, Layout } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { AppNavigation } from './AppNavigation';
import { drawerStartsOpen, drawerWidth } from './drawer-width';
import { useQuickActionShortcuts } from './use-quick-action-shortcuts';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/**
 * The application layout (spec 1 §2): the side drawer with the engine's navigation — persistent on wide
 * screens, temporary on small ones, on the right in right-to-left — and the header above the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const screens = Grid.useBreakpoint();
  const isWide = screens.lg === true;
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('shell');
  const width = drawerWidth(useWindowWidth());
  const [isPinnedOpen, setPinnedOpen] = useState(() => drawerStartsOpen(pathname));
  const [isTemporaryOpen, setTemporaryOpen] = useState(false);
  const isOpen = isWide ? isPinnedOpen : isTemporaryOpen;
  const toggle = () => (isWide ? setPinnedOpen((open) => !open) : setTemporaryOpen((open) => !open));
  const isRtl = i18n.dir() === 'rtl';
  useQuickActionShortcuts();

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={isWide}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {isWide ? (
        <Layout.Sider width={width} collapsedWidth={0} collapsed={!isPinnedOpen} trigger={null} theme="light" style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderInlineEnd: isPinnedOpen ? '1px solid rgba(128,128,128,0.2)' : 'none' }}>
          <nav aria-label={t('header.menu')}>
            <AppNavigation />
          </nav>
        </Layout.Sider>
      ) : (
        <Drawer open={isTemporaryOpen} onClose={() => setTemporaryOpen(false)} placement={isRtl ? 'right' : 'left'} size={width} title={t('header.menu')} styles={{ body: { padding: 0 } }}>
          <nav aria-label={t('header.menu')}>
            <AppNavigation onNavigate={() => setTemporaryOpen(false)} />
          </nav>
        </Drawer>
      )}
      <Layout>
        <AppHeader isDrawerOpen={isOpen} onToggleDrawer={toggle} />
        <Layout.Content id="main-content" tabIndex={-1} style={{ padding: 24, minWidth: 0 }}>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
