import type { NavigationItem } from '../../../engine/navigation/build-navigation';

/** The menu key of an item: its path with query when it leads somewhere, else its id. */
export const menuKey = (item: NavigationItem): string => item.path ?? `#${item.id}`;

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
        // On a tie a child wins over its group (/clients and its list entry /clients): the group is drawn as group:<id>.
        if (score >= 0 && (!best || score > best.score || (score === best.score && parents.length > best.parents.length))) best = { key: menuKey(item), score, parents };
      }
      visit(item.children, [...parents, `group:${item.id}`]);
    }
  };
  visit(items, []);
  return best ? { key: best.key, parents: best.parents } : { parents: [] };
}
