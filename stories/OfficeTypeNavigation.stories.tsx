import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NavigationPanel } from '../src/explorer/NavigationPanel';
import { storyCatalog, storyConfiguration } from './office-type-catalog';

interface Args {
  officeType: string;
  role: string;
}

function OfficeTypeNavigation({ officeType, role }: Args) {
  return <NavigationPanel config={storyConfiguration(officeType)} roles={[role]} />;
}

const meta: Meta<Args> = {
  title: 'Office types/Navigation',
  component: OfficeTypeNavigation,
  argTypes: {
    officeType: { control: 'select', options: storyCatalog.ids() },
    role: { control: 'select', options: ['admin', 'manager', 'user', 'viewer'] },
  },
  args: { officeType: 'legal', role: 'admin' },
};

export default meta;

/** The menus the engine builds for an office type; choose the office type and role in the controls. */
export const Navigation: StoryObj<Args> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('לוח בקרה')).toBeInTheDocument();
    await expect(canvas.getAllByText('לקוחות').length).toBeGreaterThan(0);
  },
};
