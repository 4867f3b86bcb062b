import { describe, expect, it } from 'vitest';
import { createOfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { buildAppNavigation, buildWorkspaceMenu, type NavigationItem } from '../../../engine/navigation/build-navigation';
import { resolveOfficeConfiguration } from '../../../engine/resolve/resolve-office';
import legal from '../../../office-types/legal.json';
import medical from '../../../office-types/medical.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import { selectedKey } from './menu-selection';

const catalog = createOfficeTypeCatalog(
  [
    { fileName: 'legal.json', json: legal },
    { fileName: 'medical.json', json: medical },
  ],
  { widgets: widgetDefinitions },
);

function configOf(officeType: string) {
  const result = resolveOfficeConfiguration(catalog, { officeType });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.config;
}

const admin = { roles: ['admin'] };
const find = (items: readonly NavigationItem[], id: string): NavigationItem | undefined =>
  items.map((item) => (item.id === id ? item : find(item.children, id))).find(Boolean);
const uuid = '3f0c2a9e-6b1d-4c8e-9a57-0d2e4b6f8a10';

describe('the menu on an office’s own client path', () => {
  const medicalMenu = buildAppNavigation(configOf('medical'), admin);

  it('leads the shared clients entry and its children to the office’s own path', () => {
    expect(find(medicalMenu, 'clients')?.path).toBe('/patients');
    expect(find(medicalMenu, 'clients-list')?.path).toBe('/patients');
    expect(find(medicalMenu, 'clients-new')?.path).toBe('/patients/new');
    const workspace = buildWorkspaceMenu(configOf('medical'), admin);
    expect(find(workspace.items, 'clients-active')?.path).toBe('/patients?status=active');
    expect(workspace.quickActions.map((action) => action.path).filter((path) => path.startsWith('/clients'))).toEqual([]);
  });

  it('selects the clients entry on /patients and on a record under it', () => {
    expect(selectedKey(medicalMenu, '/patients', '')).toEqual({ key: '/patients', parents: ['group:clients'] });
    expect(selectedKey(medicalMenu, `/patients/${uuid}`, '')).toEqual({ key: '/patients', parents: ['group:clients'] });
    expect(selectedKey(medicalMenu, '/patients/new', '').key).toBe('/patients/new');
  });

  it('keeps /clients for an office without a module of its own for them', () => {
    const legalMenu = buildAppNavigation(configOf('legal'), admin);
    expect(find(legalMenu, 'clients-list')?.path).toBe('/clients');
    expect(selectedKey(legalMenu, '/clients', '')).toEqual({ key: '/clients', parents: ['group:clients'] });
    expect(selectedKey(legalMenu, `/clients/${uuid}`, '').key).toBe('/clients');
  });
});
