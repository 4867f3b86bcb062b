import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../../dashboard/in-memory-fetcher';
import { XmlIntakePage } from './XmlIntakePage';
import { XML_API } from './xml-api';
import { fakeXmlSchemas, SMALL_XSD, XML_SCHEMA_DETAILS } from './xml-schema-fixtures';
import { xmlStoryFrame } from './XmlStoryFrame';

const meta: Meta<typeof XmlIntakePage> = {
  title: 'XML/Schemas',
  component: XmlIntakePage,
  decorators: [xmlStoryFrame],
  args: { moduleId: 'xml', basePath: '/xml' },
  parameters: { path: '/xml?tab=schemas' },
};
export default meta;
type Story = StoryObj<typeof XmlIntakePage>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('xml-schema-row');
const names = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('xml-schema-name-cell').map((cell: HTMLElement) => cell.textContent);
const [SHIPPED, OFFICE] = XML_SCHEMA_DETAILS as [(typeof XML_SCHEMA_DETAILS)[number], (typeof XML_SCHEMA_DETAILS)[number]];

const listed = fakeXmlSchemas();

/** `?tab=schemas` opens the tab: the shipped schema first, tagged read only, then the office's; each XSD opens read only, left to right. */
export const List: Story = {
  beforeEach: () => listed.reset(),
  parameters: { schemas: listed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/סכמות|Schemas/);
    await expect(names(canvasElement)).toEqual([SHIPPED.name, OFFICE.name]);
    const [shipped, office] = rows(canvasElement) as [HTMLElement, HTMLElement];
    await expect(within(shipped).getByTestId('xml-schema-shipped')).toHaveTextContent(/לקריאה בלבד|read only/);
    await expect(within(shipped).queryByTestId('xml-schema-edit')).not.toBeInTheDocument();
    await expect(within(shipped).queryByTestId('xml-schema-delete')).not.toBeInTheDocument();
    await expect(within(office).getByTestId('xml-schema-edit')).toBeInTheDocument();
    await expect(office).toHaveTextContent(OFFICE.description!);
    await expect(office.querySelector('time')).toHaveAttribute('datetime', OFFICE.updatedAt);
    await expect(canvas.queryByTestId('xml-schemas-empty')).not.toBeInTheDocument();
    await userEvent.click(within(shipped).getByTestId('xml-schema-view'));
    const source = await body(canvasElement).findByTestId('xml-schema-source');
    await expect(source).toHaveAttribute('dir', 'ltr');
    await expect(source).toHaveTextContent(/<xs:element name="Mimshak">/);
    await expect(listed.api.schema).toHaveBeenCalledWith(SHIPPED.id);
  },
};

const onlyShipped = fakeXmlSchemas([SHIPPED]);

/** Only the shipped schema: said, with the add. */
export const OnlyShipped: Story = {
  beforeEach: () => onlyShipped.reset(),
  parameters: { schemas: onlyShipped },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('xml-schemas-empty')).toHaveTextContent(/עוד לא הוסיף סכמה|has not added a schema/);
    await expect(rows(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByTestId('xml-schemas-empty-add'));
    await expect(await body(canvasElement).findByTestId('xml-schema-name')).toBeVisible();
  },
};

const adding = fakeXmlSchemas([SHIPPED]);

/** A schema added from an .xsd file read in the browser: listed with its root element, and offered by the upload at once. */
export const Adding: Story = {
  beforeEach: () => adding.reset(),
  parameters: { schemas: adding },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(await canvas.findByTestId('xml-schema-add'));
    await userEvent.type(await page.findByTestId('xml-schema-name'), 'Monthly report');
    await userEvent.type(page.getByTestId('xml-schema-description'), 'From the bank');
    const input = page.getByTestId('xml-schema-form').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([SMALL_XSD], 'monthly-report.xsd', { type: 'application/xml' }));
    await waitFor(() => expect(page.getByTestId('xml-schema-xsd')).toHaveValue(SMALL_XSD));
    await expect(page.getByTestId('xml-schema-file')).toHaveTextContent('monthly-report.xsd');
    await userEvent.click(page.getByTestId('xml-schema-save'));
    await waitFor(() => expect(names(canvasElement)).toEqual([SHIPPED.name, 'Monthly report']));
    await expect(adding.api.createSchema).toHaveBeenCalledWith({ name: 'Monthly report', description: 'From the bank', xsd: SMALL_XSD });
    await expect(rows(canvasElement)[1]).toHaveTextContent(/Report/);
    await expect(canvas.queryByTestId('xml-schemas-empty')).not.toBeInTheDocument();
    // The upload's schema list is the same list: the new schema is offered there without a reload.
    await userEvent.click(canvas.getByTestId('xml-upload-open'));
    await userEvent.click(within(await page.findByTestId('xml-upload-schema')).getByRole('combobox'));
    await expect(await page.findByText('Monthly report', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  },
};

const refusing = fakeXmlSchemas([SHIPPED]);

/** A pasted XSD that does not compile: the server's refusal, naming the line, in the user's language under the XSD; nothing is added. */
export const RefusedXsd: Story = {
  beforeEach: () => refusing.reset(),
  parameters: { schemas: refusing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(await canvas.findByTestId('xml-schema-add'));
    await userEvent.type(await page.findByTestId('xml-schema-name'), 'Broken');
    await userEvent.click(page.getByTestId('xml-schema-xsd'));
    await userEvent.paste('<Report><Amount>1</Amount></Report>');
    await userEvent.click(page.getByTestId('xml-schema-save'));
    const form = page.getByTestId('xml-schema-form');
    await waitFor(() => expect(form.querySelector('.ant-form-item-explain-error')).toHaveTextContent(/אינו תקין \(שורה 1\)|not valid \(line 1\)/));
    await expect(refusing.api.createSchema).toHaveBeenCalledTimes(1);
    await expect(rows(canvasElement)).toHaveLength(1);
  },
};

const changing = fakeXmlSchemas();

/** The office's schema renamed (its XSD kept), then deleted after a confirmation: the list says the office has none left. */
export const EditAndDelete: Story = {
  beforeEach: () => changing.reset(),
  parameters: { schemas: changing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    await userEvent.click(within(rows(canvasElement)[1]!).getByTestId('xml-schema-edit'));
    const name = await page.findByTestId('xml-schema-name');
    await expect(name).toHaveValue(OFFICE.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Holdings v010');
    await userEvent.click(page.getByTestId('xml-schema-save'));
    await waitFor(() => expect(names(canvasElement)).toEqual([SHIPPED.name, 'Holdings v010']));
    await expect(changing.api.updateSchema).toHaveBeenCalledWith(OFFICE.id, { name: 'Holdings v010', description: OFFICE.description });
    await userEvent.click(within(rows(canvasElement)[1]!).getByTestId('xml-schema-delete'));
    await userEvent.click(await page.findByTestId('xml-schema-delete-yes'));
    await expect(await canvas.findByTestId('xml-schemas-empty')).toBeInTheDocument();
    await expect(changing.api.deleteSchema).toHaveBeenCalledWith(OFFICE.id);
  },
};

/** A user who may read the files but not change them (xml.view only): the schemas and their XSDs, no add, edit or delete. */
export const ReadOnly: Story = {
  parameters: { roles: ['user', 'agent'], schemas: fakeXmlSchemas() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
    await expect(canvas.queryByTestId('xml-schema-add')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('xml-schema-edit')).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('xml-schema-delete')).not.toBeInTheDocument();
    await expect(canvas.getAllByTestId('xml-schema-view')).toHaveLength(2);
  },
};

/** While the schemas load. */
export const Loading: Story = {
  parameters: { routes: { [XML_API.schemas]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('xml-schemas-loading')).toBeInTheDocument();
  },
};
