import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import type { NavigationItem } from '../../../engine/navigation/build-navigation';
import { AntIcon } from '../../../engine/react/AntIcon';
import { menuKey } from './menu-selection';
import { NavBadge } from './NavBadge';

type MenuItems = NonNullable<MenuProps['items']>;

/** Turns the engine's navigation into antd menu items: links, icons, badges; items with children expand. */
export function toMenuItems(items: readonly NavigationItem[], label: (item: NavigationItem) => string): MenuItems {
  return items.map((item) => {
    const text = label(item);
    const content = (
      <span data-nav-id={item.id}>
        {text}
        {item.badge && <NavBadge badge={item.badge} />}
      </span>
    );
    const icon = item.icon ? <AntIcon name={item.icon} /> : undefined;
    if (item.children.length > 0) return { key: `group:${item.id}`, icon, label: content, children: toMenuItems(item.children, label) };
    return { key: menuKey(item), icon, label: item.path ? <Link to={item.path}>{content}</Link> : content };
  });
}
