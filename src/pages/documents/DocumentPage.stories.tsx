import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { DocumentPage } from './DocumentPage';
import { documentStoryFrame } from './DocumentStoryFrame';
import { libraryDocument, libraryRows, pngFile, versionRows } from './library-fixtures';
import { pdfFile } from './pdf-fixtures';
import { memberDirectory } from '../records/member-fixtures';
import { matterHistory, matterWorkflow } from '../records/record-fixtures';
import { documentHistory, documentShares } from './sharing-fixtures';

const pdf = libraryDocument();
const image = libraryRows()[2]!;
const docx = libraryRows()[1]!;
const at = (id: string) => ({ path: `/documents/${id}`, pattern: '/documents/:id' });
const routesOf = (document: typeof pdf) => ({
  [`/pdf/docs/${document.id}`]: ok(document),
  [`/pdf/docs/${document.id}/versions`]: ok(versionRows(document)),
  [`/pdf/docs/${document.id}/shares`]: documentShares(),
  [`/pdf/docs/${document.id}/history`]: documentHistory(),
  '/team/directory': memberDirectory(),
  '/clients/client/7d1e0000-0000-4000-8000-000000000004': ok({ id: '7d1e0000-0000-4000-8000-000000000004', firstName: 'Dana', lastName: 'Mizrahi' }),
  // Its run of the office's document workflow: where it stands, its moves and its history.
  [`/clients/client/${document.clientId}/documents/${document.id}/workflow`]: { success: true, data: matterWorkflow(), run: { id: document.id, version: 2 } },
  [`/clients/client/${document.clientId}/documents/${document.id}/workflow/history`]: ok(matterHistory()),
});

// A page is drawn when pdf.js has finished with its canvas: as wide as the preview, and not blank.
const expectDrawn = async (page: HTMLElement, preview: HTMLElement) => {
  await waitFor(() => expect(page).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
  // Left to right even in Hebrew: a canvas draws text in its element's direction.
  await expect(page).toHaveAttribute('dir', 'ltr');
  const canvas = page as HTMLCanvasElement;
  await expect(Math.abs(canvas.getBoundingClientRect().width - preview.getBoundingClientRect().width)).toBeLessThan(2);
  const context = canvas.getContext('2d');
  const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
  // The fixture's bars are blue: some pixel is much bluer than it is red.
  await expect(pixels.some((value, index) => index % 4 === 2 && value - (pixels[index - 2] ?? 0) > 100)).toBe(true);
};

const meta: Meta<typeof DocumentPage> = {
  title: 'Documents/Document',
  component: DocumentPage,
  decorators: [documentStoryFrame],
};

export default meta;
type Story = StoryObj<typeof DocumentPage>;

/** A pleading in review: its PDF's two pages drawn with pdf.js, its client named and linked, its sharing, who it is shared with, two versions and its history. */
export const PdfPreview: Story = {
  parameters: { ...at(pdf.id), routes: routesOf(pdf), files: { fetchFile: async () => pdfFile(2) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('כתב תביעה');
    // A PDF may be sent for signature (issue 24).
    await expect(canvas.getByTestId('document-send-for-signature')).toHaveTextContent(/שליחה לחתימה|Send for signature/);
    const preview = await canvas.findByTestId('pdf-preview');
    await expect(preview).toHaveAccessibleName(/statement-of-claim\.pdf/);
    await expectDrawn(await within(preview).findByTestId('pdf-page-1', {}, { timeout: 30_000 }), preview);
    await expectDrawn(within(preview).getByTestId('pdf-page-2'), preview);
    await expect(within(preview).queryByTestId('pdf-more-pages')).toBeNull();
    await expect(canvas.getByTestId('document-client')).toHaveTextContent('Dana Mizrahi');
    await expect(canvas.getByTestId('document-client')).toHaveAttribute('href', '/clients/7d1e0000-0000-4000-8000-000000000004');
    await expect(canvas.getByRole('radio', { name: /צוות|Team/ })).toBeChecked();
    await expect(await canvas.findAllByTestId('version-row')).toHaveLength(2);
    await expect(canvas.getAllByTestId('version-row')[0]).toHaveTextContent(/נוכחית|Current/);
    await expect(await canvas.findByTestId('share-row')).toHaveTextContent('Noa Ben-David');
    await expect(await canvas.findAllByTestId('history-entry')).toHaveLength(5);
    // Its place in the office's document workflow, with the moves this user may make.
    const workflow = await canvas.findByTestId('subject-workflow');
    await expect(within(workflow).getByTestId('stage-bar')).toBeInTheDocument();
    await expect(await within(workflow).findByTestId('move-discovery')).toBeEnabled();
  },
};

/** A long PDF: its first ten pages drawn, the rest left to the download. */
export const LongPdf: Story = {
  parameters: { ...at(pdf.id), routes: routesOf(pdf), files: { fetchFile: async () => pdfFile(12) } },
  play: async ({ canvasElement }) => {
    const preview = await within(canvasElement).findByTestId('pdf-preview');
    await expectDrawn(await within(preview).findByTestId('pdf-page-10', {}, { timeout: 30_000 }), preview);
    await expect(within(preview).queryByTestId('pdf-page-11')).toBeNull();
    const more = await within(preview).findByTestId('pdf-more-pages');
    await expect(more).toHaveTextContent(/2/);
    await expect(within(more).getByRole('button', { name: /הורדה|Download/ })).toBeEnabled();
  },
};

/** A PDF whose bytes pdf.js cannot read: said so, with its download. */
export const BrokenPdf: Story = {
  parameters: { ...at(pdf.id), routes: routesOf(pdf), files: { fetchFile: async () => ({ blob: new Blob(['not a PDF'], { type: 'application/pdf' }) }) } },
  play: async ({ canvasElement }) => {
    const failed = await within(canvasElement).findByTestId('pdf-preview-failed', {}, { timeout: 30_000 });
    await expect(within(failed).getByRole('button', { name: /הורדה|Download/ })).toBeEnabled();
    await expect(within(failed).getByRole('button', { name: /לנסות שוב|Try again/ })).toBeEnabled();
  },
};

/** A photo shown inline. */
export const ImagePreview: Story = {
  parameters: { ...at(image.id), routes: routesOf(image), files: { fetchFile: async () => pngFile() } },
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole('img', { name: /site\.png/ });
    await expect(img.getAttribute('src')).toMatch(/^blob:/);
    await expect((img as HTMLImageElement).decode()).resolves.toBeUndefined();
    await expect(within(canvasElement).getByTestId('document-links')).toHaveTextContent(/לא מקושר|Not linked/);
  },
};

/** A Word file: no preview, an icon with its download. */
export const OtherFile: Story = {
  parameters: { ...at(docx.id), routes: routesOf(docx) },
  play: async ({ canvasElement }) => {
    const preview = await within(canvasElement).findByTestId('file-preview');
    await expect(within(preview).getByRole('button', { name: /הורדה|Download/ })).toBeEnabled();
    // Only a PDF is sent for signature.
    await expect(within(canvasElement).queryByTestId('document-send-for-signature')).toBeNull();
  },
};

/** While the document loads. */
export const Loading: Story = {
  parameters: { ...at(pdf.id), routes: { [`/pdf/docs/${pdf.id}`]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('document-loading')).toBeInTheDocument();
  },
};

/** Gone, or not shared with this member: a 404 page with the way back. */
export const NotFound: Story = {
  parameters: { ...at(pdf.id), routes: { [`/pdf/docs/${pdf.id}`]: failing('Not found', 404, 'DOCUMENT_NOT_FOUND') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('document-not-found')).toBeInTheDocument();
  },
};
