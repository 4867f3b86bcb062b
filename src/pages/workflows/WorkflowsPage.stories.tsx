import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../i18n/load-namespaces';
import { workflowsStrings } from '../../i18n/locales/workflows';
import { recordStoryFrame } from '../records/RecordStoryFrame';
import { runningPage } from './running-fixtures';
import { WorkflowsPage } from './WorkflowsPage';

registerStrings('workflows', workflowsStrings);

const RUNNING = '/workflows/records';

const meta: Meta<typeof WorkflowsPage> = {
  title: 'Workflows/Overview',
  component: WorkflowsPage,
  decorators: [recordStoryFrame],
  parameters: { path: '/workflows', pattern: '/workflows' },
};

export default meta;
type Story = StoryObj<typeof WorkflowsPage>;

/** A legal office's running matters: tabs with their counts, each matter's stage, assignee, age and SLA state. */
export const List: Story = {
  parameters: { routes: { [RUNNING]: runningPage() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('running-table');
    await expect(canvas.getByTestId('tab-count-active')).toHaveTextContent('42');
    await expect(canvas.getByTestId('tab-count-overdue')).toHaveTextContent('7');
    await expect(within(table).getByRole('link', { name: /Levi v. Cohen/ })).toHaveAttribute('href', '/matters/5f0c2a1e-0000-4000-8000-000000000001');
    await expect([...table.querySelectorAll('[data-testid="sla-state"]')].map((tag) => tag.getAttribute('data-state'))).toEqual(['on-track', 'due-soon', 'breached']);
    await expect(canvas.getByTestId('workflows-show-more')).toBeInTheDocument();
    await expect(canvas.getByTestId('start-new')).toBeInTheDocument();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  parameters: { routes: { [RUNNING]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

/** Nothing past its SLA: the overdue tab says so. */
export const Empty: Story = {
  parameters: { routes: { [RUNNING]: runningPage({ data: [], nextCursor: null, counts: { active: 42, overdue: 0, finished: 120 } }) }, path: '/workflows?state=overdue' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/שום תהליך לא חרג|Nothing is past/)).toBeInTheDocument();
  },
};

/** The server failed: said so, with a retry; never invented rows. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [RUNNING]: failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/רשימת התהליכים לא נטענה|The workflows could not be loaded/)).toBeInTheDocument();
    await expect(canvas.queryByTestId('running-table')).toBeNull();
  },
};
