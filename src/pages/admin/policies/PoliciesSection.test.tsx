import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, ok } from '../../../dashboard/in-memory-fetcher';
import { sandboxConfiguration } from '../../../dashboard/sandbox-office';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { PoliciesSection } from './PoliciesSection';

const calls = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

// The legal office type: passwords of 14 with every class, 60 days, 10 earlier ones; 20 minutes; MFA; 100 MB.
const OVERRIDES = { security: { sessionTimeoutMinutes: 45 }, ui: { branding: { companyName: { en: 'Ours' } } } };
const ROUTES = { '/admin/office': ok({ officeType: 'legal', version: 2, overrides: OVERRIDES }), '/office-types/legal': ok(sandboxConfiguration('legal')) };
const savedAnswer = (overrides: unknown) => ({ success: true, message: 'saved', messages: { he: 'נשמר', en: 'saved' }, data: { officeType: 'legal', version: 3, overrides, changed: ['security'], warnings: [] } });

function renderPolicies(routes: Record<string, unknown> = ROUTES) {
  return render(
    <WidgetSandbox routes={routes} path="/admin/policies">
      <PoliciesSection />
    </WidgetSandbox>,
  );
}

const control = (key: string) => screen.getByTestId(`policy-${key}`);
const numberInput = (key: string) => (control(key).matches('input') ? control(key) : control(key).querySelector('input')!) as HTMLInputElement;
const itemOf = (key: string) => control(key).closest('.ant-form-item') as HTMLElement;
const setNumber = (key: string, value: string) => {
  fireEvent.change(numberInput(key), { target: { value } });
  fireEvent.blur(numberInput(key));
};
const sentOverrides = () => (calls.put.mock.calls[0]![1] as { overrides: unknown }).overrides;

describe('the policies section', () => {
  beforeEach(() => {
    calls.put.mockReset();
    calls.put.mockImplementation(async (_path: string, body: { overrides: unknown }) => savedAnswer(body.overrides));
  });

  it('shows each policy with its office type’s value, marking and offering to reset the ones the office changed', async () => {
    await i18next.changeLanguage('en');
    renderPolicies();
    await screen.findByTestId('policies-form');
    expect(numberInput('sessionTimeoutMinutes').value).toBe('45');
    expect(within(itemOf('sessionTimeoutMinutes')).getByText('Office type default: 20')).toBeTruthy();
    expect(screen.getByTestId('policy-sessionTimeoutMinutes-reset')).toBeTruthy();
    expect(numberInput('minLength').value).toBe('14');
    expect(within(itemOf('minLength')).getByText('Office type default: 14')).toBeTruthy();
    expect(screen.queryByTestId('policy-minLength-reset')).toBeNull();
    expect(within(itemOf('mfaRequired')).getByText('Office type default: on')).toBeTruthy();
    expect(itemOf('allowedTypes').textContent).toContain('Office type default: \u2066.pdf .doc .docx .txt .rtf .xls .xlsx\u2069');
  });

  it('keeps every number within the schemas’ bounds', async () => {
    renderPolicies();
    await screen.findByTestId('policies-form');
    const bounds = (key: string) => [numberInput(key).getAttribute('aria-valuemin'), numberInput(key).getAttribute('aria-valuemax')];
    expect(bounds('minLength')).toEqual(['8', '128']);
    expect(bounds('sessionTimeoutMinutes')).toEqual(['5', '1440']);
    expect(bounds('expiryDays')).toEqual(['1', '3650']);
    expect(bounds('preventReuse')).toEqual(['1', '24']);
    expect(bounds('maxSizeMb')).toEqual(['0', '500']);
    expect(itemOf('minLength').textContent).toContain('בין 8 ל־128');
    // A size of 0 is refused at the field (the schema's minimum is exclusive) and nothing is sent.
    setNumber('maxSizeMb', '0');
    fireEvent.click(screen.getByTestId('policies-save'));
    await waitFor(() => expect(itemOf('maxSizeMb').querySelector('.ant-form-item-explain-error')?.textContent).toBe('יותר מ־0 ועד 500'));
    expect(calls.put).not.toHaveBeenCalled();
  });

  it('brings a number typed beyond its bounds back to the nearest bound, never sending it', async () => {
    renderPolicies();
    await screen.findByTestId('policies-form');
    setNumber('minLength', '7');
    setNumber('sessionTimeoutMinutes', '5000');
    expect(numberInput('minLength').value).toBe('8');
    expect(numberInput('sessionTimeoutMinutes').value).toBe('1440');
    fireEvent.click(screen.getByTestId('policies-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
    expect(sentOverrides()).toMatchObject({ security: { sessionTimeoutMinutes: 1440, password: { minLength: 8 } } });
  });

  it('refuses a file type that is not a dot and lower-case letters or digits', async () => {
    renderPolicies();
    await screen.findByTestId('policies-form');
    const typed = control('allowedTypes').querySelector('input')!;
    fireEvent.change(typed, { target: { value: 'PDF!' } });
    fireEvent.keyDown(typed, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(itemOf('allowedTypes').textContent).toContain('כל סוג קובץ הוא נקודה'));
    fireEvent.click(screen.getByTestId('policies-save'));
    await waitFor(() => expect(itemOf('allowedTypes').className).toContain('ant-form-item-has-error'));
    expect(calls.put).not.toHaveBeenCalled();
  });

  it('saves only what differs from the office type, keeping the other overrides', async () => {
    renderPolicies();
    await screen.findByTestId('policies-form');
    setNumber('minLength', '16');
    setNumber('maxSizeMb', '50');
    fireEvent.click(control('mfaRequired'));
    fireEvent.click(screen.getByTestId('policies-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
    expect(calls.put.mock.calls[0]![0]).toBe('/admin/office');
    expect((calls.put.mock.calls[0]![1] as { baseVersion: number }).baseVersion).toBe(2);
    expect(sentOverrides()).toEqual({
      security: { sessionTimeoutMinutes: 45, mfaRequired: false, password: { minLength: 16 } },
      settings: { uploads: { maxSizeMb: 50 } },
      ui: { branding: { companyName: { en: 'Ours' } } },
    });
  });

  it('resets a policy to its office type’s value, which removes it from the overrides', async () => {
    renderPolicies();
    await screen.findByTestId('policies-form');
    fireEvent.click(screen.getByTestId('policy-sessionTimeoutMinutes-reset'));
    await waitFor(() => expect(numberInput('sessionTimeoutMinutes').value).toBe('20'));
    expect(screen.queryByTestId('policy-sessionTimeoutMinutes-reset')).toBeNull();
    fireEvent.click(screen.getByTestId('policies-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
    expect(sentOverrides()).toEqual({ ui: { branding: { companyName: { en: 'Ours' } } } });
  });

  it('drops the draft on Cancel', async () => {
    renderPolicies();
    await screen.findByTestId('policies-form');
    setNumber('minLength', '20');
    await waitFor(() => expect(screen.getByTestId('policy-minLength-reset')).toBeTruthy());
    fireEvent.click(screen.getByTestId('policies-cancel'));
    await waitFor(() => expect(numberInput('minLength').value).toBe('14'));
    expect(numberInput('sessionTimeoutMinutes').value).toBe('45');
    expect(calls.put).not.toHaveBeenCalled();
  });

  it('says when the settings cannot be loaded, with a retry', async () => {
    renderPolicies({ '/admin/office': ok({ officeType: 'legal', version: 2, overrides: {} }), '/office-types/legal': failing('The server could not answer') });
    expect(await screen.findByText('לא ניתן לטעון את הגדרות המשרד')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'לנסות שוב' })).toBeTruthy();
  });
});
