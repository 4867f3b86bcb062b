import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sandboxConfiguration } from '../../src/dashboard/sandbox-office';
import { NavigationPanel } from '../../src/explorer/NavigationPanel';
import { officeOfStory, officeTypeArgTypes, type OfficeTypeArgs } from './office-type-story';

interface Args extends OfficeTypeArgs {
  role: string;
}

function OfficeTypeNavigation({ officeType, role }: Args) {
  return <NavigationPanel config={sandboxConfiguration(officeType)} roles={[role]} />;
}

const meta: Meta<Args> = {
  title: 'Office types/Navigation',
  component: OfficeTypeNavigation,
  excludeStories: ['officeTypeStory'],
  argTypes: { ...officeTypeArgTypes, role: { control: 'select', options: ['admin', 'manager', 'user', 'viewer'] } },
  args: { role: 'admin' },
};

export default meta;

/** The menus the engine builds for an office type, as an admin sees them: the office's own word for its clients. */
export const officeTypeStory = (officeType: string): StoryObj<Args> => ({
  args: { officeType },
  play: async ({ canvasElement, globals }) => {
    const { terms } = officeOfStory(officeType, globals);
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(terms.clients)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('menu').length).toBeGreaterThanOrEqual(2);
  },
});
