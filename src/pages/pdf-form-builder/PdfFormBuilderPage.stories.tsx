import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pdfBuilderStoryFrame, storyTemplate } from '../../../builder/pdf/PdfBuilderStoryFrame';
import { PdfFormBuilderPage } from './PdfFormBuilderPage';

const meta: Meta<typeof PdfFormBuilderPage> = {
  title: 'Builders/PDF form builder page',
  component: PdfFormBuilderPage,
  decorators: [pdfBuilderStoryFrame],
};

export default meta;
type Story = StoryObj<typeof PdfFormBuilderPage>;

const summary = { id: storyTemplate().id, name: 'טופס קליטה', documentId: storyTemplate().documentId, pdfUrl: storyTemplate().pdfUrl, pdfFileName: 'intake.pdf', pageCount: 2, fieldCount: 3, updatedAt: '2026-11-27T10:00:00.000Z' };

/** While the list loads. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('templates-loading')).toBeInTheDocument();
  },
};

/** No templates yet: the empty state offers the upload. */
export const EmptyList: Story = {
  parameters: { calls: { list: async () => [] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('templates-empty')).toBeInTheDocument();
    await expect(page.getAllByTestId('template-upload').length).toBeGreaterThan(0);
  },
};

/** The office's templates, each with its file, pages and fields; opening one shows its editor. */
export const WithTemplates: Story = {
  parameters: { calls: { list: async () => [summary], get: async () => storyTemplate() } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const row = await page.findByTestId('template-row');
    await expect(row).toHaveTextContent('intake.pdf');
    await within(row).getByTestId('template-open').click();
    await waitFor(() => expect(page.getByTestId('pdf-template-editor')).toBeInTheDocument());
  },
};
