import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import { registerStrings } from '../../i18n/load-namespaces';
import { verifyStrings } from '../../i18n/locales/verify';
import { pdfBytes } from '../documents/pdf-fixtures';
import { VerifyApiContext, type VerifyApi } from './verify-api';
import { verification } from './verify-fixtures';
import { VerifyPage } from './VerifyPage';

registerStrings('verify', verifyStrings);

/** The page with /api/verify answered by the story (parameters.verify). */
const verifyFrame: Decorator = (Story, { parameters }) => (
  <VerifyApiContext.Provider value={{ verify: (parameters as { verify?: VerifyApi['verify'] }).verify ?? (() => new Promise(() => undefined)) }}>
    <Story />
  </VerifyApiContext.Provider>
);

const meta: Meta<typeof VerifyPage> = { title: 'Signing/Verify page', component: VerifyPage, decorators: [verifyFrame] };

export default meta;
type Story = StoryObj<typeof VerifyPage>;

const he = (text: string, en: string) => new RegExp(`${text}|${en}`);

// A file chosen in the drop zone's own file input, as a click on it would choose.
async function choose(canvasElement: HTMLElement, file: File): Promise<void> {
  const input = (await within(canvasElement).findByTestId('verify-page')).querySelector('input[type=file]') as HTMLInputElement;
  const files = new DataTransfer();
  files.items.add(file);
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const signedPdf = () => new File([pdfBytes(1) as BlobPart], 'fee-agreement-signed.pdf', { type: 'application/pdf' });

const verdictOf = async (canvasElement: HTMLElement, verdict: string) => {
  const result = await within(canvasElement).findByTestId('verify-result', {}, { timeout: 15_000 });
  await expect(result).toHaveAttribute('data-verdict', verdict);
  return within(result);
};

const sent = fn(async (_file: File) => verification());

/** Sealed here and unchanged: green, with the seal's details, the office, the participants and the trail as a timeline. */
export const Intact: Story = {
  parameters: { verify: sent },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(he('אימות מסמך חתום', 'Verify a signed document'));
    await choose(canvasElement, signedPdf());
    const result = await verdictOf(canvasElement, 'intact');
    await expect(result.getByTestId('verify-verdict')).toHaveTextContent(he('נחתם במערכת הזו ולא שונה מאז', 'Sealed here and unchanged since'));
    await expect(sent.mock.lastCall![0].name).toBe('fee-agreement-signed.pdf');
    await expect(result.getByTestId('verify-sha256')).toHaveTextContent('9f2c6a1be04d');
    await expect(result.getByText('משרד עו״ד כהן ושות׳')).toBeInTheDocument();
    await expect(result.getByTestId('verify-participants')).toHaveTextContent('יוסי לוי');
    const trail = result.getByTestId('verify-trail');
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(8);
    await expect(trail).toHaveTextContent(he('נשלח קישור', 'Link sent'));
    await expect(trail).toHaveTextContent(he('נחתם דיגיטלית', 'Digitally sealed'));
    await expect(within(canvasElement).getByTestId('verify-another')).toBeEnabled();
  },
};

/** Sealed, then changed: red. */
export const Changed: Story = {
  parameters: { verify: async () => verification({ isIntact: false }) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, signedPdf());
    const result = await verdictOf(canvasElement, 'changed');
    await expect(result.getByTestId('verify-verdict')).toHaveTextContent(he('נחתם, אבל שונה מאז', 'Sealed, but changed since'));
  },
};

/** Sealed by another certificate: orange, and nothing known of its workflow. */
export const SealedElsewhere: Story = {
  parameters: { verify: async () => verification({ isOurs: false, signer: 'Other CA', workflow: null }) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, signedPdf());
    const result = await verdictOf(canvasElement, 'foreign');
    await expect(result.getByTestId('verify-verdict')).toHaveTextContent(he('נחתם בידי גורם אחר', 'Sealed by someone else'));
    await expect(result.queryByTestId('verify-trail')).toBeNull();
  },
};

/** No seal at all: grey. */
export const NotSealed: Story = {
  parameters: { verify: async () => verification({ isSealed: false, isIntact: false, isOurs: false, signedAt: null, signer: null, workflow: null }) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, signedPdf());
    const result = await verdictOf(canvasElement, 'unsealed');
    await expect(result.getByTestId('verify-verdict')).toHaveTextContent(he('הקובץ אינו חתום', 'Not sealed'));
    await expect(result.getAllByText(he('לא ידוע', 'Unknown')).length).toBeGreaterThan(0);
  },
};

/** A picture chosen instead of a PDF: refused on the page, nothing sent. */
export const NotAPdf: Story = {
  parameters: { verify: sent },
  play: async ({ canvasElement }) => {
    sent.mockClear();
    await choose(canvasElement, new File(['x'], 'photo.png', { type: 'image/png' }));
    await expect(await within(canvasElement).findByTestId('verify-failed')).toHaveTextContent(he('זה לא קובץ PDF', 'That is not a PDF'));
    await expect(sent).not.toHaveBeenCalled();
  },
};

/** The server refuses the file (too large): its words shown. */
export const Refused: Story = {
  parameters: { verify: () => Promise.reject(new ApiError('הקובץ גדול מדי', 413, 'FILE_TOO_LARGE')) },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, signedPdf());
    await expect(await within(canvasElement).findByTestId('verify-failed')).toHaveTextContent('הקובץ גדול מדי');
  },
};
