import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ok } from '../../dashboard/in-memory-fetcher';
import { matterHistory, matterWorkflow, pendingWorkflow } from '../records/record-fixtures';
import { recordStoryFrame } from '../records/RecordStoryFrame';
import { SubjectWorkflow } from './SubjectWorkflow';

const CLIENT = '5f0c0000-0000-4000-8000-000000000001';
const PATH = `/clients/client/${CLIENT}/workflow`;
const run = { id: CLIENT, version: 3 };
const routes = (answer: unknown) => ({ [PATH]: answer, [`${PATH}/history`]: ok(matterHistory()) });

const meta: Meta<typeof SubjectWorkflow> = {
  title: 'Clients/Client workflow',
  component: SubjectWorkflow,
  decorators: [recordStoryFrame],
  args: { clientId: CLIENT },
  parameters: { path: `/clients/${CLIENT}`, pattern: '/clients/:id' },
};

export default meta;
type Story = StoryObj<typeof SubjectWorkflow>;

/** A client's stage, the moves this user may make (one asking for approval), one refused with its reason, and the history: the record page's own parts. */
export const WithMoves: Story = {
  parameters: { routes: routes({ success: true, data: matterWorkflow(), run }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('subject-workflow')).toBeInTheDocument();
    await expect(await canvas.findByTestId('move-discovery')).toBeEnabled();
    await expect(canvas.getByTestId('move-closed')).toHaveTextContent(/תישלח בקשת אישור|An approval will be requested/);
    await expect(canvas.getByTestId('refused-intake')).toHaveAccessibleName(/Only a partner|רק שותף/);
    await expect(canvas.getByTestId('stage-bar')).toBeInTheDocument();
    await expect(await canvas.findByTestId('record-history')).toBeInTheDocument();
  },
};

/** A move waiting for approval, seen by someone who may decide. */
export const PendingApproval: Story = {
  parameters: { routes: routes({ success: true, data: pendingWorkflow(), run }) },
  play: async ({ canvasElement }) => {
    const pendingCard = await within(canvasElement).findByTestId('pending-approval');
    await expect(within(pendingCard).getByTestId('approve')).toBeEnabled();
  },
};

/** An office that runs no workflow on its clients: nothing shows. */
export const NoWorkflow: Story = {
  parameters: { routes: routes({ success: true, data: null, run: null }) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ant-skeleton')).toBeNull());
    await expect(within(canvasElement).queryByTestId('subject-workflow')).toBeNull();
  },
};
