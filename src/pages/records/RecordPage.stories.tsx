import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { matter, matterHistory, matterWorkflow, pendingWorkflow } from './record-fixtures';
import { RecordPage } from './RecordPage';
import { recordStoryFrame } from './RecordStoryFrame';

const record = matter({ stage: 'active' });
const PATH = `/records/matters/${record.id}`;
const routes = (workflow: unknown) => ({ [PATH]: ok(record), [`${PATH}/workflow`]: workflow, [`${PATH}/history`]: ok(matterHistory()) });

const meta: Meta<typeof RecordPage> = {
  title: 'Records/Record',
  component: RecordPage,
  decorators: [recordStoryFrame],
  args: { moduleId: 'matters' },
  parameters: { path: `/matters/${record.id}`, pattern: '/matters/:id' },
};

export default meta;
type Story = StoryObj<typeof RecordPage>;

/** A matter with the moves its user may make, one asking for an approval, one refused with its reason, and its history. */
export const WithMoves: Story = {
  parameters: { routes: routes(ok(matterWorkflow())) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('move-discovery')).toHaveTextContent(/מעבר לגילוי|Start discovery/);
    await expect(canvas.getByTestId('move-closed')).toHaveTextContent(/תישלח בקשת אישור|An approval will be requested/);
    await expect(canvas.getByTestId('refused-intake')).toHaveAccessibleName(/Only a partner|רק שותף/);
    await expect(canvas.getByTestId('stage-bar')).toHaveTextContent(/קליטה.*פעיל|Intake.*Active/);
    await expect(await canvas.findByText(/הועבר מקליטה אל פעיל|Moved from Intake to Active/)).toBeInTheDocument();
    await expect(canvas.getByTestId('record-details')).toHaveTextContent(/ליטיגציה|Litigation/);
  },
};

/** A move waiting for approval, seen by someone who may decide: who asked, approve and reject. */
export const PendingApproval: Story = {
  parameters: { routes: routes(ok(pendingWorkflow())) },
  play: async ({ canvasElement }) => {
    const pendingCard = await within(canvasElement).findByTestId('pending-approval');
    await expect(pendingCard).toHaveTextContent('Noa Ben-David');
    await expect(within(pendingCard).getByTestId('approve')).toBeEnabled();
    await expect(within(pendingCard).getByTestId('reject')).toBeEnabled();
  },
};

/** While the record loads. */
export const Loading: Story = {
  parameters: { routes: { [PATH]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

/** The workflow call failed (not there yet, or down): its card says so; the record itself still shows. */
export const WorkflowError: Story = {
  parameters: { routes: routes(failing()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/מצב השלבים לא נטען|The stages could not be loaded/)).toBeInTheDocument();
    await expect(canvas.getByTestId('record-details')).toBeInTheDocument();
  },
};
