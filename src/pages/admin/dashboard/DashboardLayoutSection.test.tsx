import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { failing, ok } from '../../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { DashboardLayoutSection } from './DashboardLayoutSection';

registerStrings('admin', adminStrings);

const layout = (hasOfficeLayout: boolean) =>
  ok({ source: hasOfficeLayout ? 'office' : 'office-type', columns: 12, items: [{ i: 'statistics', x: 0, y: 0, w: 12, h: 2, minW: 3, minH: 2 }, { i: 'quick-actions', x: 0, y: 2, w: 6, h: 4, minW: 3, minH: 2 }], updatedAt: null, hasUserLayout: false, hasOfficeLayout, canEditOfficeLayout: true });

const renderSection = (answer: unknown) =>
  render(
    <WidgetSandbox routes={{ '/dashboard/layout': answer }} path="/admin/dashboard">
      <DashboardLayoutSection />
    </WidgetSandbox>,
  );

describe('the admin area’s dashboard section', () => {
  afterEach(async () => {
    await i18next.changeLanguage('he');
  });

  it('says the office uses its office type’s layout and links to the dashboard in edit mode', async () => {
    renderSection(layout(false));
    expect((await screen.findByTestId('office-layout-source')).textContent).toBe('הפריסה של סוג המשרד');
    expect(screen.getByText('רכיבים בלוח הבקרה: 2')).toBeTruthy();
    expect(screen.getByTestId('edit-office-layout').getAttribute('href')).toBe('/dashboard?layout=edit');
  });

  it('says when the office saved its own default, in English', async () => {
    await i18next.changeLanguage('en');
    renderSection(layout(true));
    expect((await screen.findByTestId('office-layout-source')).textContent).toBe('The office saved its own layout');
    expect(screen.getByRole('link', { name: /Edit the layout on the dashboard/ })).toBeTruthy();
  });

  it('says when the layout cannot be read, with a retry', async () => {
    renderSection(failing());
    expect(await screen.findByText('לא הצלחנו לטעון את פריסת לוח הבקרה')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'לנסות שוב' })).toBeTruthy();
  });
});
