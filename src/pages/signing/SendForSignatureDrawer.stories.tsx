import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import type { SigningWorkflowInput } from '../../api/signing-answers';
import { ok } from '../../dashboard/in-memory-fetcher';
import { pdfFile } from '../documents/pdf-fixtures';
import { memberDirectory } from '../records/member-fixtures';
import { DOCUMENT_ID, draftWorkflow, formTemplate, formTemplateRoutes } from './signing-fixtures';
import { SendForSignatureDrawer } from './SendForSignatureDrawer';
import { signingStoryFrame } from './SigningStoryFrame';

const document = { id: DOCUMENT_ID, name: 'כתב תביעה – לוי נ׳ כהן', version: 2 };
const routes = { '/team/directory': memberDirectory() };
const files = { fetchFile: async () => pdfFile(2) };
const saved = (input: SigningWorkflowInput) => ({ ...ok({ ...draftWorkflow(), name: input.name ?? 'x' }), message: 'OK', messages: { he: 'נשמר', en: 'Saved' } });

const meta: Meta<typeof SendForSignatureDrawer> = {
  title: 'Signing/Send dialog',
  component: SendForSignatureDrawer,
  decorators: [signingStoryFrame],
  args: { document, onClose: fn(), onSaved: fn() },
};

export default meta;
type Story = StoryObj<typeof SendForSignatureDrawer>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Fills the first participant as an outside signer.
async function fillFirst(canvasElement: HTMLElement, name: string, email: string) {
  const page = body(canvasElement);
  const row = (await page.findAllByTestId('participant-row'))[0]!;
  await userEvent.type(within(row).getByTestId('participant-name'), name);
  await userEvent.type(within(row).getByTestId('participant-email'), email);
}

/** Step 1: the {{document}}'s name, one signer to start, a second added and moved first (the order numbered again). */
export const Participants: Story = {
  parameters: { routes, files },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByTestId('workflow-name')).toHaveValue(document.name);
    await expect(page.getByTestId('require-order')).toBeChecked();
    await fillFirst(canvasElement, 'Yossi Cohen', 'yossi@example.com');
    await userEvent.click(page.getByTestId('participant-add'));
    const rows = page.getAllByTestId('participant-row');
    await expect(rows).toHaveLength(2);
    await userEvent.type(within(rows[1]!).getByTestId('participant-name'), 'דנה מזרחי');
    await userEvent.click(within(rows[1]!).getByTestId('participant-up'));
    await waitFor(() => expect(within(page.getAllByTestId('participant-row')[0]!).getByTestId('participant-name')).toHaveValue('דנה מזרחי'));
    await expect(within(page.getAllByTestId('participant-row')[0]!).getByTestId('participant-order')).toHaveValue('1');
    await expect(within(page.getAllByTestId('participant-row')[1]!).getByTestId('participant-order')).toHaveValue('2');
    // Required fields are checked before anything is sent.
    await userEvent.click(page.getByTestId('send-submit'));
    await expect(await page.findByText(/^(חובה|Required)$/)).toBeInTheDocument();
  },
};

/** Step 2: the PDF's pages drawn; choosing a kind and clicking the page places a box for the chosen signer. */
export const FieldPlaced: Story = {
  parameters: { routes, files },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await fillFirst(canvasElement, 'Yossi Cohen', 'yossi@example.com');
    await userEvent.click(page.getByTestId('send-next'));
    const pdfPage = await page.findByTestId('pdf-page-1', {}, { timeout: 30_000 });
    await waitFor(() => expect(pdfPage).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
    await userEvent.click(page.getByTestId('field-kind-date'));
    const stage = (await waitFor(() => {
      const found = page.getByTestId('field-page-1').querySelector('.konvajs-content');
      if (!found) throw new Error('no overlay yet');
      return found;
    })) as HTMLElement;
    const rect = stage.getBoundingClientRect();
    const coords = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
    await userEvent.pointer([{ target: stage.querySelector('canvas')!, coords, keys: '[MouseLeft>]' }, { keys: '[/MouseLeft]', target: stage.querySelector('canvas')!, coords }]);
    const placed = await page.findByTestId('placed-field');
    await expect(placed).toHaveTextContent(/תאריך|Date/);
    await expect(placed).toHaveTextContent('Yossi Cohen');
    await expect(placed).toHaveAttribute('data-page', '1');
    await expect(page.getByTestId('field-count')).toHaveTextContent('1');
  },
};

const create = fn(async (input: SigningWorkflowInput) => saved(input));

/** Step 3: the settings (a code before the document, reminders) and the review; sending writes the API's input with the box placed. */
export const SettingsAndSend: Story = {
  args: { workflow: undefined },
  parameters: { routes, files, calls: { create } },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await fillFirst(canvasElement, 'Yossi Cohen', 'yossi@example.com');
    await userEvent.click(page.getByText(/^(הגדרות וסיכום|Settings and review)$/));
    await expect(await page.findByTestId('setting-public-access')).not.toBeChecked();
    await expect(page.getByTestId('setting-reminders')).toBeChecked();
    await expect(page.getAllByTestId('review-participant')[0]).toHaveTextContent('Yossi Cohen');
    await expect(page.getByTestId('review-no-fields')).toHaveTextContent('Yossi Cohen');
    await userEvent.click(page.getByTestId('setting-public-access'));
    await userEvent.type(page.getByTestId('workflow-message'), 'נא לחתום');
    await userEvent.click(page.getByTestId('send-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const input = create.mock.calls[0]![0];
    await expect(input).toMatchObject({ documentId: DOCUMENT_ID, send: true, message: 'נא לחתום', settings: { publicAccess: true, requireOrder: true }, participants: [{ key: 'p1', name: 'Yossi Cohen', email: 'yossi@example.com', phone: null, role: 'signer', order: 1 }] });
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

const refuse = fn(async () => {
  throw new ApiError('Check the fields', 400, 'VALIDATION_ERROR', [
    { field: 'participants/0/email', message: 'כתובת כבר קיימת בתהליך / This address is already in the workflow' },
    { field: 'settings/linkDays', message: 'Too long' },
  ]);
});

/** The server refuses: the e-mail's complaint under its field on step 1 (where the dialog goes back to), step 3 marked too. */
export const ServerFieldError: Story = {
  parameters: { routes, files, calls: { create: refuse } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await fillFirst(canvasElement, 'Yossi Cohen', 'yossi@example.com');
    await userEvent.click(page.getByTestId('send-next'));
    await userEvent.click(page.getByTestId('send-save-draft'));
    await waitFor(() => expect(refuse).toHaveBeenCalled());
    // Back on the participants' step, the complaint under the e-mail.
    await waitFor(() => expect(page.getByTestId('send-step-participants')).toBeVisible());
    await waitFor(() => expect(page.getByText(/This address is already in the workflow/)).toBeVisible());
    await expect(page.getByTestId('send-errors')).toHaveTextContent(/משתתפים|Participants/);
    await expect(page.getByTestId('send-errors')).toHaveTextContent(/הגדרות וסיכום|Settings and review/);
    await userEvent.click(page.getByTestId('send-next'));
    await userEvent.click(page.getByTestId('send-next'));
    await waitFor(() => expect(page.getByText('Too long')).toBeVisible());
  },
};

const update = fn(async (_id: string, input: SigningWorkflowInput) => saved(input));

/** A draft opened again: its participants and boxes as saved, written back with PUT. */
export const EditDraft: Story = {
  args: { workflow: draftWorkflow() },
  parameters: { routes, files, calls: { update } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const rows = await page.findAllByTestId('participant-row');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[1]!).getByTestId('participant-email')).toHaveValue('dana@example.com');
    await userEvent.click(page.getByTestId('send-next'));
    await expect(await page.findAllByTestId('placed-field')).toHaveLength(2);
    await userEvent.click(page.getByTestId('send-save-draft'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await expect(update.mock.calls[0]![0]).toBe(draftWorkflow().id);
    await expect(update.mock.calls[0]![1].fields).toHaveLength(2);
    await expect(update.mock.calls[0]![1].send).toBe(false);
  },
};

const fromTemplate = fn(async (input: SigningWorkflowInput) => saved(input));

/**
 * Step 2 started from a PDF form template of the {{document}}: its signature, initials and text fields placed where
 * the template has them, for the first signer (its dropdown left out, as said); one given to the second signer.
 */
export const FromTemplate: Story = {
  parameters: { routes: { ...routes, ...formTemplateRoutes() }, files, calls: { create: fromTemplate } },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await fillFirst(canvasElement, 'Yossi Cohen', 'yossi@example.com');
    await userEvent.click(page.getByTestId('participant-add'));
    const second = page.getAllByTestId('participant-row')[1]!;
    await userEvent.type(within(second).getByTestId('participant-name'), 'דנה מזרחי');
    await userEvent.type(within(second).getByTestId('participant-email'), 'dana@example.com');
    await userEvent.click(page.getByTestId('send-next'));
    const choice = await page.findByTestId('template-select', {}, { timeout: 10_000 });
    await userEvent.click(within(choice).getByRole('combobox'));
    await userEvent.click(await page.findByText(new RegExp(formTemplate().name), { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(page.getAllByTestId('placed-field')).toHaveLength(3));
    const placed = page.getAllByTestId('placed-field');
    await expect(placed[0]).toHaveTextContent(/חתימה|Signature/);
    await expect(placed[0]).toHaveTextContent('Yossi Cohen');
    await expect(placed[1]).toHaveTextContent(/ראשי תיבות|Initials/);
    await expect(placed[1]).toHaveAttribute('data-page', '2');
    await expect(page.getByTestId('template-outcome')).toHaveTextContent(/3/);
    await expect(page.getByTestId('template-outcome')).toHaveTextContent(/1/);
    // The signature box drawn on the first page, where the template has it.
    const pdfPage = await page.findByTestId('pdf-page-1', {}, { timeout: 30_000 });
    await waitFor(() => expect(pdfPage).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
    // The initials given to the second signer.
    await userEvent.click(placed[1]!);
    const reassign = await page.findByTestId('field-reassign');
    await userEvent.click(within(reassign).getByRole('combobox'));
    await userEvent.click(await page.findByText('דנה מזרחי', { selector: '.ant-select-item-option-content bdi' }));
    await waitFor(() => expect(page.getAllByTestId('placed-field')[1]).toHaveTextContent('דנה מזרחי'));
    await userEvent.click(page.getByTestId('send-submit'));
    await waitFor(() => expect(fromTemplate).toHaveBeenCalledTimes(1));
    const input = fromTemplate.mock.calls[0]![0];
    await expect(input.fields).toEqual([
      { participantKey: 'p1', kind: 'signature', page: 1, x: 0.55, y: 0.8, width: 0.3, height: 0.07, required: true, label: 'חתימת הלקוח' },
      { participantKey: 'p2', kind: 'initials', page: 2, x: 0.1, y: 0.9, width: 0.12, height: 0.05, required: true, label: 'initials' },
      { participantKey: 'p1', kind: 'text', page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.04, required: false, label: 'שם מלא' },
    ]);
  },
};
