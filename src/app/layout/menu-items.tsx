import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import type { NavigationItem } from '../../../engine/navigation/build-navigation';
import { AntIcon } from '../../../engine/react/AntIcon';
import { NavBadge } from './NavBadge';

type MenuItems = NonNullable<MenuProps['items']>;

/** The menu key of an item: its path with query when it leads somewhere, else its id. */
export const menuKey = (item: NavigationItem): string => item.path ?? `#${item.id}`;

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

/** The key of the item that matches where the user is: an exact path with query first, then the longest path prefix. */
export function selectedKey(items: readonly NavigationItem[], pathname: string, search: string): { key?: string; parents: string[] } {
  let best: { key: string; score: number; parents: string[] } | undefined;
  const visit = (list: readonly NavigationItem[], parents: string[]) => {
    for (const item of list) {
      if (item.path) {
        const [path = '', query = ''] = item.path.split('?');
        const isExact = path === pathname && (query === '' ? search === '' : `?${query}` === search);
        const isUnder = path !== '/' && (pathname === path || pathname.startsWith(`${path}/`));
        const score = isExact ? 10_000 : isUnder && !query ? path.length : -1;
        if (score >= 0 && (!best || score > best.score)) best = { key: menuKey(item), score, parents };
      }
      visit(item.children, [...parents, `group:${item.id}`]);
    }
  };
  visit(items, []);
  return best ? { key: best.key, parents: best.parents } : { parents: [] };
}
