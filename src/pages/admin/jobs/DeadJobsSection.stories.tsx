import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../../dashboard/in-memory-fetcher';
import { registerStrings } from '../../../i18n/load-namespaces';
import { adminStrings } from '../../../i18n/locales/admin';
import { recordStoryFrame } from '../../records/RecordStoryFrame';
import { deadJobsPage } from './dead-jobs-fixtures';
import { DEAD_JOBS_PATH } from './dead-jobs-types';
import { DeadJobsSection } from './DeadJobsSection';

registerStrings('admin', adminStrings);

const meta: Meta<typeof DeadJobsSection> = {
  title: 'Admin/Background jobs',
  component: DeadJobsSection,
  decorators: [recordStoryFrame],
  parameters: { path: '/admin/jobs', pattern: '/admin/jobs' },
};

export default meta;
type Story = StoryObj<typeof DeadJobsSection>;

/** Two dead jobs, each with its kind in words, its attempts, its last error and a way to queue it again or discard it. */
export const WithDeadJobs: Story = {
  parameters: { routes: { [DEAD_JOBS_PATH]: deadJobsPage() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('dead-job-row');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByTestId('dead-job-kind')).toHaveTextContent(/חריגה מזמן טיפול|SLA breach/);
    await expect(within(rows[0]!).getByTestId('dead-job-attempts')).toHaveTextContent(/5 (מתוך|of) 5/);
    await expect(within(rows[0]!).getByTestId('dead-job-error')).toHaveTextContent('canceling statement due to lock timeout');
    await expect(within(rows[0]!).getByText('Levi & Co')).toBeInTheDocument();
    await expect(within(rows[1]!).getByTestId('dead-job-kind')).toHaveTextContent(/תזכורת ביומן|Calendar reminder/);
    await expect(within(rows[1]!).getByTestId('dead-job-error')).toHaveTextContent(/לא נרשמה שגיאה|No error was recorded/);
    await expect(canvas.getAllByTestId('dead-job-retry')).toHaveLength(2);
    await expect(canvas.getAllByTestId('dead-job-discard')).toHaveLength(2);
  },
};

/** A kind the screen has no words for is shown by its registry name, never blank. */
export const UnknownKind: Story = {
  parameters: { routes: { [DEAD_JOBS_PATH]: deadJobsPage([{ ...deadJobsPage().data[0]!, kind: 'billing.invoice' }]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('dead-job-kind')).toHaveTextContent('billing.invoice');
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { routes: { [DEAD_JOBS_PATH]: pending() } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-spinning')).not.toBeNull());
    await expect(within(canvasElement).queryByTestId('dead-job-row')).toBeNull();
  },
};

/** Nothing failed. */
export const Empty: Story = {
  parameters: { routes: { [DEAD_JOBS_PATH]: deadJobsPage([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/אין משימות רקע שנכשלו|No background job has failed/)).toBeInTheDocument();
  },
};

/** The server failed: said so, with a retry. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [DEAD_JOBS_PATH]: failing() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/משימות הרקע לא נטענו|The background jobs could not be loaded/)).toBeInTheDocument();
    await expect(canvas.queryByTestId('dead-job-row')).toBeNull();
  },
};
