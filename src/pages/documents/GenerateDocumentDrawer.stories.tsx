import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import type { DocumentGenerateBody } from '../../api/generated/api-types';
import { failing, ok, type MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { documentsStrings } from '../../i18n/locales/documents';
import { opportunitiesStrings } from '../../i18n/locales/opportunities';
import { GenerateDocumentDrawer } from './GenerateDocumentDrawer';
import { libraryDocument } from './library-fixtures';
import { pdfBytes } from './pdf-fixtures';
import { TemplateProductionContext, type ProductionTarget, type TemplateProduction, type TemplateView } from './template-production';

registerStrings('documents', documentsStrings);
registerStrings('opportunities', opportunitiesStrings);

const CLIENT = '7d1e0000-0000-4000-8000-000000000004';
const RECORD = '5a2b0000-0000-4000-8000-000000000009';
const MADE = '3c9d0000-0000-4000-8000-0000000000aa';

const template = (overrides: Partial<TemplateView> = {}): TemplateView => ({
  id: 'client-letter',
  source: 'office-type',
  documentType: 'correspondence',
  name: { he: 'מכתב ללקוח', en: 'Client letter', es: 'Carta al cliente' },
  description: null,
  module: null,
  forRecord: false,
  outputs: ['pdf'],
  title: { he: 'מכתב ל{client.fullName}', en: 'Letter to {client.fullName}' },
  blocks: [{ kind: 'paragraph', text: { he: 'שלום {client.fullName}', en: 'Dear {client.fullName}' } }],
  placeholders: ['client.fullName'],
  ...overrides,
});

const clientRoutes = (view: TemplateView): MemoryRoutes => ({
  [`/pdf/templates/${view.id}`]: ok(view),
  '/clients/client/search': ok([{ id: CLIENT, firstName: 'Dana', lastName: 'Mizrahi' }]),
  '/records/matters': ok([{ id: RECORD, module: 'matters', entity: 'matter', number: '2026-0042', title: 'Mizrahi v. Levi', clientName: 'Dana Mizrahi' }], { nextCursor: null }),
});

/** What the story's production was asked, and its answers: a PDF of two pages, and the document made. */
function recordingProduction(overrides: Partial<TemplateProduction> = {}) {
  const previews: ProductionTarget[] = [];
  const generated: DocumentGenerateBody[] = [];
  const production: TemplateProduction = {
    preview: async (_id, target) => {
      previews.push(target);
      return pdfBytes(2).slice().buffer;
    },
    generate: async (body) => {
      generated.push(body);
      return { success: true, message: 'The document was produced and saved', messages: { he: 'המסמך הופק ונשמר', en: 'The document was produced and saved' }, data: libraryDocument({ id: MADE }) };
    },
    ...overrides,
  };
  return { production, previews, generated };
}

function OpenedDocument() {
  return <p data-testid="opened-document">{useParams().id}</p>;
}

interface FrameParameters {
  routes: MemoryRoutes;
  production: TemplateProduction;
}

// The drawer at /documents in a legal office, answered from memory; saving opens /documents/:id.
const frame: Decorator = (Story, { parameters }) => {
  const { routes, production } = parameters as unknown as FrameParameters;
  return (
    <WidgetSandbox routes={routes} path="/documents">
      <TemplateProductionContext.Provider value={production}>
        <Routes>
          <Route path="/documents" element={<Story />} />
          <Route path="/documents/:id" element={<OpenedDocument />} />
        </Routes>
      </TemplateProductionContext.Provider>
    </WidgetSandbox>
  );
};

const meta: Meta<typeof GenerateDocumentDrawer> = {
  title: 'Documents/Generate',
  component: GenerateDocumentDrawer,
  decorators: [frame],
  args: { templateId: 'client-letter', onClose: () => undefined },
};

export default meta;
type Story = StoryObj<typeof GenerateDocumentDrawer>;

const body = () => within(document.body);

/** Picks the first option an antd Select offers after typing `text` into it. */
async function pick(select: HTMLElement, text: string, option: RegExp) {
  await userEvent.type(within(select).getByRole('combobox'), text);
  await userEvent.click(await body().findByText(option, { selector: '.ant-select-item-option-content' }));
}

const client = recordingProduction();

/** A client's letter: the client chosen, its preview drawn; another language draws it again; saving files it and opens it. */
export const ClientTemplate: Story = {
  parameters: { routes: clientRoutes(template()), production: client.production },
  play: async () => {
    client.previews.length = 0;
    client.generated.length = 0;
    const drawer = await body().findByTestId('generate-form');
    await expect(await body().findByText(/הפקת מכתב ללקוח|Produce Client letter/)).toBeInTheDocument();
    await expect(body().getByTestId('generate-preview-hint')).toBeInTheDocument();
    await expect(within(drawer).getByTestId('generate-save')).toBeDisabled();
    // A template that produces a PDF only offers no choice of format.
    await expect(within(drawer).queryByTestId('generate-format')).toBeNull();
    await pick(within(drawer).getByTestId('client-select'), 'Dana', /Dana Mizrahi/);
    const first = await body().findByTestId('pdf-page-1', {}, { timeout: 30_000 });
    await waitFor(() => expect(first).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
    await expect(body().getByTestId('pdf-page-2')).toBeInTheDocument();
    await expect(client.previews.at(-1)).toMatchObject({ clientId: CLIENT });
    const asked = client.previews.length;
    await userEvent.click(within(within(drawer).getByTestId('generate-language')).getByRole('combobox'));
    await userEvent.click(await body().findByText('Español', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(client.previews.length).toBe(asked + 1), { timeout: 10_000 });
    await expect(client.previews.at(-1)).toEqual({ clientId: CLIENT, language: 'es' });
    await waitFor(() => expect(body().getByTestId('pdf-page-1')).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
    await userEvent.click(within(drawer).getByTestId('generate-save'));
    await expect(await body().findByTestId('opened-document')).toHaveTextContent(MADE);
    await expect(client.generated).toEqual([{ templateId: 'client-letter', clientId: CLIENT, language: 'es' }]);
  },
};

const word = recordingProduction();

/** A template that also produces Word: PDF is chosen first; choosing Word keeps the PDF preview (asked once) and saves a DOCX. */
export const WordTemplate: Story = {
  parameters: { routes: clientRoutes(template({ outputs: ['pdf', 'docx'] })), production: word.production },
  play: async () => {
    word.previews.length = 0;
    word.generated.length = 0;
    const drawer = await body().findByTestId('generate-form');
    const format = within(drawer).getByTestId('generate-format');
    const [pdf, docx] = within(format).getAllByRole('radio');
    await expect(pdf).toBeChecked();
    await expect(docx).not.toBeChecked();
    await expect(within(format).getByText('Word (DOCX)')).toBeInTheDocument();
    await expect(within(drawer).queryByTestId('generate-format-note')).toBeNull();
    await pick(within(drawer).getByTestId('client-select'), 'Dana', /Dana Mizrahi/);
    await waitFor(() => expect(body().getByTestId('pdf-page-1')).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
    const asked = word.previews.length;
    await userEvent.click(within(format).getByText('Word (DOCX)'));
    await expect(docx).toBeChecked();
    await expect(await within(drawer).findByTestId('generate-format-note')).toHaveTextContent(/PDF.*Word/);
    // The preview stays the PDF already drawn: the format asks for none again.
    await expect(body().getByTestId('pdf-page-1')).toHaveAttribute('data-drawn', 'true');
    await expect(word.previews.length).toBe(asked);
    await expect(word.previews.every((target) => !('format' in target))).toBe(true);
    await userEvent.click(within(drawer).getByTestId('generate-save'));
    await expect(await body().findByTestId('opened-document')).toHaveTextContent(MADE);
    await expect(word.generated).toEqual([expect.objectContaining({ templateId: 'client-letter', clientId: CLIENT, format: 'docx' })]);
  },
};

const forRecord = recordingProduction();

/** A template of the matters module: a matter is chosen (the records' search), and the preview is asked for it. */
export const RecordTemplate: Story = {
  args: { templateId: 'engagement-letter' },
  parameters: { routes: clientRoutes(template({ id: 'engagement-letter', module: 'matters', forRecord: true, name: { he: 'מכתב התקשרות', en: 'Engagement letter' } })), production: forRecord.production },
  play: async () => {
    forRecord.previews.length = 0;
    const drawer = await body().findByTestId('generate-form');
    await expect(within(drawer).queryByTestId('client-select')).toBeNull();
    await pick(within(drawer).getByTestId('record-select'), 'Miz', /Mizrahi v\. Levi/);
    await waitFor(() => expect(forRecord.previews.at(-1)).toMatchObject({ recordId: RECORD }), { timeout: 10_000 });
    await waitFor(() => expect(body().getByTestId('pdf-page-1')).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
  },
};

const refusal = new ApiError('The document cannot be produced', 400, 'GENERATE_INVALID', [{ field: 'clientId', message: 'Choose the client the document is for' }]);
const refused = recordingProduction({ preview: () => Promise.reject(refusal), generate: () => Promise.reject(new ApiError('You may not produce documents', 403, 'FORBIDDEN')) });

/** The server refuses: the preview says why in its words, with a retry; a refused save shows its message and stays. */
export const Refused: Story = {
  parameters: { routes: clientRoutes(template()), production: refused.production },
  play: async () => {
    const drawer = await body().findByTestId('generate-form');
    await pick(within(drawer).getByTestId('client-select'), 'Dana', /Dana Mizrahi/);
    const failed = await body().findByTestId('generate-preview-failed', {}, { timeout: 10_000 });
    await expect(failed).toHaveTextContent('The document cannot be produced');
    await expect(failed).toHaveTextContent('Choose the client the document is for');
    await expect(body().getByTestId('generate-preview-retry')).toBeEnabled();
    await userEvent.click(within(drawer).getByTestId('generate-save'));
    await expect(await within(drawer).findByText('You may not produce documents')).toBeInTheDocument();
    await expect(body().queryByTestId('opened-document')).toBeNull();
  },
};

/** The template cannot be read: said so, with a retry. */
export const TemplateFailed: Story = {
  parameters: { routes: { '/pdf/templates/client-letter': failing() }, production: recordingProduction().production },
  play: async () => {
    await expect(await body().findByText(/התבנית לא נטענה|The template could not be loaded/)).toBeInTheDocument();
    await expect(body().getByRole('button', { name: /לנסות שוב|Try again/ })).toBeEnabled();
  },
};
