import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { fakeSimulationsApi, storedSimulation } from './simulation-fixtures';
import { SimulationPage } from './SimulationPage';
import { SIMULATIONS_API } from './simulations-api';
import { simulationStoryFrame } from './SimulationStoryFrame';

const meta: Meta<typeof SimulationPage> = { title: 'Simulations/Simulation', component: SimulationPage, decorators: [simulationStoryFrame], args: { basePath: '/simulations' } };
export default meta;
type Story = StoryObj<typeof SimulationPage>;

const stored = storedSimulation();
const figure = (canvas: ReturnType<typeof within>, key: string) => canvas.findByTestId(`result-${key}`);

/** A new simulation: the results come as the form opens, and change as an input does; the chart has a table beside it. */
export const NewWithResults: Story = {
  parameters: { path: '/simulations/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const savings = await figure(canvas, 'savingsNominal');
    await expect(savings).toHaveTextContent(/₪/);
    await expect(await figure(canvas, 'pensionReal')).toHaveTextContent(/\d/);
    await expect(canvas.getByTestId('balance-chart').querySelectorAll('path[data-line]')).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: /(גיל 30|age 30).*(גיל 67|age 67)/ })).toBeInTheDocument();
    await expect(canvas.getByTestId('results-not-modelled')).toHaveTextContent(/(מס|tax)\.$/);
    const before = savings.textContent;
    const salary = canvas.getByLabelText(/^(שכר חודשי \(₪\)|Monthly salary \(₪\))$/);
    await userEvent.clear(salary);
    await userEvent.type(salary, '30000');
    await waitFor(() => expect(canvas.getByTestId('result-savingsNominal').textContent).not.toBe(before));
    await userEvent.click(canvas.getByRole('tab', { name: /^(טבלה|Table)$/ }));
    const table = await canvas.findByTestId('balance-table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(30));
  },
};

/** Inputs the engine refuses: its own message beside the field, results dimmed and the save held back. */
export const ValidationErrors: Story = {
  parameters: { path: '/simulations/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figure(canvas, 'savingsNominal');
    const retirement = canvas.getByLabelText(/^(גיל פרישה|Retirement age)$/);
    await userEvent.clear(retirement);
    await userEvent.type(retirement, '25');
    await expect(await within(canvas.getByTestId('field-retirementAge')).findByText(/^(גיל הפרישה חייב להיות גדול מהגיל הנוכחי|Retirement age must be greater than current age)$/)).toBeInTheDocument();
    const annualReturn = canvas.getByLabelText(/^(תשואה שנתית \(%\)|Annual return \(%\))$/);
    await userEvent.clear(annualReturn);
    await userEvent.type(annualReturn, '30');
    await expect(await within(canvas.getByTestId('field-annualReturnRate')).findByText(/20%/)).toBeInTheDocument();
    await expect(canvas.getByTestId('results-fix-inputs')).toBeInTheDocument();
    await expect(canvas.getByTestId('simulation-save-button')).toBeDisabled();
  },
};

const saving = fakeSimulationsApi();

/** Saving a new simulation with a name and a tag: the inputs go as the route takes them, and the saved one opens. */
export const SaveNew: Story = {
  parameters: { path: '/simulations/new', api: saving, routes: { [SIMULATIONS_API.one(stored.id)]: { success: true, data: { ...stored, name: 'Plan A' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figure(canvas, 'savingsNominal');
    await userEvent.type(canvas.getByTestId('simulation-name'), 'Plan A');
    await userEvent.type(within(canvas.getByTestId('simulation-tags')).getByRole('combobox'), 'family{Enter}');
    await userEvent.click(canvas.getByTestId('simulation-save-button'));
    await waitFor(() =>
      expect(saving.create).toHaveBeenCalledWith({ name: 'Plan A', tags: ['family'], clientId: null, kind: 'complete', inputs: expect.objectContaining({ planType: 'pension_fund', currentAge: 30, employeeRate: 0.06, annualReturnRate: 0.04 }) }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plan A' })).toBeInTheDocument();
  },
};

/** A stored simulation opens with its inputs and its results. */
export const OpenStored: Story = {
  parameters: { path: `/simulations/${stored.id}`, routes: { [SIMULATIONS_API.one(stored.id)]: { success: true, data: stored } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: stored.name })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^(גיל נוכחי|Current age)$/)).toHaveValue('40');
    await expect(await figure(canvas, 'savingsNominal')).toHaveTextContent(/₪/);
    await expect(canvas.getByTestId('simulation-name')).toHaveValue(stored.name);
    await expect(canvas.getByTestId('simulation-save-button')).toHaveTextContent(/שמירת השינויים|Save changes/);
  },
};

/** A stored simulation offers its export as a PDF and a spreadsheet. */
export const StoredWithExport: Story = {
  parameters: { path: `/simulations/${stored.id}`, routes: { [SIMULATIONS_API.one(stored.id)]: { success: true, data: stored } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const exports = within(await canvas.findByRole('group', { name: /^(ייצוא|Export)$/ }));
    await expect(exports.getByRole('button', { name: /ייצוא ל-PDF|Export PDF/ })).toBeEnabled();
    await expect(exports.getByRole('button', { name: /ייצוא לגיליון אלקטרוני|Export spreadsheet/ })).toBeEnabled();
  },
};

/** A stored simulation that could not be loaded: said, with a retry. */
export const LoadFailed: Story = {
  parameters: { path: `/simulations/${stored.id}`, routes: { [SIMULATIONS_API.one(stored.id)]: failing('Simulation not found', 404, 'SIMULATION_NOT_FOUND') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(הסימולציה לא נטענה|The simulation could not be loaded)$/)).toBeInTheDocument();
    await expect(canvas.getByText('Simulation not found')).toBeInTheDocument();
  },
};

/** While a stored simulation loads. */
export const Loading: Story = {
  parameters: { path: `/simulations/${stored.id}`, routes: { [SIMULATIONS_API.one(stored.id)]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: /^(טוען את הסימולציה…|Loading the simulation…)$/ })).toBeInTheDocument();
  },
};
