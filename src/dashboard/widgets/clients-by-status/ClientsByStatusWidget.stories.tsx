import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending } from '../../in-memory-fetcher';
import { sandboxDecorator } from '../../sandbox-decorator';
import { clientStatsAnswer } from './clients-by-status-fixtures';
import { CLIENT_STATS_KEY, ClientsByStatusWidget } from './ClientsByStatusWidget';

const meta: Meta<typeof ClientsByStatusWidget> = {
  title: 'Dashboard/Widgets/Clients by status',
  component: ClientsByStatusWidget,
  decorators: [sandboxDecorator],
  args: { placement: { id: 'by-status', type: 'clients-by-status', position: { x: 0, y: 0, w: 4, h: 3 } }, config: { chart: 'pie' } },
};

export default meta;
type Story = StoryObj<typeof ClientsByStatusWidget>;

const stats = clientStatsAnswer({ active: 42, pending: 11, inactive: 7 });

/** A donut of the statuses in the office's words; the legend holds the numbers and the links. */
export const WithData: Story = {
  parameters: { routes: { [CLIENT_STATS_KEY]: stats } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pie = await canvas.findByTestId('status-pie');
    await expect(pie.querySelectorAll('path')).toHaveLength(3);
    const links = within(canvas.getByTestId('status-legend')).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/clients?status=active');
    await expect(canvas.getByTestId('status-legend')).toHaveTextContent('42');
  },
};

/** The same as bars, growing from the start side. */
export const Bars: Story = {
  args: { config: { chart: 'bar' } },
  parameters: { routes: { [CLIENT_STATS_KEY]: stats } },
  play: async ({ canvasElement }) => {
    const bars = await within(canvasElement).findByTestId('status-bars');
    await expect(within(bars).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A medical office: its own word for clients. */
export const MedicalOffice: Story = {
  parameters: { officeType: 'medical', routes: { [CLIENT_STATS_KEY]: stats } },
};

/** While the figures load. */
export const Loading: Story = {
  parameters: { routes: { [CLIENT_STATS_KEY]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** An office with no one yet. */
export const Empty: Story = {
  parameters: { routes: { [CLIENT_STATS_KEY]: clientStatsAnswer({ active: 0, pending: 0, inactive: 0 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין עדיין|No .* yet/)).toBeInTheDocument();
  },
};

/** The server failed: the widget says so and offers to try again. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [CLIENT_STATS_KEY]: failing() } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeInTheDocument();
  },
};
