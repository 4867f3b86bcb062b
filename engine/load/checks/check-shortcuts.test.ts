import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { WORKSPACE_MENU } from '../../navigation/templates';
import { loadOfficeType } from '../load-office-type';
import { PRODUCT_SHORTCUTS, shortcutKeys } from './check-shortcuts';

function errorsOf(shortcuts: (string | undefined)[]): { path: string; message: string }[] {
  const copy = structuredClone(dental) as unknown as OfficeType;
  copy.ui.navigation.quickActions.forEach((action, index) => {
    const shortcut = shortcuts[index];
    if (shortcut === undefined) delete action.shortcut;
    else action.shortcut = shortcut;
  });
  const result = loadOfficeType(copy, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

const at = (index: number) => `/ui/navigation/quickActions/${index}/shortcut`;

describe("the loader's check of quick actions' keyboard shortcuts (check-shortcuts.ts)", () => {
  it("takes the product's own shortcuts from the shared quick actions: Alt+L, Alt+D and Alt+E", () => {
    expect([...PRODUCT_SHORTCUTS.keys()].sort()).toEqual(['alt+d', 'alt+e', 'alt+l']);
    expect(WORKSPACE_MENU.quickActions.flatMap((action) => (action.shortcut ? [shortcutKeys(action.shortcut)] : [])).sort()).toEqual(['alt+d', 'alt+e', 'alt+l']);
  });

  it('loads distinct shortcuts, and actions without one', () => {
    expect(errorsOf(['Alt+P', 'Ctrl+Alt+L', undefined, 'Shift+Alt+P'])).toEqual([]);
  });

  it('refuses a shortcut two actions share, however its modifiers are ordered, at the second', () => {
    expect(errorsOf(['Alt+Shift+P', 'Alt+A', 'Shift+Alt+P'])).toEqual([
      { path: at(2), message: 'Shift+Alt+P is already the shortcut of quick action "new-patient"; each shortcut runs one action' },
    ]);
  });

  it("refuses a shortcut the product already uses for its own quick action", () => {
    expect(errorsOf(['Alt+L', 'Alt+A', 'Alt+E'])).toEqual([
      { path: at(0), message: `Alt+L is already the product's shortcut for "Add lead"; choose other keys` },
      { path: at(2), message: `Alt+E is already the product's shortcut for "Send e-mail"; choose other keys` },
    ]);
  });
});
