import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import { pdfFile } from '../documents/pdf-fixtures';
import { SIGN_TOKEN, signingSession } from './sign-fixtures';
import type { SigningApi, SigningSession } from './signing-api';
import { SignPage } from './SignPage';
import { signStoryFrame } from './SignStoryFrame';

const meta: Meta<typeof SignPage> = {
  title: 'Signing/Sign page',
  component: SignPage,
  decorators: [signStoryFrame],
};

export default meta;
type Story = StoryObj<typeof SignPage>;

const answers = (api: Partial<SigningApi>) => ({ signing: api });
const sessionOf = (overrides: Partial<SigningSession> = {}) => async () => signingSession(overrides);
const withPdf = { document: async () => pdfFile(2) };
const he = (text: string, en: string) => new RegExp(`${text}|${en}`);

// A page of the document is drawn when pdf.js has finished with its canvas.
const drawn = async (page: HTMLElement) => waitFor(() => expect(page).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });

/** While the link is checked. */
export const Loading: Story = {
  parameters: answers({}),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('sign-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A token that is not (or no longer) a link: said so, with what to do. */
export const UnknownLink: Story = {
  parameters: answers({ session: () => Promise.reject(new ApiError('Not found', 404, 'SIGNING_LINK_UNKNOWN')) }),
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByTestId('sign-state-unknown');
    await expect(within(state).getByRole('heading', { level: 1 })).toHaveTextContent(he('הקישור לא נמצא', 'This link was not found'));
  },
};

/** A link past its days. */
export const ExpiredLink: Story = {
  parameters: answers({ session: sessionOf({ state: 'expired' }) }),
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByTestId('sign-state-expired');
    await expect(state).toHaveTextContent(he('תוקף הקישור פג', 'This link has expired'));
    await expect(within(canvasElement).getByTestId('sign-document-name')).toHaveTextContent('הסכם שכר טרחה.pdf');
  },
};

/** A second signer whose turn has not come: someone before must act first. */
export const Waiting: Story = {
  parameters: answers({ session: sessionOf({ state: 'waiting' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('sign-state-waiting')).toHaveTextContent(he('מישהו לפניכם', 'Someone before you'));
    await expect(canvas.getByTestId('sign-office')).toHaveTextContent('עו״ד נועה בן דוד');
    await expect(canvas.getByTestId('sign-message')).toHaveTextContent('מצורף ההסכם');
    await expect(canvas.queryByTestId('sign-document')).toBeNull();
  },
};

/** Already signed: thanks. */
export const Done: Story = {
  parameters: answers({ session: sessionOf({ state: 'done', participant: { name: 'Dana Mizrahi', role: 'signer', status: 'signed' } }) }),
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByTestId('sign-state-done');
    await expect(within(state).getByRole('heading', { level: 1 })).toHaveTextContent(/Dana Mizrahi/);
    await expect(state).toHaveTextContent(he('חתמתם על ה', 'You signed the'));
  },
};

/** Cancelled by the office: closed, nothing to do. */
export const Closed: Story = {
  parameters: answers({ session: sessionOf({ state: 'closed', workflowStatus: 'cancelled' }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('sign-state-closed')).toHaveTextContent(he('המשרד ביטל', 'The office cancelled'));
  },
};

const verifyCode = fn(async (_token: string, code: string) => {
  if (code === '111111') throw new ApiError('Wrong code', 400, 'SIGNING_CODE_WRONG');
  if (code === '222222') throw new ApiError('Expired', 410, 'SIGNING_CODE_EXPIRED');
});

const typeCode = async (gate: HTMLElement, code: string) => {
  const cells = within(gate).getAllByRole('textbox');
  await userEvent.click(cells[0]!);
  await userEvent.keyboard(code);
};

/** A workflow that asks for a one-time code: send it, see where it went, a wrong and an expired code refused in the page's language, then the document. */
export const NeedsCode: Story = {
  parameters: answers({ session: sessionOf({ needsCode: true }), sendCode: fn(async () => 'd***@example.com'), verifyCode, ...withPdf }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gate = await canvas.findByTestId('code-gate');
    await expect(canvas.queryByTestId('sign-document')).toBeNull();
    await userEvent.click(within(gate).getByTestId('code-send'));
    await expect(await within(gate).findByTestId('code-sent-to')).toHaveTextContent('d***@example.com');
    await expect(within(gate).getByTestId('code-verify')).toBeDisabled();
    await typeCode(gate, '111111');
    await userEvent.click(within(gate).getByTestId('code-verify'));
    await expect(await within(gate).findByTestId('code-refusal')).toHaveTextContent(he('הקוד שגוי', 'That code is wrong'));
    await typeCode(gate, '222222');
    await userEvent.click(within(gate).getByTestId('code-verify'));
    await waitFor(() => expect(within(gate).getByTestId('code-refusal')).toHaveTextContent(he('תוקף הקוד פג', 'That code has expired')));
    await typeCode(gate, '246810');
    await userEvent.click(within(gate).getByTestId('code-verify'));
    await expect(verifyCode).toHaveBeenLastCalledWith(SIGN_TOKEN, '246810');
    await drawn(await canvas.findByTestId('pdf-page-1', {}, { timeout: 30_000 }));
  },
};

const act = fn(async (body: Parameters<SigningApi['act']>[0]) => signingSession({ state: 'done', participant: { name: 'Dana Mizrahi', role: 'signer', status: body.action === 'decline' ? 'declined' : 'signed' } }));

/**
 * A signer's document: both pages drawn with their boxes, the guide from box to box ("Next field" focuses the next
 * empty one), the checkbox ticked in place, signature and initials typed in the dialog, then Finish sends every box
 * and the page thanks them.
 */
export const ReadySigner: Story = {
  parameters: answers({ session: sessionOf(), ...withPdf, act }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(await canvas.findByTestId('pdf-page-1', {}, { timeout: 30_000 }));
    await drawn(canvas.getByTestId('pdf-page-2'));
    await expect(within(canvas.getByTestId('sign-page-1')).getAllByTestId('sign-field')).toHaveLength(3);
    await expect(within(canvas.getByTestId('sign-page-2')).getAllByTestId('sign-field')).toHaveLength(2);
    const guide = canvas.getByTestId('signer-guide');
    // The date holds today already: 1 of the 4 required boxes.
    await expect(within(guide).getByTestId('guide-progress')).toHaveTextContent('1');
    await expect(within(guide).getByTestId('guide-progress')).toHaveTextContent('4');
    await expect(within(guide).getByTestId('guide-finish')).toBeDisabled();
    // Page 1, right to left in Hebrew: the signature (right) before the checkbox (lower); left to right the checkbox comes after the date too.
    await userEvent.click(within(guide).getByTestId('guide-next'));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-field-id', '0e3f0000-0000-4000-8000-000000000001'));
    await userEvent.click(within(guide).getByTestId('guide-next'));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-field-id', '0e3f0000-0000-4000-8000-000000000003'));
    await userEvent.click(document.activeElement as HTMLElement);
    await expect(document.activeElement).toBeChecked();
    await expect(within(guide).getByTestId('guide-progress')).toHaveTextContent('2');

    // The signature: typed in the dialog, then the focus goes on to the next empty box (the initials on page 2).
    await userEvent.click(canvas.getByRole('button', { name: he('לחצו לחתימה', 'Tap to sign') }));
    let dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('tab', { name: he('הקלדה', 'Type') }));
    await userEvent.click(await dialog.findByRole('button', { name: he('אישור', 'Apply') }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-field-id', '0e3f0000-0000-4000-8000-000000000004'));
    await expect(canvas.getByRole('button', { name: he('נחתם, לחצו לשינוי', 'signed, tap to change') })).toHaveTextContent('Dana Mizrahi');
    await userEvent.click(document.activeElement as HTMLElement);
    dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('tab', { name: he('הקלדה', 'Type') }));
    await userEvent.click(await dialog.findByRole('button', { name: he('אישור', 'Apply') }));

    await waitFor(() => expect(within(guide).getByTestId('guide-finish')).toBeEnabled());
    await expect(guide).toHaveTextContent(he('כל שדות החובה מולאו', 'Every required field is filled'));
    await userEvent.click(within(guide).getByTestId('guide-finish'));
    await expect(await canvas.findByTestId('sign-state-done')).toHaveTextContent(he('חתמתם על ה', 'You signed the'));
    const sent = act.mock.lastCall![0];
    await expect(sent).toMatchObject({ token: SIGN_TOKEN, action: 'sign' });
    await expect(sent.values).toEqual(
      expect.arrayContaining([
        { fieldId: '0e3f0000-0000-4000-8000-000000000001', method: 'typed', value: 'Dana Mizrahi' },
        { fieldId: '0e3f0000-0000-4000-8000-000000000004', method: 'typed', value: 'DM' },
        { fieldId: '0e3f0000-0000-4000-8000-000000000003', value: 'true' },
        { fieldId: '0e3f0000-0000-4000-8000-000000000002', value: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      ]),
    );
    // The optional text box, left empty, is not sent.
    await expect(sent.values).toHaveLength(4);
  },
};

/** The server refuses the act (another signer must sign first): its words shown under the document, the boxes kept. */
export const Refused: Story = {
  parameters: answers({
    session: sessionOf({ fields: [signingSession().fields[2]!] }),
    ...withPdf,
    act: () => Promise.reject(new ApiError('חותם קודם צריך לחתום לפניכם', 409, 'OUT_OF_ORDER')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(await canvas.findByTestId('pdf-page-1', {}, { timeout: 30_000 }));
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByTestId('guide-finish'));
    const refusal = await canvas.findByTestId('act-refusal');
    await expect(refusal).toHaveAttribute('role', 'alert');
    await expect(within(refusal).getByTestId('act-refusal-message')).toHaveTextContent('חותם קודם צריך לחתום לפניכם');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Declining asks for a reason first; then the page says the office has it. */
export const Decline: Story = {
  parameters: answers({ session: sessionOf(), ...withPdf, act }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('guide-decline'));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByTestId('reason-send'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(he('כתבו נימוק', 'Write a reason'));
    await userEvent.type(dialog.getByTestId('reason-input'), 'הסכום שגוי');
    await userEvent.click(dialog.getByTestId('reason-send'));
    await expect(await canvas.findByTestId('sign-state-done')).toHaveTextContent(he('סירבתם לחתום', 'You declined'));
    await expect(act.mock.lastCall![0]).toMatchObject({ action: 'decline', reason: 'הסכום שגוי' });
  },
};

/** Declining is not offered where the sender did not allow it. */
export const NoDecline: Story = {
  parameters: answers({ session: sessionOf({ allowDecline: false }), ...withPdf }),
  play: async ({ canvasElement }) => {
    const guide = await within(canvasElement).findByTestId('signer-guide');
    await expect(within(guide).queryByTestId('guide-decline')).toBeNull();
  },
};

const review = fn(async (body: Parameters<SigningApi['act']>[0]) =>
  signingSession({ state: 'done', fields: [], participant: { name: 'Yossi Levi', role: 'approver', status: body.action === 'approve' ? 'completed' : 'declined' } }),
);

/** An approver: the document, then Approve; the page thanks them for approving, on today's date. */
export const Approver: Story = {
  parameters: answers({ session: sessionOf({ fields: [], participant: { name: 'Yossi Levi', role: 'approver', status: 'pending' } }), ...withPdf, act: review }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(await canvas.findByTestId('pdf-page-1', {}, { timeout: 30_000 }));
    await expect(canvas.queryByTestId('signer-guide')).toBeNull();
    const actions = canvas.getByTestId('reviewer-actions');
    await expect(within(actions).getByRole('button', { name: he('דחייה', 'Reject') })).toBeEnabled();
    await userEvent.click(within(actions).getByTestId('review-approve'));
    await expect(await canvas.findByTestId('sign-state-done')).toHaveTextContent(he('אישרתם את ה', 'You approved the'));
    await expect(review.mock.lastCall![0]).toEqual({ token: SIGN_TOKEN, action: 'approve' });
  },
};

/** A reviewer asking for changes: a reason is required, then sent. */
export const ReviewerRequestsChanges: Story = {
  parameters: answers({ session: sessionOf({ fields: [], participant: { name: 'Yossi Levi', role: 'reviewer', status: 'pending' } }), ...withPdf, act: review }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('review-changes'));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByTestId('reason-input'), 'לתקן את סעיף 4');
    await userEvent.click(dialog.getByTestId('reason-send'));
    await expect(await canvas.findByTestId('sign-state-done')).toBeInTheDocument();
    await expect(review.mock.lastCall![0]).toEqual({ token: SIGN_TOKEN, action: 'request_changes', reason: 'לתקן את סעיף 4' });
  },
};

/** The office's languages offered as a switch, the current one chosen. */
export const Languages: Story = {
  parameters: answers({ session: sessionOf({ state: 'waiting' }) }),
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByTestId('sign-language');
    await expect(menu).toHaveAccessibleName(he('שפה', 'Language'));
    await expect(within(menu).getByText('Español')).toBeInTheDocument();
    await expect(within(menu).getByText('עברית')).toBeInTheDocument();
  },
};
