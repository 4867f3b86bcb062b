import type { MenuItem, NavigationTemplate } from '../generated/config-types';
import appNavigation from './app-navigation.json';
import workspaceMenu from './workspace-menu.json';

/** The workspace menu every office shares (spec 1 §2), with the place where the office's own items go. */
export const WORKSPACE_MENU = workspaceMenu as NavigationTemplate;

/** The application side navigation every office shares (spec 3 §2). */
export const APP_NAVIGATION = appNavigation as NavigationTemplate;

function collectIds(items: readonly MenuItem[], into: Set<string>): Set<string> {
  for (const item of items) {
    into.add(item.id);
    if (item.children) collectIds(item.children, into);
  }
  return into;
}

/** The ids the shared menus use, which an office's own items may not reuse. */
export const SHARED_MENU_IDS: ReadonlySet<string> = [WORKSPACE_MENU, APP_NAVIGATION].reduce(
  (ids, template) => collectIds([...template.before, ...template.after], ids),
  new Set<string>(),
);

/** The ids of the shared quick actions. */
export const SHARED_QUICK_ACTION_IDS: ReadonlySet<string> = new Set(
  [...WORKSPACE_MENU.quickActions, ...APP_NAVIGATION.quickActions].map((action) => action.id),
);
