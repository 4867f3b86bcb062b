import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../i18n/load-namespaces';
import { tasksStrings } from '../../i18n/locales/tasks';
import { recordStoryFrame } from '../records/RecordStoryFrame';
import { MyTasksPage } from './MyTasksPage';
import { taskPage } from './task-fixtures';

registerStrings('tasks', tasksStrings);

const TASKS = '/tasks';

const meta: Meta<typeof MyTasksPage> = {
  title: 'Tasks/My tasks',
  component: MyTasksPage,
  decorators: [recordStoryFrame],
  parameters: { path: '/tasks', pattern: '/tasks' },
};

export default meta;
type Story = StoryObj<typeof MyTasksPage>;

/** My open tasks: one two days late in red, worded from its type, then one due tomorrow; each opens its matter. */
export const List: Story = {
  parameters: { routes: { [TASKS]: taskPage() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('task-table');
    const dues = within(table).getAllByTestId('task-due');
    await expect(dues.map((due) => due.getAttribute('data-overdue'))).toEqual(['true', 'false']);
    await expect(within(table).getAllByTestId('task-title')[0]).toHaveTextContent(/conflict check/);
    await expect(within(table).getByRole('link', { name: /Levi v. Cohen/ })).toHaveAttribute('href', '/matters/5f0c2a1e-0000-4000-8000-000000000001');
    await expect(within(table).getAllByTestId('task-complete')).toHaveLength(2);
  },
};

/** While the first page loads. */
export const Loading: Story = {
  parameters: { routes: { [TASKS]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

/** Nothing open. */
export const Empty: Story = {
  parameters: { routes: { [TASKS]: taskPage({ data: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין משימות פתוחות|No open tasks/)).toBeInTheDocument();
  },
};

/** The server failed: said so, with a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [TASKS]: failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/המשימות לא נטענו|The tasks could not be loaded/)).toBeInTheDocument();
    await expect(canvas.queryByTestId('task-table')).toBeNull();
  },
};
