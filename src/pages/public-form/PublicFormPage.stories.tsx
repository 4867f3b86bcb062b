import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { ApiError } from '../../api/api-error';
import { registerStrings } from '../../i18n/load-namespaces';
import { publicFormStrings } from '../../i18n/locales/public-form';
import { PUBLIC_FORM_TOKEN, publicFormPage } from './public-form-fixtures';
import { PublicFormApiContext, type PublicFormApi } from './public-form-api';
import { PublicFormPage } from './PublicFormPage';

registerStrings('publicForm', publicFormStrings);

const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);

/** The public page at /public-form/<token>, without a server: each call answered by the story. */
const frame: Decorator = (Story, { parameters }) => {
  const { publicForms = {} } = parameters as { publicForms?: Partial<PublicFormApi> };
  return (
    <MemoryRouter initialEntries={[`/public-form/${PUBLIC_FORM_TOKEN}`]}>
      <PublicFormApiContext.Provider value={{ open: never, submit: never, ...publicForms }}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
          <Routes>
            <Route path="/public-form/:token" element={<Story />} />
          </Routes>
        </SWRConfig>
      </PublicFormApiContext.Provider>
    </MemoryRouter>
  );
};

const meta: Meta<typeof PublicFormPage> = { title: 'Form builder/Public form page', component: PublicFormPage, decorators: [frame] };
export default meta;
type Story = StoryObj<typeof PublicFormPage>;

const either = (he: string, en: string) => new RegExp(`${he}|${en}`);
const opened = async () => publicFormPage();

/** Filled and sent: the form's own check first (the name is required), then the consent, then the thank-you. */
export const FillAndSend: Story = {
  parameters: { publicForms: { open: opened, submit: fn(async () => ({})) } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByTestId('public-form', {}, { timeout: 15_000 });
    await expect(form).toHaveTextContent(either('צרו קשר', 'Contact us'));
    await expect(form).toHaveTextContent(either('משרד כהן', 'משרד כהן'));
    const send = canvas.getByTestId('public-form-send');
    await userEvent.click(send);
    // The name is required: the form refuses before any call.
    await waitFor(() => expect(form.querySelector('.ant-form-item-explain-error, .error-detail')).not.toBeNull());
    const submit = (parameters as { publicForms: { submit: ReturnType<typeof fn> } }).publicForms.submit;
    await expect(submit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText(either('שם מלא', 'Full name')), 'Noa Bar-Lev');
    await userEvent.click(send);
    await expect(await canvas.findByTestId('public-form-refused')).toHaveTextContent(either('יש לאשר את ההסכמה כדי לשלוח', 'Please give your consent to send the form'));
    await expect(submit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByTestId('public-form-consent'));
    await userEvent.click(send);
    await waitFor(() => expect(submit).toHaveBeenCalledWith(PUBLIC_FORM_TOKEN, { answers: { fullName: 'Noa Bar-Lev' }, consent: true }));
    await expect(await canvas.findByTestId('public-form-sent')).toHaveTextContent(either('תודה', 'Thank you'));
  },
};

/** The server refuses an answer: its message shows at the field. */
export const ServerRefusal: Story = {
  parameters: {
    publicForms: {
      open: async () => publicFormPage({ consent: null }),
      submit: async () => Promise.reject(new ApiError('Please correct the marked fields', 400, 'PUBLIC_FORM_INVALID', [{ field: 'answers.fullName', message: 'Please write a first and a last name' }])),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('public-form', {}, { timeout: 15_000 });
    await userEvent.type(canvas.getByLabelText(either('שם מלא', 'Full name')), 'Madonna');
    await userEvent.click(canvas.getByTestId('public-form-send'));
    await expect(await canvas.findByTestId('public-form-refused')).toHaveTextContent('Please correct the marked fields');
    await waitFor(() => expect(canvas.getByText('Please write a first and a last name')).toBeVisible(), { timeout: 5_000 });
    await expect(canvas.queryByTestId('public-form-consent')).toBeNull();
  },
};

/** A link turned off, or never one: said so. */
export const UnknownLink: Story = {
  parameters: { publicForms: { open: () => Promise.reject(new ApiError('Not found', 404, 'PUBLIC_FORM_UNKNOWN')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('public-form-unknown')).toHaveTextContent(either('הטופס אינו זמין', 'This form is not available'));
  },
};
