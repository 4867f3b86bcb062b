import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOfficeTypeCatalog } from '../../../engine/load/office-type-catalog';
import { resolveOfficeConfiguration } from '../../../engine/resolve/resolve-office';
import { buildOfficeRuntime } from '../../../engine/runtime/build-office-runtime';
import { buildTerminologyResources } from '../../../engine/terminology/terminology';
import legal from '../../../office-types/legal.json';
import medical from '../../../office-types/medical.json';
import { widgetDefinitions } from '../../../widgets/widget-definitions';
import { renderWithApp } from '../../testing/render-with-app';
import type { PrivateOffice } from '../office/office-data';
import { AppNavigation } from './AppNavigation';
import { NavBadge } from './NavBadge';

const catalog = createOfficeTypeCatalog([{ fileName: 'legal.json', json: legal }, { fileName: 'medical.json', json: medical }], { widgets: widgetDefinitions });

function renderMenu(officeType: string, roles: string[], path = '/dashboard') {
  const resolved = resolveOfficeConfiguration(catalog, { officeType });
  if (!resolved.ok) throw new Error(`${officeType} does not resolve`);
  const office: PrivateOffice = { ...resolved.config, isPublic: false, tenant: { slug: officeType, name: officeType } };
  const runtime = buildOfficeRuntime(office, { language: 'he', roles, mode: 'light', knownTypes: [officeType] });
  return renderWithApp(<AppNavigation />, { path, office: { office, runtime, terminology: buildTerminologyResources(office, [officeType]) } });
}

const topLabels = () => within(screen.getByTestId('app-navigation')).getAllByRole('menuitem').map((item) => item.textContent?.trim());

describe('the side navigation, built by the engine', () => {
  it("shows a legal office's own items in its vocabulary, and Admin before Settings for an admin", () => {
    renderMenu('legal', ['admin']);
    const labels = topLabels();
    expect(labels).toContain('תיקים');
    expect(labels).toContain('רישום שעות');
    expect(labels.indexOf('ניהול')).toBeGreaterThan(-1);
    expect(labels.indexOf('ניהול')).toBe(labels.indexOf('הגדרות') - 1);
  });

  it('leads every member, a viewer too, to My tasks', () => {
    renderMenu('medical', ['viewer']);
    const myTasks = document.querySelector('[data-nav-id="my-tasks"]');
    expect(myTasks?.textContent).toContain('המשימות שלי');
    expect(myTasks?.closest('a')?.getAttribute('href')).toBe('/tasks');
  });

  it('hides Admin from a user who is not an admin', () => {
    renderMenu('legal', ['user']);
    expect(topLabels()).not.toContain('ניהול');
  });

  it("names the clients by the office's vocabulary: a medical office says patients", () => {
    renderMenu('medical', ['admin']);
    expect(topLabels()).toContain('מטופלים');
  });

  it('marks where the user is and opens its group', () => {
    renderMenu('legal', ['admin'], '/clients/new');
    const selected = document.querySelector('.ant-menu-item-selected');
    expect(selected?.querySelector('a')?.getAttribute('href')).toBe('/clients/new');
  });
});

describe('menu badges (spec 1 §2)', () => {
  it('shows a count, or a dot, and nothing for zero', () => {
    const { unmount } = renderWithApp(<NavBadge badge={{ kind: 'count', content: 7, color: 'red' }} />);
    expect(screen.getByTestId('nav-badge-count').textContent).toContain('7');
    unmount();
    const dot = renderWithApp(<NavBadge badge={{ kind: 'dot', content: 1 }} />);
    expect(screen.getByTestId('nav-badge-dot')).toBeTruthy();
    dot.unmount();
    renderWithApp(<NavBadge badge={{ kind: 'count', content: 0 }} />);
    expect(screen.queryByTestId('nav-badge-count')).toBeNull();
  });
});
