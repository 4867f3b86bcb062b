import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending } from '../../in-memory-fetcher';
import { sandboxDecorator } from '../../sandbox-decorator';
import { statisticsAnswer } from './statistics-fixtures';
import { StatisticsWidget } from './StatisticsWidget';

const meta: Meta<typeof StatisticsWidget> = {
  title: 'Dashboard/Widgets/Statistics',
  component: StatisticsWidget,
  decorators: [sandboxDecorator],
  args: { placement: { id: 'statistics', type: 'statistics', position: { x: 0, y: 0, w: 12, h: 2 } }, config: { showPeriodSelector: true } },
};

export default meta;
type Story = StoryObj<typeof StatisticsWidget>;

/** Tiles computed on the server: a count with a rising trend, one falling, shekels, and one that cannot be computed yet. */
export const WithData: Story = {
  parameters: { routes: { '/dashboard/statistics': (_path: string, query: URLSearchParams) => statisticsAnswer((query.get('period') ?? 'month') as 'month') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clients = await canvas.findByTestId('statistic-clients-total');
    await expect(within(clients).getByTestId('statistic-value')).toHaveTextContent('1,284');
    await expect(within(clients).getByTestId('trend-chip')).toHaveAttribute('data-trend', 'up');
    await expect(canvas.getByTestId('statistic-unavailable')).toHaveTextContent('—');
    await userEvent.click(canvas.getByText(/^(השנה|This year)$/));
    await expect(await canvas.findByTestId('statistic-clients-total')).toBeInTheDocument();
  },
};

/** While the server computes. */
export const Loading: Story = {
  parameters: { routes: { '/dashboard/statistics': pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** A dashboard without statistic tiles. */
export const Empty: Story = {
  parameters: { routes: { '/dashboard/statistics': statisticsAnswer('month', []) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין נתונים סטטיסטיים|No statistics/)).toBeInTheDocument();
  },
};

/** The server failed: the widget says so and offers to try again. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { '/dashboard/statistics': failing('The server could not answer') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
