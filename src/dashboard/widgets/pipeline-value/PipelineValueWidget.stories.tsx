import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOARD_API_PATH } from '../../../api/opportunity-api-paths';
import { failing, pending } from '../../in-memory-fetcher';
import { sandboxDecorator } from '../../sandbox-decorator';
import { boardAnswer, BUSY_BOARD } from './pipeline-fixtures';
import { PipelineValueWidget } from './PipelineValueWidget';

const meta: Meta<typeof PipelineValueWidget> = {
  title: 'Dashboard/Widgets/Pipeline value',
  component: PipelineValueWidget,
  decorators: [sandboxDecorator],
  // An office type with the deals pipeline.
  parameters: { officeType: 'insurance' },
  args: { placement: { id: 'pipeline', type: 'pipeline-value', position: { x: 0, y: 0, w: 4, h: 3 } }, config: { includeClosed: false } },
};

export default meta;
type Story = StoryObj<typeof PipelineValueWidget>;

/** The open deals' value in whole shekels, and each open stage as a bar. */
export const WithData: Story = {
  parameters: { routes: { [BOARD_API_PATH]: BUSY_BOARD } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('pipeline-total')).toHaveTextContent('454,501');
    await expect(within(canvas.getByTestId('stage-bars')).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** Counting the deals won in the last 90 days too. */
export const IncludingWon: Story = {
  args: { config: { includeClosed: true } },
  parameters: { routes: { [BOARD_API_PATH]: BUSY_BOARD } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('pipeline-total')).toHaveTextContent('544,501');
  },
};

/** An office type without the deals pipeline (legal): said honestly, the server not asked. */
export const NotInThisOffice: Story = {
  parameters: { officeType: 'legal', routes: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('widget-not-in-office')).toBeInTheDocument();
  },
};

/** While the board loads. */
export const Loading: Story = {
  parameters: { routes: { [BOARD_API_PATH]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Only lost deals: nothing open. */
export const Empty: Story = {
  parameters: { routes: { [BOARD_API_PATH]: boardAnswer({ lost: [2, 5000] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין עסקאות פתוחות|No open deals/)).toBeInTheDocument();
  },
};

/** The server failed: the widget says so and offers to try again. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [BOARD_API_PATH]: failing() } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeInTheDocument();
  },
};
