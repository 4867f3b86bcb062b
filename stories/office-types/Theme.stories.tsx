import type { Meta, StoryObj } from '@storybook/react-vite';
import { theme } from 'antd';
import { expect, waitFor, within } from 'storybook/test';
import { parseColor, toHex } from '../../engine/theme/color';
import { themeToTokens } from '../../engine/theme/theme-tokens';
import { ThemePreview } from '../../src/app/theme/ThemePreview';
import { WidgetSandbox } from '../../src/dashboard/WidgetSandbox';
import { explorerStrings } from '../../src/i18n/explorer-strings';
import { officeOfStory, officeTypeArgTypes, storyLanguage, type OfficeTypeArgs } from './office-type-story';

function OfficeTypeTheme({ officeType }: OfficeTypeArgs) {
  return (
    <WidgetSandbox routes={{}} officeType={officeType}>
      <ThemePreview />
    </WidgetSandbox>
  );
}

const meta: Meta<OfficeTypeArgs> = {
  title: 'Office types/Theme',
  component: OfficeTypeTheme,
  excludeStories: ['officeTypeStory'],
  argTypes: officeTypeArgTypes,
};

export default meta;

/** An office type's theme in the story's mode: its colours and their contrast, its fonts, and antd drawn in it. */
export const officeTypeStory = (officeType: string): StoryObj<OfficeTypeArgs> => ({
  args: { officeType },
  play: async ({ canvasElement, globals }) => {
    const { config } = officeOfStory(officeType, globals);
    const { ui } = config;
    const mode = globals.theme === 'dark' ? 'dark' : 'light';
    const tokens = themeToTokens(ui.theme, { mode, ...(ui.branding ? { branding: ui.branding } : {}) });
    // Light mode shows the JSON's own primary colour; dark mode the engine's dark primary.
    const primary = mode === 'light' ? ui.theme.colors.primary : tokens.token.colorPrimary;
    const canvas = within(canvasElement);
    const swatch = await canvas.findByTestId('swatch-primary');
    await expect(within(swatch).getByTestId('swatch-value').textContent?.toLowerCase()).toBe(primary.toLowerCase());
    const heading = within(canvas.getByTestId('font-heading')).getByTestId('font-family');
    await expect(heading).toHaveTextContent(tokens.custom.fontFamilyHeading);
    // antd's dark algorithm derives its own primary from the seed: the button shows that one, and the swatch says so.
    const drawn = mode === 'light' ? tokens.token.colorPrimary : theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: tokens.token }).colorPrimary;
    if (drawn !== tokens.token.colorPrimary) await expect(within(swatch).getByTestId('swatch-shown')).toHaveTextContent(drawn);
    const button = canvas.getByRole('button', { name: explorerStrings[storyLanguage(globals)].themePreview.primaryButton });
    // antd may still be easing the colour in when the story starts.
    await waitFor(() => {
      const background = parseColor(getComputedStyle(button).backgroundColor);
      return expect(background && toHex(background)).toBe(drawn);
    });
  },
});
