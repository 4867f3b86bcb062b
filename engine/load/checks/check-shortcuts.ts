import type { QuickAction } from '../../generated/config-types';
import { APP_NAVIGATION, WORKSPACE_MENU } from '../../navigation/templates';
import type { OfficeTypeCheck } from './check-context';

const MODIFIER_ORDER = ['alt', 'ctrl', 'shift'];

/** One spelling per key combination: Shift+Alt+N and Alt+Shift+N are the same keys. */
export function shortcutKeys(shortcut: string): string {
  const parts = shortcut.split('+').map((part) => part.trim().toLowerCase());
  const key = parts.pop() ?? '';
  const modifiers = [...new Set(parts.map((part) => (part === 'control' ? 'ctrl' : part)))];
  modifiers.sort((a, b) => MODIFIER_ORDER.indexOf(a) - MODIFIER_ORDER.indexOf(b));
  return [...modifiers, key].join('+');
}

/** The shortcuts of the product's own quick actions, which every office has (engine/navigation/*.json). */
export const PRODUCT_SHORTCUTS: ReadonlyMap<string, QuickAction> = new Map(
  [...WORKSPACE_MENU.quickActions, ...APP_NAVIGATION.quickActions].flatMap((action) => (action.shortcut ? [[shortcutKeys(action.shortcut), action] as const] : [])),
);

/** No two of the office's quick actions share a keyboard shortcut, and none takes one of the product's own. */
export const checkShortcuts: OfficeTypeCheck = (context) => {
  const seen = new Map<string, string>();
  context.office.ui.navigation.quickActions.forEach((action, index) => {
    if (!action.shortcut) return;
    const at = `/ui/navigation/quickActions/${index}/shortcut`;
    const keys = shortcutKeys(action.shortcut);
    const product = PRODUCT_SHORTCUTS.get(keys);
    const other = seen.get(keys);
    if (product) context.report(at, `${action.shortcut} is already the product's shortcut for "${product.label?.en ?? product.id}"; choose other keys`);
    else if (other !== undefined) context.report(at, `${action.shortcut} is already the shortcut of quick action "${other}"; each shortcut runs one action`);
    seen.set(keys, other ?? action.id);
  });
};
