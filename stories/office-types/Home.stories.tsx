import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WidgetSandbox } from '../../src/dashboard/WidgetSandbox';
import { HomePage } from '../../src/pages/public/HomePage';
import { PublicLayout } from '../../src/pages/public/PublicLayout';
import { officeOfStory, officeText, officeTypeArgTypes, type OfficeTypeArgs } from './office-type-story';

const NO_ROUTES = {};

function OfficeTypeHome({ officeType }: OfficeTypeArgs) {
  return (
    <WidgetSandbox routes={NO_ROUTES} officeType={officeType} path="/">
      <PublicLayout>
        <HomePage />
      </PublicLayout>
    </WidgetSandbox>
  );
}

const meta: Meta<OfficeTypeArgs> = {
  title: 'Office types/Home page',
  component: OfficeTypeHome,
  excludeStories: ['officeTypeStory'],
  argTypes: officeTypeArgTypes,
  parameters: { layout: 'fullscreen' },
};

export default meta;

/** The office type's public home page from its JSON: hero, feature cards, statistics and calls to action, in its theme. */
export const officeTypeStory = (officeType: string): StoryObj<OfficeTypeArgs> => ({
  args: { officeType },
  play: async ({ canvasElement, globals }) => {
    const { hero, features, ctaBlocks } = officeOfStory(officeType, globals).config.ui.homepage;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(officeText(hero.title, globals));
    // The footer may link to a feature by the same name: the cards are looked for in the page's main part.
    const main = within(canvas.getByRole('main'));
    for (const feature of features) await expect(main.getByRole('heading', { name: officeText(feature.title, globals) })).toBeInTheDocument();
    for (const block of ctaBlocks) await expect(main.getByRole('heading', { name: officeText(block.title, globals) })).toBeInTheDocument();
  },
});
