import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { XmlIntakePage } from './XmlIntakePage';
import { XML_API } from './xml-api';
import { fakeXmlApi, manyAnswer, XML_DOCUMENTS } from './xml-fixtures';
import { xmlStoryFrame } from './XmlStoryFrame';

const meta: Meta<typeof XmlIntakePage> = { title: 'XML/Intake', component: XmlIntakePage, decorators: [xmlStoryFrame], args: { moduleId: 'xml', basePath: '/xml' } };
export default meta;
type Story = StoryObj<typeof XmlIntakePage>;

const fileNames = (canvas: ReturnType<typeof within>) => canvas.getAllByTestId('xml-open').map((link: HTMLElement) => link.textContent);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const choose = async (canvasElement: HTMLElement, testId: string, option: RegExp) => {
  await userEvent.click(within(within(canvasElement).getByTestId(testId)).getByRole('combobox'));
  await userEvent.click(await body(canvasElement).findByText(option, { selector: '.ant-select-item-option-content' }));
};

/** The files with their status, validity, business data and tags; the status filter and the search narrow them, and a row opens its page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-row')).toHaveLength(XML_DOCUMENTS.length));
    await expect(canvas.getAllByTestId('xml-status').map((tag: HTMLElement) => tag.dataset.status)).toEqual(['validated', 'invalid', 'failed', 'pending', 'transformed']);
    await expect(canvas.getAllByTestId('xml-row')[1]).toHaveTextContent(/123456789/);
    await expect(canvas.getAllByTestId('xml-error-count')[0]).toHaveTextContent(/3/);
    await expect(canvas.getByTestId('xml-total')).toHaveTextContent(/5/);
    await choose(canvasElement, 'xml-status-filter', /^(לא תקין|Invalid)$/);
    await waitFor(() => expect(fileNames(canvas)).toEqual([XML_DOCUMENTS[1]!.fileName]));
    await userEvent.click(canvas.getByTestId('xml-filters-clear'));
    await userEvent.type(within(canvas.getByTestId('xml-search')).getByRole('searchbox'), 'broken{Enter}');
    await waitFor(() => expect(fileNames(canvas)).toEqual(['broken.xml']));
    await expect(canvas.getByText('clearing-2025-03.zip')).toBeInTheDocument();
  },
};

/** 23 files, 10 a page: the second page, then a filter brings the list back to page 1. */
export const Paging: Story = {
  parameters: { routes: { [XML_API.documents]: manyAnswer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-row')).toHaveLength(10));
    await userEvent.click(canvas.getByTitle('2'));
    await waitFor(() => expect(fileNames(canvas)[0]).toBe('holdings_11.xml'));
    await expect(canvasElement.querySelector('.ant-pagination-item-active')).toHaveTextContent('2');
    await choose(canvasElement, 'xml-status-filter', /^(תקין|Valid)$/);
    await waitFor(() => expect(fileNames(canvas)[0]).toBe('holdings_01.xml'));
    await expect(canvasElement.querySelector('.ant-pagination-item-active')).toHaveTextContent('1');
  },
};

const batch = fakeXmlApi();

/** Rows picked by their checkboxes: validated together, exported together, and deleted together after a confirmation. */
export const BatchActions: Story = {
  parameters: { api: batch },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-row')).toHaveLength(XML_DOCUMENTS.length));
    const boxes = canvas.getAllByRole('checkbox', { name: /^(בחירת|Select) .*\.(xml|dat)$/ });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    await expect(canvas.getByTestId('xml-batch')).toHaveTextContent(/2/);
    await userEvent.click(canvas.getByTestId('xml-batch-validate'));
    await waitFor(() => expect(batch.batchValidate).toHaveBeenCalledWith([XML_DOCUMENTS[0]!.id, XML_DOCUMENTS[1]!.id], undefined));
    // Exported as a spreadsheet from the bar's menu: the two chosen, in the format picked.
    await userEvent.click(canvas.getByTestId('xml-batch-export'));
    await userEvent.click(await body(canvasElement).findByTestId('xml-batch-export-xlsx'));
    await waitFor(() => expect(batch.exportDocuments).toHaveBeenCalledWith([XML_DOCUMENTS[0]!.id, XML_DOCUMENTS[1]!.id], 'xlsx'));
    await userEvent.click(canvas.getByTestId('xml-batch-delete'));
    await userEvent.click(await body(canvasElement).findByTestId('xml-batch-delete-yes'));
    await waitFor(() => expect(batch.batchDelete).toHaveBeenCalledWith([XML_DOCUMENTS[0]!.id, XML_DOCUMENTS[1]!.id]));
    await waitFor(() => expect(canvas.queryByTestId('xml-batch')).not.toBeInTheDocument());
  },
};

const uploading = fakeXmlApi();

/** The quick action's `?action=upload` opens the upload: the size limit is shown; a zip and a refused file each get their own result. */
export const Upload: Story = {
  parameters: { api: uploading, path: '/xml?action=upload' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByTestId('xml-upload-limits')).toHaveTextContent(/50 MB/);
    const input = page.getByTestId('xml-upload').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [new File(['PK'], 'clearing-2025-03.zip', { type: 'application/zip' }), new File(['hello'], 'not-xml.xml', { type: 'text/xml' })]);
    await waitFor(() => expect(page.getAllByTestId('xml-upload-item')).toHaveLength(2));
    await waitFor(() => expect(page.getAllByTestId('xml-upload-made')).toHaveLength(2));
    await expect(page.getByTestId('xml-upload-library')).toHaveTextContent('cover-letter.pdf');
    await expect(page.getByTestId('xml-upload-skipped')).toHaveTextContent(/notes\.txt/);
    await expect(page.getByTestId('xml-upload-refused')).toHaveTextContent(/The file is not XML/);
    await expect(uploading.upload).toHaveBeenCalledTimes(2);
    await expect((uploading.upload as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]![1]).toMatchObject({ autoValidate: true, schemaId: '00000000-0000-4000-8000-00000000a001' });
  },
};

/** The tag filter offers every tag of the office's files (GET /tags), also those of files the page does not show. */
export const TagsOfTheOffice: Story = {
  parameters: { routes: { [XML_API.documents]: ok([XML_DOCUMENTS[1]!], { pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } }), [XML_API.tags]: ok([{ tag: '2025', count: 2 }, { tag: 'ארכיון', count: 1 }]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-row')).toHaveLength(1));
    await choose(canvasElement, 'xml-tags-filter', /^ארכיון$/);
    await waitFor(() => expect(within(canvas.getByTestId('xml-tags-filter')).getByText('ארכיון')).toBeInTheDocument());
  },
};

/** An agent who may read the files but not change them (no xml.edit): no upload, no deleting; the chosen files are exported, not changed. */
export const ReadOnly: Story = {
  parameters: { roles: ['user', 'agent'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-row')).toHaveLength(XML_DOCUMENTS.length));
    await expect(canvas.queryByTestId('xml-upload-open')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('xml-delete')).not.toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('checkbox', { name: /^(בחירת|Select) .*\.(xml|dat)$/ })[0]!);
    await expect(await canvas.findByTestId('xml-batch-export')).toBeInTheDocument();
    for (const change of ['xml-batch-validate', 'xml-batch-transform', 'xml-batch-delete']) await expect(canvas.queryByTestId(change)).not.toBeInTheDocument();
  },
};

/** No file uploaded yet: said, with the upload. */
export const Empty: Story = {
  parameters: { routes: { [XML_API.documents]: ok([], { pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('xml-empty')).toHaveTextContent(/עוד לא הועלו קובצי מסלקה|No clearing-house files uploaded yet/);
    await userEvent.click(canvas.getByTestId('xml-empty-upload'));
    await expect(await body(canvasElement).findByTestId('xml-dropzone')).toBeInTheDocument();
  },
};

/** While the files load. */
export const Loading: Story = {
  parameters: { routes: { [XML_API.documents]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('xml-loading')).toBeInTheDocument();
  },
};

/** The files could not be loaded: said, with a retry. */
export const Failed: Story = {
  parameters: { routes: { [XML_API.documents]: failing('The server could not answer') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The server could not answer')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^(לנסות שוב|Try again)$/ })).toBeInTheDocument();
  },
};

/** The analytics tab (`?tab=analytics`): the totals, a chart per question, each with its table, and the period. */
export const Analytics: Story = {
  parameters: { path: '/xml?tab=analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart library's chunk loads with the tab: on a cold, shared machine that outlasts the usual wait.
    await expect(await canvas.findByTestId('xml-analytics', {}, { timeout: 30_000 })).toBeInTheDocument();
    for (const chart of ['status', 'time', 'errors', 'products', 'policy-status', 'balance', 'fees']) await expect(canvas.getByTestId(`xml-chart-${chart}`)).toBeInTheDocument();
    await expect(canvas.getByTestId('xml-analytics-balance')).toHaveTextContent(/9,362,500/);
    await userEvent.click(canvas.getByTestId('xml-chart-fees-table-tab'));
    const fees = await canvas.findByTestId('xml-chart-fees-table');
    await expect(fees).toHaveTextContent(/קרן פנסיה|Pension fund/);
    await expect(fees).toHaveTextContent(/6%/);
    await userEvent.click(canvas.getByTestId('xml-period-90d'));
    await expect(canvas.getByTestId('xml-analytics')).toBeInTheDocument();
  },
};
