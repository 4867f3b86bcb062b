import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { fakeSimulationsApi, HISTORY, PRESET_ROUTES, TEMPLATES } from './simulation-fixtures';
import { SimulationHistoryPage } from './SimulationHistoryPage';
import { SIMULATIONS_API } from './simulations-api';
import { simulationStoryFrame } from './SimulationStoryFrame';

const meta: Meta<typeof SimulationHistoryPage> = {
  title: 'Simulations/Templates',
  component: SimulationHistoryPage,
  decorators: [simulationStoryFrame],
  args: { basePath: '/simulations' },
  parameters: { path: '/simulations?view=templates' },
};
export default meta;
type Story = StoryObj<typeof SimulationHistoryPage>;

const routes = { ...PRESET_ROUTES, [SIMULATIONS_API.all]: ok(HISTORY), [SIMULATIONS_API.templates]: ok(TEMPLATES) };
const cardNames = (canvas: ReturnType<typeof within>) => canvas.getAllByTestId('template-card').map((card: HTMLElement) => card.querySelector('.ant-card-head-title')?.textContent);
const deleting = fakeSimulationsApi();

/** The office type's templates and the office's own, by category; one starts a new simulation filled in. */
export const List: Story = {
  parameters: { routes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('template-card')).toHaveLength(3));
    await expect(canvas.getAllByTestId('template-card')[0]).toHaveTextContent(/28.*67/);
    await userEvent.click(canvas.getByTestId('template-category-young'));
    await waitFor(() => expect(cardNames(canvas)).toEqual([TEMPLATES[0]!.name]));
    // Only the template the office saved, and the caller may delete, has a delete action.
    await expect(canvas.queryByTestId('template-delete')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('template-use'));
    await expect(await canvas.findByTestId('template-started')).toHaveTextContent(TEMPLATES[0]!.name);
    await waitFor(() => expect(canvas.getByLabelText(/^(גיל נוכחי|Current age)$/)).toHaveValue('28'));
  },
};

/** A template the caller saved is deleted after its confirmation. */
export const Delete: Story = {
  parameters: { routes, api: deleting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('template-card')).toHaveLength(3));
    await userEvent.click(canvas.getByTestId('template-delete'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /^(OK|אישור)$/ }));
    await waitFor(() => expect(deleting.removeTemplate).toHaveBeenCalledWith(TEMPLATES[2]!.id));
  },
};

/** No template yet. */
export const Empty: Story = {
  parameters: { routes: { ...routes, [SIMULATIONS_API.templates]: ok([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('templates-empty')).toHaveTextContent(/אין עדיין תבניות|No templates yet/);
  },
};

/** While the templates load. */
export const Loading: Story = {
  parameters: { routes: { ...routes, [SIMULATIONS_API.templates]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('templates-loading')).toBeInTheDocument();
  },
};

/** The templates could not be loaded: said, with a retry. */
export const Failed: Story = {
  parameters: { routes: { ...routes, [SIMULATIONS_API.templates]: failing('The server could not answer') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The server could not answer')).toBeInTheDocument();
  },
};

const saving = fakeSimulationsApi();

/** The inputs on screen saved as a template of the office: its name, description and category. */
export const SaveAsTemplate: Story = {
  parameters: { routes, api: saving, path: '/simulations/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = await canvas.findByTestId('template-save-open');
    const age = canvas.getByLabelText(/^(גיל נוכחי|Current age)$/);
    await userEvent.clear(age);
    await userEvent.type(age, '35');
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    await userEvent.type(await body.findByTestId('template-name'), 'Nurses at 35');
    await userEvent.click(body.getByTestId('template-save'));
    await waitFor(() => expect(saving.createTemplate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Nurses at 35', category: 'personal', kind: 'complete', inputs: expect.objectContaining({ currentAge: 35 }) })));
  },
};
