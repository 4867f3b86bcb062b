import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../chrome/LanguageMenu';
import { ThemeToggle } from '../chrome/ThemeToggle';
import { NotificationBell } from '../../notifications/NotificationBell';
import { TasksButton } from '../../pages/tasks/TasksButton';
import { OfficeBrand } from './OfficeBrand';
import { UserMenu } from './UserMenu';

/** The application header: the drawer toggle, the tenant's branding, language, theme, my tasks, notifications and the user menu. */
export function AppHeader({ isDrawerOpen, onToggleDrawer }: { isDrawerOpen: boolean; onToggleDrawer(): void }) {
  const { t, i18n } = useTranslation('shell');
  const isRtl = i18n.dir() === 'rtl';
  // The fold icons point left; in right-to-left the drawer sits on the right, so they turn round.
  const Icon = isDrawerOpen !== isRtl ? MenuFoldOutlined : MenuUnfoldOutlined;
  return (
    <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 10, paddingInline: 16, display: 'flex', alignItems: 'center', gap: 12, borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
      <Button type="text" icon={<Icon />} onClick={onToggleDrawer} aria-label={isDrawerOpen ? t('header.closeMenu') : t('header.openMenu')} aria-expanded={isDrawerOpen} data-testid="drawer-toggle" />
      <OfficeBrand />
      <Flex gap={4} align="center" style={{ marginInlineStart: 'auto' }}>
        <LanguageMenu />
        <ThemeToggle />
        <TasksButton />
        <NotificationBell />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
