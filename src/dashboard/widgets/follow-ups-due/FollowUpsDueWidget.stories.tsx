import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, ok, pending } from '../../in-memory-fetcher';
import { sandboxDecorator } from '../../sandbox-decorator';
import { followUpAnswers } from './follow-ups-fixtures';
import { FollowUpsDueWidget, OVERDUE_FOLLOW_UPS_KEY, UPCOMING_FOLLOW_UPS_KEY } from './FollowUpsDueWidget';

const meta: Meta<typeof FollowUpsDueWidget> = {
  title: 'Dashboard/Widgets/Follow-ups due',
  component: FollowUpsDueWidget,
  decorators: [sandboxDecorator],
  args: { placement: { id: 'follow-ups', type: 'follow-ups-due', position: { x: 0, y: 0, w: 4, h: 3 } }, config: { days: 7, limit: 5 } },
};

export default meta;
type Story = StoryObj<typeof FollowUpsDueWidget>;

const answers = followUpAnswers();

/** Two overdue follow-ups (one of a lead) first and in red, then the week's. */
export const WithData: Story = {
  parameters: { routes: { [OVERDUE_FOLLOW_UPS_KEY]: answers.overdue, [UPCOMING_FOLLOW_UPS_KEY]: answers.upcoming } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByTestId('follow-ups-due');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveAttribute('data-overdue', 'true');
    await expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/leads/l-late');
    await expect(within(list).getByRole('link', { name: /לכל המעקבים|View all follow-ups/ })).toHaveAttribute('href', '/clients?followUp=upcoming');
  },
};

/** While the lists load. */
export const Loading: Story = {
  parameters: { routes: { [OVERDUE_FOLLOW_UPS_KEY]: pending(), [UPCOMING_FOLLOW_UPS_KEY]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

/** Nothing overdue and nothing due this week. */
export const Empty: Story = {
  parameters: { routes: { [OVERDUE_FOLLOW_UPS_KEY]: ok([]), [UPCOMING_FOLLOW_UPS_KEY]: ok([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין מעקבים ב-7 הימים הקרובים|No follow-ups in the next 7 days/)).toBeInTheDocument();
  },
};

/** The server failed: the widget says so and offers to try again. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [OVERDUE_FOLLOW_UPS_KEY]: failing(), [UPCOMING_FOLLOW_UPS_KEY]: answers.upcoming } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeInTheDocument();
  },
};
