import type { ResolvedFlag } from '../../../../engine/features/resolve-features';
import { buildAppNavigation, buildWorkspaceMenu, type NavigationItem, type NavigationQuickAction } from '../../../../engine/navigation/build-navigation';
import type { OfficeConfiguration } from '../../../../engine/resolve/resolve-office';
import { gatedRoutes } from '../../../../engine/routing/route-gating';
import { choose, configWithChoices, type FeatureChoices } from './feature-choices';

/** What goes away when a flag is turned off: the flags that depend on it, the menu entries and the screens. */
export interface TurnOffConsequences {
  flags: ResolvedFlag[];
  /** The menu items that disappear; an item whose parent disappears too goes without saying. */
  menuItems: NavigationItem[];
  quickActions: NavigationQuickAction[];
  routes: string[];
}

// The consequences are shown as an administrator sees the menus: every item their roles allow.
const VIEWER = { roles: ['admin'] };

interface Menus {
  /** Every menu item by id, with its parent's id. */
  items: Map<string, { item: NavigationItem; parent?: string }>;
  quickActions: NavigationQuickAction[];
}

function menusOf(config: OfficeConfiguration): Menus {
  const items: Menus['items'] = new Map();
  const walk = (list: readonly NavigationItem[], parent?: string) => {
    for (const item of list) {
      if (!items.has(item.id)) items.set(item.id, { item, ...(parent ? { parent } : {}) });
      walk(item.children, item.id);
    }
  };
  const workspace = buildWorkspaceMenu(config, VIEWER);
  walk(buildAppNavigation(config, VIEWER));
  walk(workspace.items);
  return { items, quickActions: workspace.quickActions };
}

/**
 * What turning a flag off would take away, as the engine decides it: the flags that would go off with it (they depend
 * on it), the menu items and quick actions that would disappear, and the routes that would be closed.
 */
export function turnOffConsequences(config: OfficeConfiguration, choices: FeatureChoices, id: string): TurnOffConsequences {
  const before = configWithChoices(config, choices);
  const after = configWithChoices(config, choose(choices, id, 'off'));
  const flags = Object.values(before.featureFlags.features).filter((flag) => flag.id !== id && flag.enabled && !after.featureFlags.features[flag.id]?.enabled);
  const gone = new Set([id, ...flags.map((flag) => flag.id)]);
  const [was, will] = [menusOf(before), menusOf(after)];
  const removed = new Set([...was.items.keys()].filter((key) => !will.items.has(key)));
  const menuItems = [...was.items.values()].filter(({ item, parent }) => removed.has(item.id) && !(parent && removed.has(parent))).map(({ item }) => item);
  const remainingActions = new Set(will.quickActions.map((action) => action.id));
  const quickActions = was.quickActions.filter((action) => !remainingActions.has(action.id));
  const routes = [...new Set(gatedRoutes(before).filter((entry) => gone.has(entry.feature)).map((entry) => entry.route))];
  return { flags, menuItems, quickActions, routes };
}
