import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { DocumentPage } from './DocumentPage';
import { documentStoryFrame } from './DocumentStoryFrame';
import { libraryDocument, libraryRows, pngFile, versionRows } from './library-fixtures';

const pdf = libraryDocument();
const image = libraryRows()[2]!;
const docx = libraryRows()[1]!;
const at = (id: string) => ({ path: `/documents/${id}`, pattern: '/documents/:id' });
const routesOf = (document: typeof pdf) => ({
  [`/pdf/docs/${document.id}`]: ok(document),
  [`/pdf/docs/${document.id}/versions`]: ok(versionRows(document)),
  '/clients/client/7d1e0000-0000-4000-8000-000000000004': ok({ id: '7d1e0000-0000-4000-8000-000000000004', firstName: 'Dana', lastName: 'Mizrahi' }),
});

const meta: Meta<typeof DocumentPage> = {
  title: 'Documents/Document',
  component: DocumentPage,
  decorators: [documentStoryFrame],
};

export default meta;
type Story = StoryObj<typeof DocumentPage>;

/** A pleading in review: its PDF offered for download (pdf.js to come), its client named and linked, its sharing, and two versions. */
export const PdfPreview: Story = {
  parameters: { ...at(pdf.id), routes: routesOf(pdf) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('כתב תביעה');
    const preview = await canvas.findByTestId('pdf-preview');
    await expect(preview).toHaveTextContent('statement-of-claim.pdf');
    await expect(within(preview).getByRole('button', { name: /הורדה|Download/ })).toBeEnabled();
    await expect(canvas.getByTestId('document-client')).toHaveTextContent('Dana Mizrahi');
    await expect(canvas.getByTestId('document-client')).toHaveAttribute('href', '/clients/7d1e0000-0000-4000-8000-000000000004');
    await expect(canvas.getByRole('radio', { name: /צוות|Team/ })).toBeChecked();
    await expect(await canvas.findAllByTestId('version-row')).toHaveLength(2);
    await expect(canvas.getAllByTestId('version-row')[0]).toHaveTextContent(/נוכחית|Current/);
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
