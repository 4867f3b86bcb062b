import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { OfficeContextValue } from '../../../app/office/office-context';
import { failing, ok, pending } from '../../../dashboard/in-memory-fetcher';
import { sandboxOffice } from '../../../dashboard/sandbox-office';
import { WidgetSandbox } from '../../../dashboard/WidgetSandbox';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { BrandingSection } from './BrandingSection';

const calls = vi.hoisted(() => ({ put: vi.fn() }));
vi.mock('../../../app/session', () => ({ api: calls }));
registerStrings('admin', adminStrings);

// The legal office type: custom branding on, brand colours #1f3a5f, #8c2f39, #b08d57, in Hebrew, English and Spanish.
const SETTINGS = { '/admin/office': ok({ officeType: 'legal', version: 4, overrides: { terminology: { he: { client: 'לקוח' } } } }) };
const savedAnswer = (overrides: unknown) => ({ success: true, message: 'saved', messages: { he: 'נשמר', en: 'saved' }, data: { officeType: 'legal', version: 5, overrides, changed: ['ui.branding'], warnings: [] } });

function renderBranding(routes: Record<string, unknown> = SETTINGS, officeOverride?: Partial<OfficeContextValue>) {
  return render(
    <WidgetSandbox routes={routes} path="/admin/branding" {...(officeOverride ? { officeOverride } : {})}>
      <BrandingSection />
    </WidgetSandbox>,
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const fieldOf = (testId: string) => input(testId).closest('.ant-form-item') as HTMLElement;

async function openEditor() {
  fireEvent.click(await screen.findByTestId('branding-edit'));
  await screen.findByTestId('branding-form');
}

describe('the brand management panel', () => {
  beforeEach(() => {
    calls.put.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the brand in view mode: names, tagline, contact details and the three colours, with no form until Edit', async () => {
    renderBranding();
    const view = await screen.findByTestId('branding-view');
    expect(view.textContent).toContain('לשכה משפטית');
    expect(view.textContent).toContain('Lishka Legal');
    expect(view.textContent).toContain('כל תיק, כל מועד, בשליטה');
    expect(screen.getByTestId('brand-contact-email').textContent).toBe('office@legal.example.com');
    expect(screen.getByTestId('brand-contact-phone').textContent).toBe('02-5556789');
    expect(within(screen.getByTestId('brand-swatch-primary')).getByTestId('brand-swatch-value').textContent).toBe('#1f3a5f');
    expect(within(screen.getByTestId('brand-swatch-accent')).getByTestId('brand-swatch-value').textContent).toBe('#b08d57');
    expect(view.textContent).toContain('לא הועלה לוגו');
    expect(screen.queryByTestId('branding-form')).toBeNull();
  });

  it('says custom branding is not enabled, and nothing else, when the office’s theme allows neither custom branding nor white label', async () => {
    const legal = sandboxOffice('legal');
    const office = legal.office!;
    const locked = { ...office, ui: { ...office.ui, theme: { ...office.ui.theme, features: { customBranding: false, whiteLabel: false } } } } as typeof office;
    await i18next.changeLanguage('en');
    renderBranding(SETTINGS, { office: locked });
    expect((await screen.findByTestId('branding-not-enabled')).textContent).toContain('Custom branding is not enabled for this tenant');
    expect(screen.queryByTestId('branding-panel')).toBeNull();
  });

  it('edits with a live preview, and Cancel drops the draft and returns to view mode', async () => {
    renderBranding();
    await openEditor();
    expect(screen.getByTestId('branding-preview').getAttribute('data-primary')).toBe('#1f3a5f');
    type('company-name-he', 'משרד אחר');
    type('color-primary', '#336699');
    // The preview follows before anything is saved.
    await waitFor(() => expect(screen.getByTestId('branding-preview').getAttribute('data-primary')).toBe('#336699'));
    expect(screen.getByTestId('preview-header').textContent).toContain('משרד אחר');
    fireEvent.click(screen.getByTestId('branding-cancel'));
    const view = await screen.findByTestId('branding-view');
    expect(view.textContent).toContain('לשכה משפטית');
    expect(view.textContent).not.toContain('משרד אחר');
    await openEditor();
    expect(input('company-name-he').value).toBe('לשכה משפטית');
    expect(input('color-primary').value).toBe('#1f3a5f');
    expect(calls.put).not.toHaveBeenCalled();
  });

  it('shows "Invalid primary color" at the field and sends nothing', async () => {
    await i18next.changeLanguage('en');
    renderBranding();
    await openEditor();
    type('color-primary', '#12');
    await waitFor(() => expect(fieldOf('color-primary').textContent).toContain('Invalid primary color'));
    // The preview keeps the last valid colour.
    expect(screen.getByTestId('branding-preview').getAttribute('data-primary')).toBe('#1f3a5f');
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(fieldOf('color-primary').className).toContain('ant-form-item-has-error'));
    expect(calls.put).not.toHaveBeenCalled();
  });

  it('accepts hex with 3 digits, rgb() and rgba()', async () => {
    await i18next.changeLanguage('en');
    renderBranding();
    await openEditor();
    type('color-primary', '#abc');
    type('color-secondary', 'rgb(10, 20, 30)');
    type('color-accent', 'rgba(10, 20, 30, 0.5)');
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.ant-form-item-has-error')).toBeNull();
  });

  it('saves the colours as both the theme’s and the brand’s with the names, returns to view mode and clears the success message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    calls.put.mockImplementation(async (_path: string, body: { overrides: unknown }) => savedAnswer(body.overrides));
    renderBranding();
    await openEditor();
    type('company-name-en', 'Lishka Law');
    type('color-primary', '#336699');
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
    const colors = { primary: '#336699', secondary: '#8c2f39', accent: '#b08d57' };
    expect(calls.put).toHaveBeenCalledWith('/admin/office', {
      baseVersion: 4,
      overrides: {
        terminology: { he: { client: 'לקוח' } },
        ui: {
          theme: { colors },
          branding: {
            companyName: { he: 'לשכה משפטית', en: 'Lishka Law', es: 'Lishka Legal' },
            tagline: { he: 'כל תיק, כל מועד, בשליטה', en: 'Every matter, every deadline, under control', es: 'Cada asunto, cada plazo, bajo control' },
            brandColors: colors,
            contactEmail: 'office@legal.example.com',
            contactPhone: '02-5556789',
          },
        },
      },
    });
    expect((await screen.findByTestId('branding-saved')).textContent).toContain('המיתוג עודכן בהצלחה');
    // Back in view mode, on the saved brand.
    expect(within(screen.getByTestId('brand-swatch-primary')).getByTestId('brand-swatch-value').textContent).toBe('#336699');
    expect(screen.getByTestId('branding-view').textContent).toContain('Lishka Law');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('branding-saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('branding-saved')).toBeNull();
  });

  it('refuses a bad contact e-mail or phone at its field and sends nothing; good ones are saved with the brand', async () => {
    await i18next.changeLanguage('en');
    calls.put.mockImplementation(async (_path: string, body: { overrides: unknown }) => savedAnswer(body.overrides));
    renderBranding();
    await openEditor();
    expect(input('contact-email').value).toBe('office@legal.example.com');
    type('contact-email', 'office@');
    type('contact-phone', 'call us');
    await waitFor(() => expect(fieldOf('contact-email').textContent).toContain('Enter a valid e-mail address, like office@example.com, of at most 100 characters'));
    await waitFor(() => expect(fieldOf('contact-phone').textContent).toContain('Enter a phone of 7–20 digits'));
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(fieldOf('contact-email').className).toContain('ant-form-item-has-error'));
    expect(calls.put).not.toHaveBeenCalled();

    type('contact-email', ' desk@legal.example.com ');
    type('contact-phone', '+972 2-555-6789');
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
    const sent = calls.put.mock.calls[0]![1] as { overrides: { ui: { branding: Record<string, unknown> } } };
    expect(sent.overrides.ui.branding).toMatchObject({ contactEmail: 'desk@legal.example.com', contactPhone: '+972 2-555-6789' });
    expect((await screen.findByTestId('brand-contact-phone')).textContent).toBe('+972 2-555-6789');
  });

  it('shows the server’s refusal of a contact detail at its field', async () => {
    await i18next.changeLanguage('en');
    calls.put.mockRejectedValue(new ApiError('The settings are not valid and were not saved', 400, 'INVALID_OVERRIDES', [{ field: 'ui.branding.contactPhone', message: 'The contact phone is not valid' }]));
    renderBranding();
    await openEditor();
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(fieldOf('contact-phone').textContent).toContain('The contact phone is not valid'));
  });

  it('warns of a company name over 50 characters without blocking the save', async () => {
    await i18next.changeLanguage('en');
    calls.put.mockImplementation(async (_path: string, body: { overrides: unknown }) => savedAnswer(body.overrides));
    renderBranding();
    await openEditor();
    type('company-name-en', 'A'.repeat(51));
    await waitFor(() => expect(fieldOf('company-name-en').textContent).toContain('A company name over 50 characters may not display well'));
    fireEvent.click(screen.getByTestId('branding-save'));
    await waitFor(() => expect(calls.put).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s refusal at its field under "Failed to save branding", staying in edit mode', async () => {
    await i18next.changeLanguage('en');
    calls.put.mockRejectedValue(new ApiError('The settings are not valid and were not saved', 400, 'INVALID_OVERRIDES', [{ field: 'ui.branding.brandColors.secondary', message: 'Invalid secondary color' }]));
    renderBranding();
    await openEditor();
    fireEvent.click(screen.getByTestId('branding-save'));
    const failed = await screen.findByTestId('branding-save-failed');
    expect(failed.textContent).toContain('Failed to save branding');
    expect(failed.textContent).toContain('The settings are not valid and were not saved');
    await waitFor(() => expect(fieldOf('color-secondary').textContent).toContain('Invalid secondary color'));
    expect(screen.getByTestId('branding-form')).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry when the settings cannot be loaded', async () => {
    const { unmount } = renderBranding({ '/admin/office': pending() });
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).not.toBeNull());
    unmount();
    renderBranding({ '/admin/office': failing('The server could not answer') });
    expect(await screen.findByText('לא ניתן לטעון את הגדרות המשרד')).toBeTruthy();
    expect(screen.getByText('The server could not answer')).toBeTruthy();
  });
});
