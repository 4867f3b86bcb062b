import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { matterList } from './record-fixtures';
import { RecordListPage } from './RecordListPage';
import { recordStoryFrame } from './RecordStoryFrame';

const LIST = '/records/matters';

const meta: Meta<typeof RecordListPage> = {
  title: 'Records/List',
  component: RecordListPage,
  decorators: [recordStoryFrame],
  args: { moduleId: 'matters' },
};

export default meta;
type Story = StoryObj<typeof RecordListPage>;

/** A legal office's matters with their declared columns: option labels, stage names, the client's link, 10,000+ in all. */
export const List: Story = {
  parameters: { routes: { [LIST]: matterList() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('record-table');
    await expect(within(table).getAllByText(/ליטיגציה|Litigation/).length).toBeGreaterThan(0);
    await expect(within(table).getByRole('link', { name: 'Dana Levi' })).toHaveAttribute('href', '/clients/7a1d0000-0000-4000-8000-000000000009');
    await expect(canvas.getByTestId('record-total')).toHaveTextContent('10,000+');
    await expect(canvas.getByTestId('record-show-more')).toBeInTheDocument();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  parameters: { routes: { [LIST]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

/** No matters yet: the empty state names them in the office's words. */
export const Empty: Story = {
  parameters: { routes: { [LIST]: matterList({ data: [], nextCursor: null, total: 0, isTotalExact: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין עדיין תיקים|No matters yet/)).toBeInTheDocument();
  },
};

/** The server failed: said so, with a retry; never invented rows. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [LIST]: failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/רשימת התיקים לא נטענה|The matters could not be loaded/)).toBeInTheDocument();
    await expect(canvas.queryByTestId('record-table')).toBeNull();
  },
};

/** The board by stage: a lane per stage of the legal-matter workflow, in its order. */
export const Board: Story = {
  parameters: { routes: { [LIST]: matterList({ nextCursor: null, total: 3, isTotalExact: true }) }, path: '/matters?view=board' },
  play: async ({ canvasElement }) => {
    const board = await within(canvasElement).findByTestId('record-board');
    const lanes = [...board.querySelectorAll('section[data-testid^="stage-"]')].map((lane) => lane.getAttribute('data-testid'));
    await expect(lanes.slice(0, 3)).toEqual(['stage-intake', 'stage-active', 'stage-discovery']);
    await expect(within(board).getAllByTestId('record-card')).toHaveLength(3);
  },
};
