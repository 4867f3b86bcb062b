import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending } from '../../in-memory-fetcher';
import { sandboxDecorator } from '../../sandbox-decorator';
import { analyticsAnswer } from './new-clients-fixtures';
import { CLIENT_ANALYTICS_KEY, NewClientsChartWidget } from './NewClientsChartWidget';

const meta: Meta<typeof NewClientsChartWidget> = {
  title: 'Dashboard/Widgets/New clients chart',
  component: NewClientsChartWidget,
  decorators: [sandboxDecorator],
  args: { placement: { id: 'new-clients', type: 'new-clients-chart', position: { x: 0, y: 0, w: 6, h: 3 } }, config: { months: 6 } },
};

export default meta;
type Story = StoryObj<typeof NewClientsChartWidget>;

const year = [3, 5, 4, 8, 6, 9, 12, 7, 10, 14, 11, 16, 13, 18, 15, 9, 21, 17, 19, 24, 20, 26, 22, 18];

/** Six months of new clients, the oldest on the start side (the right in Hebrew), each column labelled. */
export const WithData: Story = {
  parameters: { routes: { [CLIENT_ANALYTICS_KEY]: analyticsAnswer(year) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByTestId('month-columns');
    await expect(chart.querySelectorAll('g[data-column]')).toHaveLength(6);
    await expect(canvas.getByTestId('new-clients-chart')).toHaveTextContent('129');
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

/** Two years: a label every fourth month (the newest always), with its year. */
export const TwoYears: Story = {
  args: { config: { months: 24 } },
  parameters: { routes: { [CLIENT_ANALYTICS_KEY]: analyticsAnswer(year) } },
};

/** While the figures load. */
export const Loading: Story = {
  parameters: { routes: { [CLIENT_ANALYTICS_KEY]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** No one joined in the months shown. */
export const Empty: Story = {
  parameters: { routes: { [CLIENT_ANALYTICS_KEY]: analyticsAnswer([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/לא נוספו|No new/)).toBeInTheDocument();
  },
};

/** The server failed: the widget says so and offers to try again. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [CLIENT_ANALYTICS_KEY]: failing() } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeInTheDocument();
  },
};
