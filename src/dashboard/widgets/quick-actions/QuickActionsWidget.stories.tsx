import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sandboxDecorator } from '../../sandbox-decorator';
import { sandboxOffice } from '../../sandbox-office';
import { QuickActionsWidget } from './QuickActionsWidget';

const meta: Meta<typeof QuickActionsWidget> = {
  title: 'Dashboard/Widgets/Quick actions',
  component: QuickActionsWidget,
  decorators: [sandboxDecorator],
  args: { placement: { id: 'quick-actions', type: 'quick-actions', position: { x: 6, y: 2, w: 6, h: 4 } }, config: { showShortcutTip: true } },
};

export default meta;
type Story = StoryObj<typeof QuickActionsWidget>;

const legal = sandboxOffice('legal').runtime!;

/** The legal office's quick actions and the shared ones, with their shortcuts and the tip. */
export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').length).toBe(legal.navigation.quickActions.length);
    await expect(canvas.getByText('Alt+L')).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toBeInTheDocument();
  },
};

/** While the office's configuration loads. */
export const Loading: Story = {
  parameters: { officeOverride: { runtime: undefined, isLoading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

/** An office with no quick actions. */
export const Empty: Story = {
  parameters: { officeOverride: { runtime: { ...legal, navigation: { ...legal.navigation, quickActions: [] } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/לא הוגדרו פעולות מהירות|No quick actions/)).toBeInTheDocument();
  },
};

/** The office's configuration failed to load. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { officeOverride: { runtime: undefined, error: new Error('The office could not be loaded') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};
