import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import { ok, pending, type MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { documentsStrings } from '../../i18n/locales/documents';
import { opportunitiesStrings } from '../../i18n/locales/opportunities';
import { templatesStrings } from '../../i18n/locales/templates';
import { pdfBytes } from './pdf-fixtures';
import type { TemplateBody } from './template-draft';
import { templateView } from './template-fixtures';
import { TemplateEditorPage } from './TemplateEditorPage';
import { TemplateWritingContext, type TemplateWriting } from './template-writing';

registerStrings('documents', documentsStrings);
registerStrings('templates', templatesStrings);
registerStrings('opportunities', opportunitiesStrings);

const CLIENT = '7d1e0000-0000-4000-8000-000000000004';
const SAVED = templateView();

/** What the story's writing was asked, and its answers: the template saved, a PDF of one page. */
function recordingWriting(overrides: Partial<TemplateWriting> = {}) {
  const saved: TemplateBody[] = [];
  const previews: TemplateBody[] = [];
  const answer = (body: TemplateBody) => ({ success: true as const, message: 'The template was saved', messages: { he: 'התבנית נשמרה', en: 'The template was saved' }, data: { ...SAVED, ...body, description: body.description ?? null, module: body.module ?? null, outputs: body.outputs ?? ['pdf'] } });
  const writing: TemplateWriting = {
    create: async (body) => {
      saved.push(body);
      return answer(body);
    },
    update: async (_id, body) => {
      saved.push(body);
      return answer(body);
    },
    remove: async () => ({ success: true }),
    previewDraft: async (body) => {
      previews.push(body);
      return pdfBytes(1).slice().buffer;
    },
    ...overrides,
  };
  return { writing, saved, previews };
}

interface FrameParameters {
  routes: MemoryRoutes;
  writing: TemplateWriting;
  path: string;
}

function TemplatesTabStandIn() {
  return <p data-testid="templates-tab-stand-in">templates</p>;
}

// The editor in a legal office (Hebrew, English and Spanish), answered from memory; saving goes back to the list.
const frame: Decorator = (Story, { parameters }) => {
  const { routes, writing, path } = parameters as unknown as FrameParameters;
  return (
    <WidgetSandbox routes={routes} path={path}>
      <TemplateWritingContext.Provider value={writing}>
        <Routes>
          <Route path="/documents/templates/:templateId" element={<Story />} />
          <Route path="/documents" element={<TemplatesTabStandIn />} />
        </Routes>
      </TemplateWritingContext.Provider>
    </WidgetSandbox>
  );
};

const meta: Meta<typeof TemplateEditorPage> = {
  title: 'Documents/Template editor',
  component: TemplateEditorPage,
  decorators: [frame],
};

export default meta;
type Story = StoryObj<typeof TemplateEditorPage>;

const body = () => within(document.body);
// A language's tab: every tab once opened stays in the page, hidden, so each is read within its own.
const texts = (language: string) => within(body().getByTestId(`template-texts-${language}`));
const clientSearch = { '/clients/client/search': ok([{ id: CLIENT, firstName: 'Dana', lastName: 'Mizrahi' }]) };

const fresh = recordingWriting();

/** A new template: a tab per language the office offers, a fact inserted into the title, blocks added and moved; saved whole. */
export const New: Story = {
  parameters: { path: '/documents/templates/new', routes: clientSearch, writing: fresh.writing },
  play: async () => {
    fresh.saved.length = 0;
    const editor = await body().findByTestId('template-editor');
    await expect(within(editor).getByTestId('template-tab-he')).toBeInTheDocument();
    await expect(within(editor).getByTestId('template-tab-en')).toBeInTheDocument();
    await expect(within(editor).getByTestId('template-tab-es')).toBeInTheDocument();
    await expect(body().getByTestId('generate-preview-hint')).toBeInTheDocument();
    await userEvent.click(within(editor).getByTestId('template-tab-he'));
    const he = texts('he');
    await userEvent.type(he.getByTestId('template-name-he'), 'מכתב תודה');
    await userEvent.type(he.getByTestId('template-title-he'), 'תודה, ');
    await userEvent.click(he.getByTestId('title-fact-he'));
    // A template for a client offers no record's facts.
    await expect(await body().findByTestId('fact-client.fullName')).toBeInTheDocument();
    await expect(body().queryByTestId('fact-record.title')).toBeNull();
    await userEvent.click(body().getByTestId('fact-client.fullName'));
    await expect(he.getByTestId('template-title-he')).toHaveValue('תודה, {client.fullName}');
    await userEvent.type(he.getAllByTestId('template-block-text-he')[0]!, 'שלום');
    await userEvent.click(he.getByTestId('template-add-signature'));
    await expect(he.getAllByTestId('template-block-text-he')).toHaveLength(2);
    await userEvent.click(he.getAllByTestId('template-block-up')[1]!);
    await userEvent.type(he.getAllByTestId('template-block-text-he')[0]!, 'החותם');
    await userEvent.click(within(editor).getByTestId('template-save'));
    await expect(await body().findByTestId('templates-tab-stand-in')).toBeInTheDocument();
    await expect(fresh.saved).toEqual([
      {
        documentType: 'contract',
        name: { he: 'מכתב תודה' },
        outputs: ['pdf'],
        title: { he: 'תודה, {client.fullName}' },
        blocks: [
          { kind: 'signature', text: { he: 'החותם' } },
          { kind: 'paragraph', text: { he: 'שלום' } },
        ],
      },
    ]);
  },
};

const editing = recordingWriting();

/** A saved template of the office: its texts in place, its live preview drawn for a client, then drawn again as it changes. */
export const Editing: Story = {
  parameters: { path: `/documents/templates/${SAVED.id}`, routes: { ...clientSearch, [`/pdf/templates/${SAVED.id}`]: ok(SAVED) }, writing: editing.writing },
  play: async () => {
    editing.previews.length = 0;
    const editor = await body().findByTestId('template-editor');
    await userEvent.click(within(editor).getByTestId('template-tab-en'));
    await expect(texts('en').getByTestId('template-name-en')).toHaveValue('Thank-you letter');
    await expect(texts('en').getAllByTestId('template-block')).toHaveLength(3);
    await userEvent.type(within(body().getByTestId('client-select')).getByRole('combobox'), 'Dana');
    await userEvent.click(await body().findByText(/Dana Mizrahi/, { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(body().getByTestId('pdf-page-1')).toHaveAttribute('data-drawn', 'true'), { timeout: 30_000 });
    const asked = editing.previews.length;
    await userEvent.type(texts('en').getByTestId('template-title-en'), '!');
    await waitFor(() => expect(editing.previews.length).toBeGreaterThan(asked), { timeout: 10_000 });
    await expect(editing.previews.at(-1)?.title.en).toBe('Thank you, {client.fullName}!');
    await expect(within(editor).getByTestId('template-delete')).toBeEnabled();
  },
};

const refusal = new ApiError('The template is not valid', 400, 'TEMPLATE_INVALID', [
  { field: 'title.es', message: 'The text is missing in a language the office offers' },
  { field: 'blocks.0.text.en', message: 'Not a fact a template may put in: {client.shoeSize}' },
]);
const refused = recordingWriting({ update: () => Promise.reject(refusal) });

/** The server refuses the template: each complaint at its field, its language's tab marked, and the editor stays. */
export const ValidationError: Story = {
  parameters: { path: `/documents/templates/${SAVED.id}`, routes: { ...clientSearch, [`/pdf/templates/${SAVED.id}`]: ok(SAVED) }, writing: refused.writing },
  play: async () => {
    const editor = await body().findByTestId('template-editor');
    await userEvent.click(within(editor).getByTestId('template-save'));
    const problems = await body().findByTestId('template-problems');
    await expect(problems).toHaveTextContent('The text is missing in a language the office offers');
    await expect(problems).toHaveTextContent('{client.shoeSize}');
    await expect(within(editor).getByTestId('template-tab-es')).toHaveAttribute('data-has-problem', 'true');
    await expect(within(editor).getByTestId('template-tab-he')).toHaveAttribute('data-has-problem', 'false');
    await userEvent.click(within(editor).getByTestId('template-tab-en'));
    await expect(await texts('en').findByText('Not a fact a template may put in: {client.shoeSize}')).toBeInTheDocument();
    // A mended field stops being marked before the next save; the others stay.
    await userEvent.click(within(editor).getByTestId('template-tab-es'));
    await userEvent.type(texts('es').getByTestId('template-title-es'), '!');
    await waitFor(() => expect(body().getByTestId('template-problems')).not.toHaveTextContent('The text is missing'));
    await expect(body().getByTestId('template-problems')).toHaveTextContent('{client.shoeSize}');
    await expect(within(editor).getByTestId('template-tab-es')).toHaveAttribute('data-has-problem', 'false');
    await expect(body().queryByTestId('templates-tab-stand-in')).toBeNull();
  },
};

/** The template is on its way. */
export const Loading: Story = {
  parameters: { path: `/documents/templates/${SAVED.id}`, routes: { [`/pdf/templates/${SAVED.id}`]: pending() }, writing: recordingWriting().writing },
  play: async () => {
    await expect(await body().findByTestId('template-loading')).toBeInTheDocument();
  },
};

/** An office type's template is not the office's to change: said so, no editor. */
export const OfficeTypeTemplate: Story = {
  parameters: { path: '/documents/templates/engagement-letter', routes: { '/pdf/templates/engagement-letter': ok(templateView({ id: 'engagement-letter', source: 'office-type' })) }, writing: recordingWriting().writing },
  play: async () => {
    await expect(await body().findByTestId('template-read-only')).toBeInTheDocument();
    await expect(body().queryByTestId('template-editor')).toBeNull();
  },
};
