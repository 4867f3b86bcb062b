import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending } from '../../in-memory-fetcher';
import { sandboxDecorator } from '../../sandbox-decorator';
import { recentActivityAnswer, sampleActivity } from './activity-fixtures';
import { RecentActivityWidget } from './RecentActivityWidget';

const meta: Meta<typeof RecentActivityWidget> = {
  title: 'Dashboard/Widgets/Recent activity',
  component: RecentActivityWidget,
  decorators: [sandboxDecorator],
  args: { placement: { id: 'recent-activity', type: 'recent-activity', position: { x: 0, y: 2, w: 6, h: 4 } }, config: { perEntity: 2, total: 5, entities: ['client', 'document', 'simulation'] } },
};

export default meta;
type Story = StoryObj<typeof RecentActivityWidget>;

/** The newest entries, worded as time ago: under an hour, hours, yesterday, days, then a date. */
export const WithData: Story = {
  parameters: {
    routes: {
      '/dashboard/activity': (_path: string, query: URLSearchParams) => {
        const filter = query.get('filter');
        if (filter === 'simulation') return recentActivityAnswer([], [{ entityType: 'simulation', messages: { he: 'סימולציות עדיין לא נשמרות במערכת.', en: 'Simulations are not stored yet.' } }]);
        return recentActivityAnswer(sampleActivity().filter((item) => filter === 'all' || item.entityType === filter));
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('activity-entry')).toHaveLength(5);
    await expect(canvas.getAllByRole('link').at(-1)).toHaveAttribute('href', '/dashboard/activity');
  },
};

/** While the entries load. */
export const Loading: Story = {
  parameters: { routes: { '/dashboard/activity': pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** An office where nothing has happened yet. */
export const Empty: Story = {
  parameters: { routes: { '/dashboard/activity': recentActivityAnswer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין עדיין פעילות|No activity yet/)).toBeInTheDocument();
  },
};

/** The server failed. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { '/dashboard/activity': failing('The server could not answer') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
