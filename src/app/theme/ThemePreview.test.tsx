import { act, render, screen, within } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { themeToTokens } from '../../../engine/theme/theme-tokens';
import { sandboxConfiguration } from '../../dashboard/sandbox-office';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { setThemePreference } from './theme-mode-store';
import { ThemePreview } from './ThemePreview';

const renderPreview = () =>
  render(
    <WidgetSandbox routes={{}} officeType="legal">
      <ThemePreview />
    </WidgetSandbox>,
  );

describe('the theme preview', () => {
  afterEach(() => setThemePreference('light'));

  it("shows the office's colours with their contrast, its fonts and components in its theme, in Hebrew", () => {
    renderPreview();
    const primary = screen.getByTestId('swatch-primary');
    // The legal office's primary colour, from office-types/legal.json.
    expect(within(primary).getByTestId('swatch-value').textContent).toBe('#1f3a5f');
    expect(within(primary).getByText('ראשי')).toBeTruthy();
    expect(within(primary).getByText(/^ניגודיות [\d.]+:1 מול רקע כרטיס/)).toBeTruthy();
    for (const name of ['secondary', 'accent', 'success', 'warning', 'error', 'background', 'surface', 'text', 'textSecondary']) expect(screen.getByTestId(`swatch-${name}`)).toBeTruthy();
    // In light mode antd draws the office's colours as they are.
    expect(screen.queryByTestId('swatch-shown')).toBeNull();
    expect(within(screen.getByTestId('font-heading')).getByTestId('font-family').textContent).toBe("'Frank Ruhl Libre', 'David Libre', Georgia, 'Times New Roman', serif");
    expect(within(screen.getByTestId('font-body')).getByTestId('font-family').textContent).toBe("Heebo, 'Segoe UI', Arial, sans-serif");
    expect(screen.getByRole('button', { name: 'פעולה ראשית' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'הקלדה כאן' })).toBeTruthy();
  });

  it('shows the dark palette in dark mode', () => {
    renderPreview();
    act(() => setThemePreference('dark'));
    const { ui } = sandboxConfiguration('legal');
    const dark = themeToTokens(ui.theme, { mode: 'dark', ...(ui.branding ? { branding: ui.branding } : {}) });
    const primary = screen.getByTestId('swatch-primary');
    expect(within(primary).getByTestId('swatch-value').textContent).toBe(dark.token.colorPrimary);
    // antd's dark algorithm derives another primary from it: the swatch says which one is on screen.
    const drawn = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: dark.token }).colorPrimary;
    expect(within(primary).getByTestId('swatch-shown').textContent).toContain(drawn);
    expect(within(screen.getByTestId('swatch-background')).getByTestId('swatch-value').textContent).toBe(dark.token.colorBgLayout);
    expect(dark.token.colorBgLayout).not.toBe(themeToTokens(ui.theme, { mode: 'light' }).token.colorBgLayout);
  });
});
