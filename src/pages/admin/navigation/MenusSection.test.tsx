import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { SettingsSandbox } from '../section-parts/SettingsSandbox';
import { MenusSection } from './MenusSection';

const calls = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

const saved = (overrides: unknown) => ({ success: true, message: 'saved', messages: { he: 'נשמר', en: 'saved' }, data: { officeType: 'legal', version: 4, overrides, changed: ['ui.navigation'], warnings: [] } });
const topIds = () => [...screen.getByTestId('menu-list-primaryMenu').querySelectorAll(':scope .ant-card-body > [role=list] > [role=listitem] > [data-testid^="menu-entry-"]')].map((row) => row.getAttribute('data-testid'));

describe('the menus section', () => {
  beforeEach(() => {
    calls.put.mockReset();
  });

  it('reorders, renames and hides the office’s own entries, previews them, and saves both whole lists', async () => {
    calls.put.mockImplementation((_path: string, body: { overrides: unknown }) => Promise.resolve(saved(body.overrides)));
    render(<SettingsSandbox><MenusSection /></SettingsSandbox>);
    await screen.findByTestId('menu-entry-cases');
    expect(topIds()).toEqual(['menu-entry-cases', 'menu-entry-contracts', 'menu-entry-timekeeping']);
    fireEvent.click(screen.getByTestId('menu-up-timekeeping'));
    expect(topIds()).toEqual(['menu-entry-cases', 'menu-entry-timekeeping', 'menu-entry-contracts']);
    fireEvent.change(screen.getByTestId('menu-label-contracts-he'), { target: { value: 'הסכמים' } });
    expect(within(screen.getByTestId('navigation-preview')).getAllByText('הסכמים').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('menu-shown-log-time'));
    expect(screen.getByTestId('settings-unsaved')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalled());
    const body = calls.put.mock.calls[0]![1] as { overrides: { ui: { navigation: { primaryMenu: { id: string; label: unknown }[]; quickActions: { id: string }[]; customizations: unknown } } } };
    const navigation = body.overrides.ui.navigation;
    expect(navigation.primaryMenu.map((item) => item.id)).toEqual(['cases', 'timekeeping', 'contracts']);
    expect(navigation.primaryMenu[2]!.label).toEqual({ he: 'הסכמים', en: 'Contracts', es: 'Contratos' });
    expect(navigation.quickActions.map((action) => action.id)).toContain('log-time');
    expect(navigation.customizations).toEqual({ 'log-time': { hidden: true } });
  });

  it('needs a name in every language, and cancel brings the saved menus back', async () => {
    render(<SettingsSandbox><MenusSection /></SettingsSandbox>);
    fireEvent.change(await screen.findByTestId('menu-label-contracts-en'), { target: { value: ' ' } });
    expect(within(screen.getByTestId('menu-entry-contracts')).getByText('נדרש שם')).toBeTruthy();
    expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('menu-down-cases'));
    fireEvent.click(screen.getByTestId('settings-cancel'));
    expect((screen.getByTestId('menu-label-contracts-en') as HTMLInputElement).value).toBe('Contracts');
    expect(topIds()).toEqual(['menu-entry-cases', 'menu-entry-contracts', 'menu-entry-timekeeping']);
    expect(screen.queryByTestId('settings-unsaved')).toBeNull();
  });
});
