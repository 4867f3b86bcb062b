import type { MenuItem } from '../../generated/config-types';
import { SHARED_MENU_IDS, SHARED_QUICK_ACTION_IDS } from '../../navigation/templates';
import { PLATFORM_ROLES } from '../../roles';
import { isKnownRoute } from '../../routing/app-routes';
import { pointer } from '../load-error';
import type { CheckContext, OfficeTypeCheck } from './check-context';
import { checkBadgeSource } from './check-badge-source';

/** A menu item or quick action shows to a platform role, one of the office's roles, or everyone (*). */
function checkRoles(context: CheckContext, roles: readonly string[] | undefined, path: string): void {
  const known = new Set<string>([...PLATFORM_ROLES, '*', ...context.office.security.roles.map((role) => role.id)]);
  roles?.forEach((role, index) => {
    if (!known.has(role)) context.report(`${path}/roles/${index}`, `unknown role "${role}": not a platform role (${PLATFORM_ROLES.join(', ')}), not one of security.roles, not *`);
  });
}

function checkItems(context: CheckContext, items: readonly MenuItem[], path: string, seen: Set<string>): void {
  const modules = new Set(context.office.features.modules.map((module) => module.id));
  items.forEach((item, index) => {
    const at = pointer(path, index);
    if (SHARED_MENU_IDS.has(item.id)) context.report(`${at}/id`, `menu id "${item.id}" is used by the shared menu; choose another`);
    else if (seen.has(item.id)) context.report(`${at}/id`, `duplicate menu id "${item.id}"`);
    seen.add(item.id);
    if (item.module !== undefined && !modules.has(item.module)) {
      context.report(`${at}/module`, `unknown module "${item.module}": not in features.modules`);
    }
    if (item.feature !== undefined && !context.flags.has(item.feature)) context.report(`${at}/feature`, `unknown feature "${item.feature}"`);
    if (item.path === undefined && item.module === undefined && !item.children?.length) {
      context.report(at, 'a menu item needs a path, a module or children');
    }
    checkRoles(context, item.roles, at);
    if (item.badge?.source) checkBadgeSource(context, item.badge.source, `${at}/badge/source`);
    if (item.children) checkItems(context, item.children, `${at}/children`, seen);
  });
}

/** The office's menu items and quick actions name real modules, features and screens, and do not reuse shared ids. */
export const checkNavigation: OfficeTypeCheck = (context) => {
  const { navigation } = context.office.ui;
  checkItems(context, navigation.primaryMenu, '/ui/navigation/primaryMenu', new Set());
  const { forms } = context.office;
  const formIds = new Set([forms.clientIntake, forms.documentUpload, forms.appointmentBooking, ...(forms.customForms ?? [])].map((form) => form.id));
  const seen = new Set<string>();
  navigation.quickActions.forEach((action, index) => {
    const at = `/ui/navigation/quickActions/${index}`;
    if (SHARED_QUICK_ACTION_IDS.has(action.id)) context.report(`${at}/id`, `quick action id "${action.id}" is used by a shared quick action; choose another`);
    else if (seen.has(action.id)) context.report(`${at}/id`, `duplicate quick action id "${action.id}"`);
    seen.add(action.id);
    if (action.feature !== undefined && !context.flags.has(action.feature)) context.report(`${at}/feature`, `unknown feature "${action.feature}"`);
    checkRoles(context, action.roles, at);
    if (action.form !== undefined && !formIds.has(action.form)) context.report(`${at}/form`, `unknown form "${action.form}"; this office's forms: ${[...formIds].join(', ')}`);
    if (!isKnownRoute(action.path, context.office.features.modules)) {
      context.report(`${at}/path`, `"${action.path}" opens no screen: neither a route of the application nor a route or sub-route of features.modules`);
    }
  });
  const known = new Set([...SHARED_MENU_IDS, ...SHARED_QUICK_ACTION_IDS, ...collectIds(navigation.primaryMenu), ...navigation.quickActions.map((action) => action.id)]);
  for (const id of Object.keys(navigation.customizations ?? {})) {
    if (!known.has(id)) context.report(pointer('/ui/navigation/customizations', id), `no menu item or quick action has the id "${id}"`);
  }
};

function collectIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectIds(item.children ?? [])]);
}
