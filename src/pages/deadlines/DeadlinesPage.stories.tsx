import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../i18n/load-namespaces';
import { deadlinesStrings } from '../../i18n/locales/deadlines';
import { tasksStrings } from '../../i18n/locales/tasks';
import { recordStoryFrame } from '../records/RecordStoryFrame';
import { deadlineCounts, deadlinePage } from './deadline-fixtures';
import { DeadlinesPage } from './DeadlinesPage';

registerStrings('deadlines', deadlinesStrings);
registerStrings('tasks', tasksStrings);

const LIST = '/deadlines';
const COUNTS = '/deadlines/counts';

const meta: Meta<typeof DeadlinesPage> = {
  title: 'Deadlines/Deadlines',
  component: DeadlinesPage,
  decorators: [recordStoryFrame],
  parameters: { path: '/deadlines?due=today', pattern: '/deadlines' },
};

export default meta;
type Story = StoryObj<typeof DeadlinesPage>;

/** Legal's deadlines module: a task two days late in red, a matter's stage due soon, a client's follow-up; each opens its page. */
export const Today: Story = {
  parameters: { routes: { [LIST]: deadlinePage(), [COUNTS]: deadlineCounts() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /מועדים|Deadlines/ })).toBeInTheDocument();
    const rows = await canvas.findAllByTestId('deadline-row');
    await expect(rows.map((row) => row.getAttribute('data-overdue'))).toEqual(['true', 'false', 'false']);
    await expect(within(rows[0]!).getByTestId('deadline-late')).toHaveTextContent(/2|יומיים/);
    await expect(within(rows[0]!).getByTestId('deadline-detail')).toHaveTextContent(/conflict check/);
    await expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/matters/5f0c2a1e-0000-4000-8000-000000000001');
    await expect(within(rows[2]!).getByRole('link', { name: /Dana Mizrahi/ })).toHaveAttribute('href', '/clients/7d1e0000-0000-4000-8000-000000000004');
    // Grouped by person: the paralegals' queue, then the attorney.
    await expect(canvas.getAllByTestId('deadline-group')).toHaveLength(2);
    await expect(canvas.getByTestId('due-this-week')).toBeInTheDocument();
    await expect(canvas.getByTestId('deadline-range-overdue')).toHaveTextContent('1');
  },
};

/** Grouped by module: the matters, then the clients' follow-ups. */
export const ByModule: Story = {
  parameters: { path: '/deadlines?due=week&by=module', routes: { [LIST]: deadlinePage(), [COUNTS]: deadlineCounts() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groups = await canvas.findAllByTestId('deadline-group');
    await expect(groups).toHaveLength(2);
    await expect(groups[0]).toHaveTextContent(/תיקים|Matters/);
    await expect(within(groups[0]!).getAllByTestId('deadline-row')).toHaveLength(2);
  },
};

/** A tab asks for its range: the overdue tab reads ?range=overdue. */
export const SwitchRange: Story = {
  parameters: {
    routes: {
      [LIST]: (_path: string, query: URLSearchParams) => (query.get('range') === 'overdue' ? deadlinePage(deadlinePage().data.slice(0, 1)) : deadlinePage()),
      [COUNTS]: deadlineCounts(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('deadline-row');
    await userEvent.click(canvas.getByTestId('deadline-range-overdue'));
    await waitFor(() => expect(canvas.getAllByTestId('deadline-row')).toHaveLength(1));
    await expect(canvas.getByTestId('deadline-row')).toHaveAttribute('data-overdue', 'true');
  },
};

/** While the first page loads. */
export const Loading: Story = {
  parameters: { routes: { [LIST]: pending(), [COUNTS]: pending() } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull());
  },
};

/** Nothing due today. */
export const Empty: Story = {
  parameters: { routes: { [LIST]: deadlinePage([]), [COUNTS]: deadlineCounts({ today: 0 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין מועדים להיום|Nothing due today/)).toBeInTheDocument();
  },
};

/** The server failed: said so, with a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [LIST]: failing(), [COUNTS]: failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/המועדים לא נטענו|The deadlines could not be loaded/)).toBeInTheDocument();
    await expect(canvas.queryByTestId('deadline-row')).toBeNull();
  },
};
