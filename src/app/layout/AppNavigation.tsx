import { Button, Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { NavigationItem } from '../../../engine/navigation/build-navigation';
import { LazyResult } from '../chrome/LazyResult';
import { officeClientPath } from '../../../engine/routing/app-routes';
import { useOffice } from '../office/office-context';
import { useLabel } from '../office/use-term';
import { toMenuItems } from './menu-items';
import { selectedKey } from './menu-selection';

/** Which of the engine's menus a path shows: the workspace menu on /workspace, the application navigation elsewhere (spec 1 §2). */
export function menuFor(pathname: string, navigation: { app: NavigationItem[]; workspace: NavigationItem[] }): NavigationItem[] {
  return pathname === '/workspace' || pathname.startsWith('/workspace/') ? navigation.workspace : navigation.app;
}

/** The side navigation, built by the engine from the office configuration for the user's roles. */
export function AppNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { runtime, error, retry } = useOffice();
  const { t } = useTranslation('common');
  const label = useLabel();
  const { pathname, search } = useLocation();
  const items = useMemo(() => (runtime ? menuFor(pathname, runtime.navigation) : []), [pathname, runtime]);
  const modules = runtime?.config.features.modules;
  // A shared link may still open /clients/<id>; the menu names the office's own client path (/patients).
  const selected = useMemo(() => selectedKey(items, officeClientPath(pathname, modules ?? []), search), [items, pathname, modules, search]);
  const [openKeys, setOpenKeys] = useState<string[]>(selected.parents);
  const menuItems = useMemo(() => toMenuItems(items, (item) => label(item)), [items, label]);
  if (!runtime && error) {
    return <LazyResult status="warning" subTitle={t('loadFailed')} extra={<Button onClick={retry}>{t('retry')}</Button>} />;
  }
  return (
    <Menu
      mode="inline"
      items={menuItems}
      selectedKeys={selected.key ? [selected.key] : []}
      openKeys={[...new Set([...openKeys, ...selected.parents])]}
      onOpenChange={(keys) => setOpenKeys(keys.filter((key) => !selected.parents.includes(key) || keys.includes(key)))}
      onClick={() => onNavigate?.()}
      style={{ borderInlineEnd: 'none' }}
      data-testid="app-navigation"
    />
  );
}
