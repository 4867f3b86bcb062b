import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SigningWorkflow } from '../../api/signing-answers';
import { ok } from '../../dashboard/in-memory-fetcher';
import { completedWorkflow, draftWorkflow, inProgressWorkflow, WORKFLOW_ID, workflowAnswer } from './signing-fixtures';
import { SigningWorkflowPage } from './SigningWorkflowPage';
import { signingStoryFrame } from './SigningStoryFrame';

const at = { path: `/documents/workflows/${WORKFLOW_ID}`, pattern: '/documents/workflows/:id' };
const routesOf = (workflow: SigningWorkflow) => ({ [`/pdf/signing/${WORKFLOW_ID}`]: workflowAnswer(workflow) });
const changed = (workflow: SigningWorkflow) => ({ ...ok(workflow), message: 'OK', messages: { he: 'בוצע', en: 'Done' } });

const remind = fn(async () => changed(inProgressWorkflow({ participants: inProgressWorkflow().participants.map((one) => (one.isTheirTurn ? { ...one, remindedAt: '2026-11-27T08:00:00.000Z' } : one)) })));
const resend = fn(async () => changed(inProgressWorkflow()));
const cancel = fn(async () => changed({ ...inProgressWorkflow(), status: 'cancelled', waitingFor: [] }));
const fetchFile = fn(async () => ({ blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), fileName: 'sealed.pdf' }));
const submit = fn(async () => changed({ ...draftWorkflow(), status: 'signing' }));

const meta: Meta<typeof SigningWorkflowPage> = {
  title: 'Signing/Workflow',
  component: SigningWorkflowPage,
  decorators: [signingStoryFrame],
};

export default meta;
type Story = StoryObj<typeof SigningWorkflowPage>;

/**
 * In order, partly signed: the reviewer done, the first signer signed, the second's turn (remind and a new link for
 * her alone), the observer waiting; the trail with its labels, addresses and browsers; cancel asks first.
 */
export const InProgress: Story = {
  parameters: { ...at, routes: routesOf(inProgressWorkflow()), calls: { remind, resend, cancel } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('הסכם שכירות');
    await expect(canvas.getByTestId('workflow-document')).toHaveAttribute('href', '/documents/3c9d0000-0000-4000-8000-000000000001');
    const steps = canvas.getAllByTestId('participant-step');
    await expect(steps.map((step) => step.textContent)).toEqual([expect.stringContaining('Noam Pro'), expect.stringContaining('Yossi Cohen'), expect.stringContaining('Dana Mizrahi'), expect.stringContaining('Rina Katz')]);
    await expect(steps[1]).toHaveTextContent(/חתם|Signed/);
    await expect(steps[2]).toHaveTextContent(/תורו עכשיו|Their turn/);
    // Only the one whose turn it is may be reminded or sent a new link.
    await expect(canvas.getAllByTestId('participant-remind')).toHaveLength(1);
    await expect(canvas.getAllByTestId('participant-resend')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /תזכורת אל Dana Mizrahi|Remind Dana Mizrahi/ }));
    await waitFor(() => expect(remind).toHaveBeenCalledWith(WORKFLOW_ID, '6b2f0000-0000-4000-8000-000000000003'));
    await userEvent.click(canvas.getByTestId('participant-resend'));
    await waitFor(() => expect(resend).toHaveBeenCalledTimes(1));
    const events = canvas.getAllByTestId('signing-event');
    await expect(events).toHaveLength(7);
    await expect(events[4]).toHaveTextContent(/נשלח קוד חד־פעמי|One-time code sent/);
    await expect(events[5]).toHaveTextContent(/נחתם|Signed/);
    await expect(within(events[5]!).getByTestId('event-agent')).toHaveTextContent('Chrome 131 · Windows');
    await expect(events[5]).toHaveTextContent('198.51.100.7');
    await expect(canvas.getByTestId('signing-fields')).toHaveTextContent(/Dana Mizrahi: 2/);
    await expect(canvas.queryByTestId('download-sealed')).toBeNull();
    await userEvent.click(canvas.getByTestId('workflow-cancel'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /^(ביטול התהליך|Cancel workflow)$/ }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(WORKFLOW_ID));
    await expect(await canvas.findByText(/^(בוטל|Cancelled)$/, { selector: '[data-testid=signing-status]' })).toBeInTheDocument();
  },
};

/** Every signer done and sealed: the signed file and the certificate to download, nothing left to remind or cancel. */
export const Completed: Story = {
  parameters: { ...at, routes: routesOf(completedWorkflow()), calls: { fetchFile } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('signing-status')).toHaveTextContent(/הושלם|Completed/);
    await expect(canvas.queryByTestId('participant-remind')).toBeNull();
    await expect(canvas.queryByTestId('workflow-cancel')).toBeNull();
    await userEvent.click(canvas.getByTestId('download-sealed'));
    await waitFor(() => expect(fetchFile).toHaveBeenCalledWith(WORKFLOW_ID, 'sealed'));
    await userEvent.click(canvas.getByTestId('download-certificate'));
    await waitFor(() => expect(fetchFile).toHaveBeenCalledWith(WORKFLOW_ID, 'certificate'));
    const events = canvas.getAllByTestId('signing-event');
    await expect(events.at(-1)).toHaveTextContent(/נחתם דיגיטלית|Digitally sealed/);
  },
};

/** A draft: send, edit and delete; nothing to cancel or download. Sending shows it out for signature. */
export const Draft: Story = {
  parameters: { ...at, routes: routesOf(draftWorkflow()), calls: { submit } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('signing-status')).toHaveTextContent(/טיוטה|Draft/);
    await expect(canvas.getByTestId('workflow-edit')).toBeEnabled();
    await expect(canvas.getByTestId('workflow-delete')).toBeEnabled();
    await expect(canvas.queryByTestId('workflow-cancel')).toBeNull();
    await expect(canvas.queryByTestId('participant-remind')).toBeNull();
    await userEvent.click(canvas.getByTestId('workflow-send'));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(WORKFLOW_ID));
    await expect(await canvas.findByText(/^(נשלח לחתימה|Out for signature)$/, { selector: '[data-testid=signing-status]' })).toBeInTheDocument();
  },
};

/** A workflow that is not there (or not the caller's to see). */
export const NotFound: Story = {
  parameters: { ...at, routes: {} },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('workflow-not-found')).toHaveTextContent(/תהליך החתימה לא נמצא|Signing workflow not found/);
  },
};
