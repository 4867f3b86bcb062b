import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_HOLDINGS_COLUMNS } from '../../../engine/xml/holdings-fields';
import { failing } from '../../dashboard/in-memory-fetcher';
import { XmlDocumentPage } from './XmlDocumentPage';
import { XML_API } from './xml-api';
import type { TransformRequest } from './xml-api-types';
import { COUNT_LINE, fakeXmlApi, HOLDINGS, XML_DETAILS } from './xml-fixtures';
import { xmlStoryFrame } from './XmlStoryFrame';

const meta: Meta<typeof XmlDocumentPage> = { title: 'XML/File', component: XmlDocumentPage, decorators: [xmlStoryFrame], args: { basePath: '/xml' } };
export default meta;
type Story = StoryObj<typeof XmlDocumentPage>;

const at = (tab?: string) => `/xml/documents/${XML_DETAILS.id}${tab ? `?tab=${tab}` : ''}`;
const tagging = fakeXmlApi();

/** Every field of the file, its business data and header, its conversions; its tags changed and saved. */
export const Metadata: Story = {
  parameters: { path: at(), api: tagging },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await canvas.findByTestId('xml-metadata');
    for (const value of ['Mimshak', 'UTF-8', 'Holdings v004', '1000002', '123456789', '20250131120000512345678']) await expect(fields).toHaveTextContent(value);
    await expect(canvas.getByTestId('xml-transformations')).toHaveTextContent(/XLSX/);
    await userEvent.type(within(canvas.getByTestId('xml-tags')).getByRole('combobox'), 'רבעון 1{Enter}');
    await userEvent.click(canvas.getByTestId('xml-tags-save'));
    await waitFor(() => expect(tagging.setTags).toHaveBeenCalledWith(XML_DETAILS.id, ['2025', 'רבעון 1']));
  },
};

/** The validation errors with their lines, types and paths; a jump opens the source scrolled to that line, marked. */
export const ErrorsAndJump: Story = {
  parameters: { path: at('issues') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-issue')).toHaveLength(3));
    await expect(canvas.getAllByTestId('xml-issue')[0]).toHaveTextContent(/29:14/);
    await expect(canvas.getAllByTestId('xml-issue')[0]).toHaveTextContent('/Mimshak/Mutzarim/Mutzar[2]/NetuneiMutzar/YeshutLakoach/MIN');
    await expect(canvas.getAllByTestId('xml-issue')[2]).toHaveTextContent(/ספירה לא תואמת|Count mismatch/);
    await userEvent.click(canvas.getAllByTestId('xml-issue-jump')[2]!);
    const source = await canvas.findByTestId('xml-source');
    const marked = await waitFor(() => {
      const line = source.querySelector('[data-marked]');
      if (!line) throw new Error('no marked line');
      return line as HTMLElement;
    });
    await expect(marked.dataset.line).toBe(String(COUNT_LINE));
    await expect(marked).toHaveTextContent('KAMUT-POLISOT');
    // Only a window of the 2,800 lines is drawn, and the marked one is in view.
    await expect(source.querySelectorAll('[data-line]').length).toBeLessThan(120);
    const box = source.getBoundingClientRect();
    const line = marked.getBoundingClientRect();
    await expect(line.top >= box.top && line.bottom <= box.bottom).toBe(true);
  },
};

const matching = fakeXmlApi();

/** The policies with their codes explained and their members' matches: a linked {{client}}, and an unmatched member made a {{lead}}; the readable tree. */
export const Data: Story = {
  parameters: { path: at('data'), api: matching },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-policy')).toHaveLength(HOLDINGS.length));
    const [first, , third] = canvas.getAllByTestId('xml-policy');
    await expect(first).toHaveTextContent(/קרן פנסיה|Pension fund/);
    await expect(first).toHaveTextContent(/פעיל|Active/);
    await expect(within(first!).getByTestId('xml-member-client')).toHaveTextContent('ישראל ישראלי');
    await expect(third).toHaveTextContent(/ביטוח מנהלים|Managers insurance/);
    await userEvent.click(within(third!).getByTestId('xml-create-lead'));
    await waitFor(() => expect(matching.createLeads).toHaveBeenCalledWith(XML_DETAILS.id, ['123456782']));
    await expect(canvas.getByTestId('xml-tree')).toHaveTextContent(/SUG-MUTZAR-PENSIONI: 2 \((קרן פנסיה|Pension fund)\)/);
  },
};

/** An agent who may read the files but not change them (no xml.edit): downloads, and sees tags and matches without changing them. */
export const ReadOnly: Story = {
  parameters: { path: at('data'), roles: ['user', 'agent'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('xml-policy')).toHaveLength(HOLDINGS.length));
    const third = canvas.getAllByTestId('xml-policy')[2]!;
    await expect(third).toHaveTextContent(/לא משויך|Not matched/);
    await expect(within(third).queryByTestId('xml-create-lead')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('xml-create-leads')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('xml-download-menu')).toBeInTheDocument();
    for (const change of ['xml-validate', 'xml-transform', 'xml-delete']) await expect(canvas.queryByTestId(change)).not.toBeInTheDocument();
  },
};

const transforming = fakeXmlApi();

/** A conversion to a flat spreadsheet with the columns picked. */
export const Transform: Story = {
  parameters: { path: at(), api: transforming },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByTestId('xml-transform'));
    await userEvent.click(within(await page.findByTestId('xml-transform-format')).getByText('CSV'));
    // The list is long and drawn a window at a time: the field is found by typing.
    await userEvent.type(within(page.getByTestId('xml-transform-fields')).getByRole('combobox'), document.documentElement.lang === 'he' ? 'שורה' : 'Line');
    await userEvent.click(await page.findByText(/^(שורה בקובץ|Line in the file)$/, { selector: '.ant-select-item-option-content' }));
    await userEvent.click(page.getByTestId('xml-transform-run'));
    await waitFor(() => expect(transforming.transform).toHaveBeenCalled());
    const [id, request] = (transforming.transform as unknown as { mock: { calls: [string, TransformRequest][] } }).mock.calls[0]!;
    await expect(id).toBe(XML_DETAILS.id);
    await expect(request).toMatchObject({ transformationType: 'flat', outputFormat: 'csv' });
    // The usual columns first, then the one picked, each under its heading in the screen's language.
    await expect(request.transformationRules?.map((rule) => rule.field)).toEqual([...DEFAULT_HOLDINGS_COLUMNS, 'line']);
    await expect(request.transformationRules?.[0]?.header).toMatch(/^(מספר פוליסה\/חשבון|Policy\/account number)$/);
  },
};

/** The file's charts: balances by product and by policy, fees against the caps, each with its table. */
export const Charts: Story = {
  parameters: { path: at('charts') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chart library's chunk loads with the tab: on a cold, shared machine that outlasts the usual wait.
    await expect(await canvas.findByTestId('xml-charts', {}, { timeout: 30_000 })).toBeInTheDocument();
    await expect(canvas.getByTestId('xml-chart-doc-products')).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('xml-chart-doc-fees-table-tab'));
    await expect(await canvas.findByTestId('xml-chart-doc-fees-table')).toHaveTextContent('1000003');
  },
};

/** A file that is not there (deleted, or another office's). */
export const NotFound: Story = {
  parameters: { path: at(), routes: { [XML_API.document(XML_DETAILS.id)]: failing('Not found', 404, 'NOT_FOUND') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('xml-not-found')).toHaveTextContent(/הקובץ לא נמצא|The file was not found/);
  },
};
