import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import type { DocumentFiles } from './document-files';
import { DocumentLibraryPage } from './DocumentLibraryPage';
import { documentStoryFrame } from './DocumentStoryFrame';
import { libraryDocument, libraryPage, libraryRows } from './library-fixtures';
import { officeTypeTemplateView, templateView } from './template-fixtures';

const LIST = '/pdf/docs';
const TAGS = '/pdf/docs/tags';
const tags = ok([{ tag: 'דחוף', count: 2 }, { tag: 'signed', count: 1 }]);

const meta: Meta<typeof DocumentLibraryPage> = {
  title: 'Documents/Library',
  component: DocumentLibraryPage,
  decorators: [documentStoryFrame],
};

export default meta;
type Story = StoryObj<typeof DocumentLibraryPage>;

/** A legal office's library: the office's types by name, statuses as tags, tags, the client's link, size and uploader. */
export const List: Story = {
  parameters: { routes: { [LIST]: libraryPage(), [TAGS]: tags } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /מסמכים|Documents/ })).toBeInTheDocument();
    const table = await canvas.findByTestId('library-table');
    await expect(within(table).getAllByTestId('document-link')).toHaveLength(3);
    await expect(within(table).getByText(/כתב טענות|Pleading/)).toBeInTheDocument();
    await expect(within(table).getAllByTestId('document-status')[0]).toHaveTextContent(/בבדיקה|In review/);
    await expect(within(table).getAllByTestId('document-link')[0]).toHaveAttribute('href', '/documents/3c9d0000-0000-4000-8000-000000000001');
    await expect(within(table).getAllByRole('link', { name: /פתיחת ה|Open the/ })[0]).toHaveAttribute('href', '/clients/7d1e0000-0000-4000-8000-000000000004');
    await expect(canvas.getByTestId('library-total')).toHaveTextContent('3');
    // Choosing rows brings their bulk actions.
    await userEvent.click(within(table).getAllByRole('checkbox')[1]!);
    await expect(await canvas.findByTestId('library-bulk')).toHaveTextContent('1');
    await userEvent.click(canvas.getByTestId('bulk-delete'));
    await expect(await within(canvasElement.ownerDocument.body).findByText(/למחוק 1|Delete 1/)).toBeInTheDocument();
  },
};

const awaiting = [...libraryRows(), libraryDocument({ id: '3c9d0000-0000-4000-8000-000000000004', name: 'Lease draft', fileName: 'lease.pdf', status: 'pending', clientId: null })];

/** The office's menu link to what awaits review (?status=review) opens its tab and asks the server for every status awaiting review: pending and in_review. */
export const PendingReview: Story = {
  parameters: { path: '/documents?status=review', routes: { [LIST]: (_path: string, query: URLSearchParams) => libraryPage(awaiting.filter((row) => query.getAll('status').includes(row.status))), [TAGS]: tags } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('library-table');
    await expect(within(table).getAllByTestId('document-link')).toHaveLength(2);
    await expect(within(table).getByText('Lease draft')).toBeInTheDocument();
    await expect(canvas.getByTestId('library-view-review').closest('[title]')).toHaveAttribute('title', expect.stringMatching(/ממתין, בבדיקה|Pending, In review/));
    await expect(canvas.getByTestId('library-view-review').closest('.ant-segmented-item')).toHaveClass('ant-segmented-item-selected');
  },
};

/**
 * The templates tab lists the office type's templates and the office's own, with their type and what they are
 * produced from; an admin writes a new one, and edits or deletes the office's own (never an office type's).
 */
export const Templates: Story = {
  parameters: { path: '/documents?view=templates', routes: { [TAGS]: tags, '/pdf/templates': ok([officeTypeTemplateView(), templateView()]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByTestId('template-item');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/מכתב התקשרות|Engagement letter/);
    await expect(items[0]).toHaveTextContent(/PDF, DOCX/);
    await expect(within(items[0]!).queryByTestId('template-edit')).toBeNull();
    await expect(items[1]).toHaveTextContent(/מכתב תודה|Thank-you letter/);
    await expect(within(items[1]!).getByTestId('template-edit')).toBeEnabled();
    await expect(within(items[1]!).getByTestId('template-delete')).toBeEnabled();
    await expect(canvas.getByTestId('template-new')).toBeEnabled();
  },
};

/** The templates cannot be read: said so, with a retry. */
export const TemplatesFailed: Story = {
  parameters: { path: '/documents?view=templates', routes: { [TAGS]: tags, '/pdf/templates': failing() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /לנסות שוב|Try again/ })).toBeEnabled();
  },
};

/** A template's "Produce" opens its drawer (fetched when first asked for), named after the template, a matter to choose. */
export const ProduceFromTemplate: Story = {
  parameters: {
    path: '/documents?view=templates',
    routes: {
      [TAGS]: tags,
      '/pdf/templates': ok([officeTypeTemplateView()]),
      '/pdf/templates/engagement-letter': ok({ id: 'engagement-letter', documentType: 'contract', name: { he: 'מכתב התקשרות', en: 'Engagement letter' }, description: null, module: 'matters', forRecord: true, outputs: ['pdf', 'docx'], title: { he: 'מכתב התקשרות', en: 'Engagement letter' }, blocks: [], placeholders: [] }),
      '/records/matters': ok([]),
    },
  },
  play: async ({ canvasElement }) => {
    const items = await within(canvasElement).findAllByTestId('template-item');
    await userEvent.click(within(items[0]!).getByRole('button', { name: /הפקת מכתב התקשרות|Produce Engagement letter/ }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(/הפקת מכתב התקשרות|Produce Engagement letter/, { selector: '.ant-drawer-title' }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(await page.findByTestId('record-select')).toBeInTheDocument();
    await expect(page.getByTestId('generate-preview-hint')).toBeInTheDocument();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  parameters: { routes: { [LIST]: pending(), [TAGS]: tags } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('library-loading')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.ant-skeleton')).not.toBeNull();
  },
};

/** Nothing yet: the empty state says so in the office's words and offers the upload. */
export const Empty: Story = {
  parameters: { routes: { [LIST]: libraryPage([]), [TAGS]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/אין עדיין מסמכים|No documents yet/)).toBeInTheDocument();
    await expect(canvas.getByTestId('library-empty-upload')).toBeEnabled();
    await expect(canvas.getByTestId('library-dropzone')).toBeInTheDocument();
  },
};

/** The server failed: said so, with a retry; never invented rows. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { routes: { [LIST]: failing(), [TAGS]: tags } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/הרשימה לא נטענה|The list could not be loaded/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /לנסות שוב|Try again/ })).toBeInTheDocument();
    await expect(canvas.queryByTestId('library-table')).toBeNull();
  },
};

// An upload the server takes 40 % of, then stays: the bar shows where it is.
const slowUpload: Partial<DocumentFiles> = {
  upload: (_file, _details, onProgress) => {
    onProgress(0.4);
    return new Promise(() => undefined);
  },
};

/** A dropped PDF, checked in the browser and on its way: its own progress bar at 40 %. */
export const UploadInProgress: Story = {
  parameters: { routes: { [LIST]: libraryPage(), [TAGS]: tags }, files: slowUpload },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dropzone = await canvas.findByTestId('library-dropzone');
    const input = dropzone.closest('.ant-upload-wrapper')?.querySelector('input[type=file]') ?? canvasElement.querySelector('input[type=file]');
    await userEvent.upload(input as HTMLInputElement, new File(['%PDF-1.4\n%test\n'], 'brief.pdf', { type: 'application/pdf' }));
    const item = await canvas.findByTestId('upload-item');
    await expect(item).toHaveTextContent('brief.pdf');
    await waitFor(() => expect(within(item).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    await expect(item).toHaveAttribute('data-state', 'active');
  },
};
