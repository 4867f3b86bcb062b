import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { SettingsSandbox } from '../section-parts/SettingsSandbox';
import { FeaturesSection } from './FeaturesSection';

const calls = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

const saved = (overrides: unknown) => ({ success: true, message: 'saved', messages: { he: 'נשמר', en: 'saved' }, data: { officeType: 'legal', version: 4, overrides, changed: ['features'], warnings: [] } });
const row = (id: string) => screen.getByTestId(`flag-switch-${id}`).closest('tr') as HTMLElement;

describe('the features section', () => {
  beforeEach(() => {
    calls.put.mockReset();
  });

  it('lists every flag with its state, its reason and its dependencies, in the current language', async () => {
    render(<SettingsSandbox overrides={{ features: { disabled: ['email'] } }}><FeaturesSection /></SettingsSandbox>);
    await screen.findByTestId('flag-switch-time-tracking');
    expect(within(row('time-tracking')).getByText('סוג המשרד')).toBeTruthy();
    expect(within(row('email')).getByText('בחירת המשרד')).toBeTruthy();
    expect(within(row('pdf-forms')).getByText('ברירת מחדל')).toBeTruthy();
    expect(within(row('predictive-insights')).getByTestId('dependency-predictive-insights-advanced-analytics').textContent).toContain('כבוי');
    expect(screen.getByTestId('flag-default-email')).toBeTruthy();
    expect(screen.queryByTestId('flag-default-pdf-forms')).toBeNull();
  });

  it('says which screens disappear before turning a flag off, and saves the choice', async () => {
    calls.put.mockImplementation((_path: string, body: { overrides: unknown }) => Promise.resolve(saved(body.overrides)));
    render(<SettingsSandbox><FeaturesSection /></SettingsSandbox>);
    fireEvent.click(await screen.findByTestId('flag-switch-time-tracking'));
    const consequences = await screen.findByTestId('turn-off-consequences');
    expect(within(consequences).getByTestId('turn-off-routes').textContent).toContain('/time-billing');
    expect(within(consequences).getByTestId('turn-off-menu-items').textContent).toContain('רישום שעות');
    fireEvent.click(screen.getByRole('button', { name: 'כיבוי' }));
    await waitFor(() => expect(within(row('time-tracking')).getByText('בחירת המשרד')).toBeTruthy());
    expect(screen.getByTestId('settings-unsaved')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledWith('/admin/office', { overrides: { features: { disabled: ['time-tracking'] } }, baseVersion: 3 }));
  });

  it('returns a flag to the office type’s default, and cancel brings the saved choices back', async () => {
    render(<SettingsSandbox overrides={{ features: { enabled: ['advanced-analytics'] } }}><FeaturesSection /></SettingsSandbox>);
    fireEvent.click(await screen.findByTestId('flag-default-advanced-analytics'));
    expect(within(row('advanced-analytics')).getByText('ברירת מחדל')).toBeTruthy();
    fireEvent.click(screen.getByTestId('flag-switch-predictive-insights'));
    // Held off by its dependency, the switch does not move.
    expect(within(row('predictive-insights')).getByText('תלות')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-cancel'));
    expect(within(row('advanced-analytics')).getByText('בחירת המשרד')).toBeTruthy();
  });

  it('speaks English when the user does', async () => {
    await i18next.changeLanguage('en');
    render(<SettingsSandbox><FeaturesSection /></SettingsSandbox>);
    await screen.findByTestId('flag-switch-time-tracking');
    expect(within(row('time-tracking')).getByText('Office type')).toBeTruthy();
    expect(within(row('simulations')).getByText('Simulations')).toBeTruthy();
  });
});
