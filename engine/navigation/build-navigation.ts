import type { MenuBadge, MenuItem, NavigationTemplate, QuickAction } from '../generated/config-types';
import type { OfficeConfiguration } from '../resolve/resolve-office';
import { effectivePermissions, hasPermission } from '../roles';
import { officeClientPath } from '../routing/app-routes';
import { applyCustomizations } from './apply-customizations';
import { APP_NAVIGATION, WORKSPACE_MENU } from './templates';

/** Who is looking: their roles (platform and professional). */
export interface NavigationViewer {
  roles: readonly string[];
}

/** A menu item ready to draw: path and permission taken from its module, children filtered, label unresolved. */
export interface NavigationItem {
  id: string;
  path?: string;
  label?: MenuItem['label'];
  labelKey?: string;
  icon?: string;
  badge?: MenuBadge;
  children: NavigationItem[];
}

/** A quick action ready to draw. */
export type NavigationQuickAction = Pick<QuickAction, 'id' | 'path' | 'form' | 'label' | 'labelKey' | 'icon' | 'shortcut'>;

interface Filter {
  isOn(feature: string | undefined): boolean;
  mayOpen(entry: { permission?: string; roles?: readonly string[] }): boolean;
}

function makeFilter(config: OfficeConfiguration, viewer: NavigationViewer): Filter {
  const permissions = effectivePermissions(config, viewer.roles);
  return {
    isOn: (feature) => feature === undefined || config.featureFlags.features[feature]?.enabled === true,
    mayOpen: ({ permission, roles }) =>
      (permission === undefined || hasPermission(permissions, permission)) &&
      (roles === undefined || roles.includes('*') || roles.some((role) => viewer.roles.includes(role))),
  };
}

function buildItems(config: OfficeConfiguration, items: readonly MenuItem[], filter: Filter): NavigationItem[] {
  const built: NavigationItem[] = [];
  for (const item of items) {
    const module = item.module ? config.features.modules.find((candidate) => candidate.id === item.module) : undefined;
    if (!filter.isOn(item.feature) || !filter.isOn(module?.feature)) continue;
    const permissions = item.permission ? [item.permission] : (module?.requiredPermissions ?? []);
    if (!permissions.every((permission) => filter.mayOpen({ permission })) || !filter.mayOpen({ ...(item.roles ? { roles: item.roles } : {}) })) continue;
    const children = buildItems(config, item.children ?? [], filter);
    // The shared menus name /clients; an office whose own module serves its clients (/patients) is led there.
    const path = item.path ? officeClientPath(item.path, config.features.modules) : module?.route;
    // A group whose children were all filtered out and that leads nowhere itself has nothing to offer.
    if (!path && item.children?.length && !children.length) continue;
    built.push({
      id: item.id,
      ...(path ? { path } : {}),
      ...(item.label ? { label: item.label } : module ? { label: module.name } : {}),
      ...(item.labelKey ? { labelKey: item.labelKey } : {}),
      ...((item.icon ?? module?.icon) ? { icon: item.icon ?? module?.icon } : {}),
      ...(item.badge ? { badge: item.badge } : {}),
      children,
    });
  }
  return built;
}

function buildQuickActions(config: OfficeConfiguration, actions: readonly QuickAction[], filter: Filter): NavigationQuickAction[] {
  return actions
    .filter((action) => filter.isOn(action.feature) && filter.mayOpen({ ...(action.permission ? { permission: action.permission } : {}), ...(action.roles ? { roles: action.roles } : {}) }))
    .map(({ id, path, form, label, labelKey, icon, shortcut }) => ({ id, path: officeClientPath(path, config.features.modules), icon, ...(form ? { form } : {}), ...(label ? { label } : {}), ...(labelKey ? { labelKey } : {}), ...(shortcut ? { shortcut } : {}) }));
}

function fromTemplate(config: OfficeConfiguration, template: NavigationTemplate, viewer: NavigationViewer): NavigationItem[] {
  const items = [...template.before, ...config.ui.navigation.primaryMenu, ...template.after];
  return buildItems(config, applyCustomizations(items, config.ui.navigation.customizations), makeFilter(config, viewer));
}

/**
 * The workspace menu (spec 1 §2): the shared items with the office's own after Workflows, and the quick
 * actions (the office's own, then the shared ones), filtered by feature, permission and role. An office whose
 * type was unknown gets an empty navigation (spec 3 §2).
 */
export function buildWorkspaceMenu(config: OfficeConfiguration, viewer: NavigationViewer): { items: NavigationItem[]; quickActions: NavigationQuickAction[] } {
  if (config.isFallback) return { items: [], quickActions: [] };
  const actions = applyCustomizations([...config.ui.navigation.quickActions, ...WORKSPACE_MENU.quickActions], config.ui.navigation.customizations);
  return { items: fromTemplate(config, WORKSPACE_MENU, viewer), quickActions: buildQuickActions(config, actions, makeFilter(config, viewer)) };
}

/**
 * The application's side navigation (spec 3 §2): dashboard, clients, the gated simulations, opportunities and
 * builders, the office's own items, Admin for admins only before Settings.
 */
export function buildAppNavigation(config: OfficeConfiguration, viewer: NavigationViewer): NavigationItem[] {
  return fromTemplate(config, APP_NAVIGATION, viewer);
}
