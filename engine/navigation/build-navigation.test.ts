import { describe, expect, it } from 'vitest';
import generic from '../../office-types/generic.json';
import { widgetDefinitions } from '../../widgets/widget-definitions';
import type { TenantOverrides } from '../generated/config-types';
import { createOfficeTypeCatalog } from '../load/office-type-catalog';
import { resolveOfficeConfiguration, type OfficeConfiguration } from '../resolve/resolve-office';
import { buildAppNavigation, buildWorkspaceMenu, type NavigationItem } from './build-navigation';

const catalog = createOfficeTypeCatalog([{ fileName: 'generic.json', json: generic }], { widgets: widgetDefinitions });

function configFor(overrides?: TenantOverrides, officeType = 'generic'): OfficeConfiguration {
  const result = resolveOfficeConfiguration(catalog, { officeType, ...(overrides ? { overrides } : {}) });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.config;
}

const ids = (items: NavigationItem[]): string[] => items.map((item) => item.id);
const admin = { roles: ['admin'] };
const professional = { roles: ['user', 'professional'] };

describe('buildWorkspaceMenu', () => {
  it('places the office’s own items after Workflows (spec 1 §2)', () => {
    const { items } = buildWorkspaceMenu(configFor(), admin);
    expect(ids(items)).toEqual(['workspace', 'clients', 'documents', 'workflows', 'appointments', 'deadlines', 'monitoring', 'reports', 'settings']);
  });

  it('takes a module item’s path and icon from its module', () => {
    const appointments = buildWorkspaceMenu(configFor(), admin).items.find((item) => item.id === 'appointments');
    expect(appointments).toMatchObject({ path: '/appointments', icon: 'CalendarOutlined', labelKey: 'term.appointments' });
  });

  it('leaves out items whose feature is off, and brings them back when it is on', () => {
    expect(ids(buildWorkspaceMenu(configFor(), admin).items)).not.toContain('compliance');
    const withCompliance = buildWorkspaceMenu(configFor({ features: { enabled: ['compliance'] } }), admin).items;
    expect(ids(withCompliance)).toContain('compliance');
    expect(ids(withCompliance.find((item) => item.id === 'compliance')?.children ?? [])).toEqual(['compliance-status', 'compliance-audits', 'compliance-reports']);
  });

  it('leaves out items the user has no role or permission for', () => {
    const viewer = buildWorkspaceMenu(configFor(), { roles: ['viewer'] }).items;
    expect(ids(viewer)).not.toContain('monitoring');
    expect(ids(viewer)).not.toContain('appointments');
    expect(ids(buildWorkspaceMenu(configFor(), professional).items)).toContain('appointments');
    // The compliance area and its check ask for compliance.view, as its routes do (a viewer's 403 was a dead end).
    const withCompliance = configFor({ features: { enabled: ['compliance'] } });
    expect(ids(buildWorkspaceMenu(withCompliance, { roles: ['viewer'] }).items)).not.toContain('compliance');
    expect(ids(buildWorkspaceMenu(withCompliance, { roles: ['viewer'] }).quickActions as NavigationItem[])).not.toContain('compliance-check');
    expect(ids(buildWorkspaceMenu(withCompliance, admin).quickActions as NavigationItem[])).toContain('compliance-check');
  });

  it('lists the office’s quick actions, then the shared ones that are on', () => {
    const { quickActions } = buildWorkspaceMenu(configFor(), admin);
    expect(ids(quickActions as NavigationItem[])).toEqual(['new-appointment', 'add-lead', 'send-email', 'view-pipeline', 'todays-deadlines']);
    expect(quickActions.find((action) => action.id === 'add-lead')?.shortcut).toBe('Alt+L');
    expect(quickActions.find((action) => action.id === 'new-appointment')?.form).toBe('appointment-booking');
  });

  it('applies the tenant’s customizations: hide, rename, reorder', () => {
    const config = configFor({
      ui: {
        navigation: {
          customizations: {
            monitoring: { hidden: true },
            documents: { label: { he: 'תיקיות', en: 'Files' } },
            deadlines: { order: 0 },
            'todays-deadlines': { order: 0 },
          },
        },
      },
    });
    const { items, quickActions } = buildWorkspaceMenu(config, admin);
    expect(ids(items)).toEqual(['deadlines', 'workspace', 'clients', 'documents', 'workflows', 'appointments', 'reports', 'settings']);
    expect(items.find((item) => item.id === 'documents')).toMatchObject({ label: { he: 'תיקיות', en: 'Files' } });
    expect(items.find((item) => item.id === 'documents')?.labelKey).toBeUndefined();
    expect(quickActions[0]?.id).toBe('todays-deadlines');
  });

  it('is empty for an unknown office type (spec 3 §2)', () => {
    expect(buildWorkspaceMenu(configFor(undefined, 'astrology'), admin)).toEqual({ items: [], quickActions: [] });
  });
});

describe('buildAppNavigation', () => {
  // Issue 20: My tasks is a shared item of every office's side menu, counting the caller's open tasks.
  it('offers My tasks to every role, with the caller’s open tasks as its badge', () => {
    for (const viewer of [admin, professional, { roles: ['viewer'] }]) {
      const myTasks = buildAppNavigation(configFor(), viewer).find((item) => item.id === 'my-tasks');
      expect(myTasks).toMatchObject({ path: '/tasks', badge: { kind: 'count', source: 'tasks.mine' } });
    }
    const workflows = buildWorkspaceMenu(configFor(), admin).items.find((item) => item.id === 'workflows');
    expect(workflows?.children.find((child) => child.id === 'workflows-my-tasks')).toMatchObject({ path: '/tasks', badge: { source: 'tasks.mine' } });
  });

  it('shows Admin only to admins, just before Settings', () => {
    expect(ids(buildAppNavigation(configFor(), admin))).toEqual(['dashboard', 'my-tasks', 'clients', 'appointments', 'form-builder', 'pdf-form-builder', 'admin', 'settings']);
    expect(ids(buildAppNavigation(configFor(), professional))).not.toContain('admin');
  });

  it('gates simulations and opportunities by feature, with their children', () => {
    const items = buildAppNavigation(configFor({ features: { enabled: ['simulations', 'opportunities'], disabled: ['pdf-forms'] } }), admin);
    expect(ids(items)).toEqual(['dashboard', 'my-tasks', 'clients', 'simulations', 'opportunities', 'appointments', 'form-builder', 'admin', 'settings']);
    expect(items.find((item) => item.id === 'simulations')?.children.map((child) => child.path)).toEqual(['/simulations', '/simulations/new']);
    expect(items.find((item) => item.id === 'clients')?.children.map((child) => child.path)).toEqual(['/clients', '/clients/new']);
  });

  it('still offers dashboard, my tasks, clients and settings to an unknown office type', () => {
    expect(ids(buildAppNavigation(configFor(undefined, 'astrology'), professional))).toEqual(['dashboard', 'my-tasks', 'clients', 'form-builder', 'pdf-form-builder', 'settings']);
  });
});
