import { describe, expect, it } from 'vitest';
import dental from '../../../tests/fixtures/office-types/dental.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import type { OfficeType } from '../../generated/config-types';
import { loadOfficeType } from '../load-office-type';

function errorsOf(change: (office: OfficeType) => void): { path: string; message: string }[] {
  const copy = structuredClone(dental) as unknown as OfficeType;
  change(copy);
  const result = loadOfficeType(copy, { widgets: widgetDefinitions });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
}

describe("the loader's check of who sees a menu item or quick action (check-navigation.ts)", () => {
  it('loads platform roles, the office’s own roles and everyone (*)', () => {
    expect(errorsOf((office) => {
      office.ui.navigation.primaryMenu[0]!.roles = ['admin', 'dentist', '*'];
      office.ui.navigation.quickActions[0]!.roles = ['receptionist', 'viewer'];
    })).toEqual([]);
  });

  it('refuses a role that is none of them, on a menu item, a child item and a quick action', () => {
    const errors = errorsOf((office) => {
      office.ui.navigation.primaryMenu[0]!.roles = ['admin', 'dentists'];
      office.ui.navigation.quickActions[1]!.roles = ['nurse'];
    });
    const message = (role: string) => `unknown role "${role}": not a platform role (admin, manager, user, viewer), not one of security.roles, not *`;
    expect(errors).toEqual([
      { path: '/ui/navigation/primaryMenu/0/roles/1', message: message('dentists') },
      { path: '/ui/navigation/quickActions/1/roles/0', message: message('nurse') },
    ]);
  });
});
