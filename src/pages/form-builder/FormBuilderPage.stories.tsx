import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending, type MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { formBuilderStrings } from '../../i18n/locales/form-builder';
import { ApiError } from '../../api/api-error';
import { FormBuilderPage } from './FormBuilderPage';
import { FORMS_API, serverFormsApi, type FormsApi } from './forms-api';
import { FormsApiContext } from './forms-api-context';
import { formList, storedIntake } from './form-fixtures';

registerStrings('formBuilder', formBuilderStrings);

// The writes a story sees: each records its call and answers the stored intake.
const writes = (): FormsApi => ({
  ...serverFormsApi,
  create: fn(async () => ({ data: storedIntake })),
  update: fn(async () => ({ data: { ...storedIntake, version: storedIntake.version + 1 } })),
  remove: fn(async () => ({})),
  use: fn(async () => ({})),
});

const frame: Decorator = (Story, { parameters }) => {
  const { routes = {}, path = '/form-builder', api = writes() } = parameters as { routes?: MemoryRoutes; path?: string; api?: FormsApi };
  return (
    <WidgetSandbox routes={routes} path={path}>
      <FormsApiContext.Provider value={api}>
        <Story />
      </FormsApiContext.Provider>
    </WidgetSandbox>
  );
};

const meta: Meta<typeof FormBuilderPage> = { title: 'Form builder/Page', component: FormBuilderPage, decorators: [frame] };
export default meta;
type Story = StoryObj<typeof FormBuilderPage>;

/** The office's stored forms: the intake, in use as the client intake; opening it shows the builder with its sections. */
export const List: Story = {
  parameters: { routes: { [FORMS_API.list]: formList(), [FORMS_API.one(storedIntake.id)]: { data: storedIntake } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByTestId('form-open');
    await expect(open).toHaveTextContent(/טופס קליטה|Intake form/);
    await expect(canvas.getByTestId('form-list')).toHaveTextContent(/Dana Levi/);
    await userEvent.click(open);
    await waitFor(() => expect(canvas.getAllByTestId('canvas-section').map((section) => section.getAttribute('data-id'))).toEqual(['who', 'matter', 'loose']));
  },
};

/** No forms yet: the empty state and the way to a new one. */
export const Empty: Story = {
  parameters: { routes: { [FORMS_API.list]: formList([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('form-list-empty')).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('form-new'));
    await expect(await canvas.findByTestId('form-builder')).toBeInTheDocument();
    await expect(canvas.getByTestId('builder-title')).toHaveTextContent(/טופס חדש|New form/);
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { routes: { [FORMS_API.list]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('form-list-loading')).toBeInTheDocument();
  },
};

const saving = writes();

/** A new form saved: the field added is sent as the definition, and the unsaved mark goes. */
export const SaveNew: Story = {
  parameters: { routes: { [FORMS_API.list]: formList([]), [FORMS_API.one(storedIntake.id)]: { data: storedIntake } }, path: '/form-builder?form=new', api: saving },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(הוספת שדה טקסט|Add a Text field)$/ }));
    await expect(canvas.getByTestId('builder-unsaved')).toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('builder-save'));
    await waitFor(() => expect(saving.create).toHaveBeenCalledWith(expect.objectContaining({ id: 'form-1', fields: { text1: expect.objectContaining({ type: 'text' }) } })));
    await waitFor(() => expect(canvas.queryByTestId('builder-unsaved')).toBeNull());
  },
};

const using = { ...writes(), use: fn(async () => ({})) };

/** The use menu: the intake form becomes the form of a records module (the office's own names), and "in use" shows it. */
export const UseAsModuleForm: Story = {
  parameters: { routes: { [FORMS_API.list]: formList() }, api: using },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('form-use-menu'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /^(כטופס של תיקים|As the form of Matters)$/ }));
    await waitFor(() => expect(using.use).toHaveBeenCalledWith(storedIntake.id, { as: 'module', module: 'matters' }));
    await expect(await canvas.findByTestId('form-list-notice-success')).toHaveTextContent(/תיקים|Matters/);
  },
};

const refusing = {
  ...writes(),
  use: fn(async () => {
    throw new ApiError('Refused', 400, 'FORM_INTAKE_INVALID', [{ field: 'forms', message: 'Refused: "conflictCheck" is not a field of the legal-client-intake form' }]);
  }),
};
const unused = { ...storedIntake, usedAs: [] };

/** A use the server refuses: the notice says why, reason by reason, without repeating the refusal's own words. */
export const UseRefused: Story = {
  parameters: { routes: { [FORMS_API.list]: formList([unused]) }, api: refusing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('form-use-menu'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /^(שימוש כטופס קליטת .+|Use as the .+ intake form)$/ }));
    await waitFor(() => expect(refusing.use).toHaveBeenCalledWith(unused.id, { as: 'clientIntake' }));
    const notice = await canvas.findByTestId('form-list-notice-error');
    await expect(notice).toHaveTextContent(/^Refused/);
    await expect(within(notice).getByTestId('notice-reasons')).toHaveTextContent(/^"conflictCheck" is not a field of the legal-client-intake form$/);
  },
};

/** A new form from the office's intake: the builder opens on a copy of it, every field of the intake there, under a free id. */
export const NewFromIntake: Story = {
  parameters: { routes: { [FORMS_API.list]: formList() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('form-new-from-intake'));
    await expect(await canvas.findByTestId('form-builder')).toBeInTheDocument();
    // The sandbox office is a law office: its intake's conflict check comes along.
    await waitFor(() => expect(canvas.getAllByTestId('canvas-field').map((field) => field.getAttribute('data-key'))).toContain('conflictCheck'));
  },
};

const publishing: FormsApi = {
  ...writes(),
  publish: fn(async (id: string) => ({
    data: { formId: id, isActive: true, consent: null, submissionCount: 0, lastSubmittedAt: null, createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z', token: 'tok', path: '/public-form/tok', url: 'https://office.example.com/public-form/tok' },
  })),
};

/** A form published as a public link with a consent checkbox written in each of the office's languages; the link is shown once to copy. */
export const PublishPublicLink: Story = {
  parameters: { routes: { [FORMS_API.list]: formList(), [FORMS_API.publicLink(storedIntake.id)]: { data: null } }, api: publishing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('form-use-menu'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: /^(קישור ציבורי|Public link)$/ }));
    const panel = await body.findByTestId('public-link-panel');
    await expect(panel).toHaveTextContent(/עוד לא פורסם|not published yet/);
    await userEvent.click(within(panel).getByTestId('public-link-consent'));
    await userEvent.type(within(panel).getByTestId('public-link-consent-he'), 'אני מסכים/ה');
    await userEvent.type(within(panel).getByTestId('public-link-consent-en'), 'I agree');
    await userEvent.type(within(panel).getByTestId('public-link-consent-es'), 'Acepto');
    await userEvent.click(within(panel).getByTestId('public-link-publish'));
    await waitFor(() => expect(publishing.publish).toHaveBeenCalledWith(storedIntake.id, { he: 'אני מסכים/ה', en: 'I agree', es: 'Acepto' }));
    await expect(await within(panel).findByTestId('public-link-url')).toHaveValue('https://office.example.com/public-form/tok');
  },
};
