import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending } from '../../dashboard/in-memory-fetcher';
import { fakeSimulationsApi, PLANS_ANSWER, storedSimulation } from './simulation-fixtures';
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
    await waitFor(() => expect(canvas.getByTestId('balance-chart').querySelectorAll('.simulation-line path.recharts-curve')).toHaveLength(2));
    await expect(canvas.getByRole('img', { name: /(גיל 30|age 30).*(גיל 67|age 67)/ })).toBeInTheDocument();
    await expect(canvas.getByTestId('results-not-modelled')).toHaveTextContent(/(מס|tax)\.$/);
    // The terms behind the figures: the years of saving and the annuity alternative's payment period.
    await expect(canvas.getByTestId('result-terms')).toHaveTextContent(/(חיסכון במשך 37 שנים|Saving for 37 years).*(חלופת הקצבה|annuity alternative).*₪/);
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

const amounts = fakeSimulationsApi();

/** Amount mode: the deposits in ILS a month instead of rates; the results follow and the save sends the amounts. */
export const AmountMode: Story = {
  parameters: { path: '/simulations/new', api: amounts },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const savings = await figure(canvas, 'savingsNominal');
    const before = savings.textContent;
    const mode = within(canvas.getByRole('radiogroup', { name: /^(הפקדה בשיעורים או בסכומים|Deposits as rates or as amounts)$/ }));
    await userEvent.click(mode.getByText(/^(סכומים|Amounts)$/));
    await expect(mode.getByRole('radio', { name: /^(סכומים|Amounts)$/ })).toBeChecked();
    await waitFor(() => expect(canvas.queryByLabelText(/^(הפרשת עובד \(%\)|Employee contribution \(%\))$/)).not.toBeInTheDocument());
    await userEvent.type(await canvas.findByLabelText(/^(הפקדת עובד לחודש \(₪\)|Employee deposit a month \(₪\))$/), '500');
    await userEvent.type(canvas.getByLabelText(/^(הפקדת מעסיק לחודש \(₪\)|Employer deposit a month \(₪\))$/), '600');
    await waitFor(() => expect(canvas.getByTestId('result-savingsNominal').textContent).not.toBe(before));
    await waitFor(() => expect(amounts.calculate).toHaveBeenLastCalledWith(expect.objectContaining({ monthlyContribution: 500, employerContribution: 600 }), expect.anything()));
    await expect(amounts.calculate).toHaveBeenLastCalledWith(expect.not.objectContaining({ employeeRate: expect.anything() }), expect.anything());
  },
};

/** A self-employed person in amount mode: no employer's deposit, the average wage asked, and a blank amount left to the rule. */
export const SelfEmployedAmounts: Story = {
  parameters: { path: '/simulations/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figure(canvas, 'savingsNominal');
    await userEvent.click(within(canvas.getByTestId('field-employmentType')).getByRole('combobox'));
    await userEvent.click(await within(document.body).findByTitle(/^(עצמאי|Self-employed)$/));
    await userEvent.click(within(canvas.getByTestId('amount-mode')).getByText(/^(סכומים|Amounts)$/));
    await expect(await canvas.findByLabelText(/^(השכר הממוצע במשק \(₪\)|National average wage \(₪\))$/)).toBeInTheDocument();
    await expect(within(await canvas.findByTestId('field-monthlyContribution')).getByText(/^(ריק: לפי חובת ההפקדה לעצמאים|Blank: by the mandatory self-employed rule)$/)).toBeInTheDocument();
    await expect(canvas.queryByTestId('field-employerContribution')).not.toBeInTheDocument();
  },
};

/** The presets come from the server: a contribution configuration fills the rates, a risk profile the return. */
export const PresetsFromServer: Story = {
  parameters: { path: '/simulations/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figure(canvas, 'savingsNominal');
    const contribution = within(canvas.getByTestId('preset-contribution')).getByRole('combobox');
    await waitFor(() => expect(contribution).toBeEnabled());
    await userEvent.click(contribution);
    await userEvent.click(await within(document.body).findByTitle(/^(מקסימום מוכר למס \(22.83%\)|Tax-recognised maximum \(22.83%\))$/));
    const valueOf = (label: RegExp) => Number((canvas.getByLabelText(label) as HTMLInputElement).value);
    await expect(valueOf(/^(הפרשת עובד \(%\)|Employee contribution \(%\))$/)).toBe(7);
    await expect(valueOf(/^(הפרשת מעסיק \(%\)|Employer contribution \(%\))$/)).toBe(7.5);
    await userEvent.click(within(canvas.getByTestId('preset-risk')).getByRole('combobox'));
    await userEvent.click(await within(document.body).findByTitle(/^(מוגבר \(7–10%\)|Aggressive \(7–10%\))$/));
    await expect(valueOf(/^(תשואה שנתית \(%\)|Annual return \(%\))$/)).toBe(8.5);
  },
};

/** While the presets load: their choices wait, the form and its results do not. */
export const PresetsLoading: Story = {
  parameters: { path: '/simulations/new', routes: { [SIMULATIONS_API.plans]: pending(), [SIMULATIONS_API.contributionConfigurations]: pending() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figure(canvas, 'savingsNominal');
    await expect(within(canvas.getByTestId('preset-risk')).getByRole('combobox')).toBeDisabled();
    await expect(canvas.getByTestId('preset-contribution')).toHaveTextContent(/^(טוען…|Loading…)$/);
  },
};

/** Presets that failed to load: said, with a retry, and the form still works. */
export const PresetsFailed: Story = {
  parameters: { path: '/simulations/new', routes: { [SIMULATIONS_API.plans]: failing('The server could not answer'), [SIMULATIONS_API.contributionConfigurations]: failing('The server could not answer') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByTestId('presets-failed');
    await expect(alert).toHaveTextContent(/הרשימות המוכנות לא נטענו|The presets could not be loaded/);
    await expect(within(alert).getByRole('button', { name: /^(לנסות שוב|Try again)$/ })).toBeInTheDocument();
    await expect(await figure(canvas, 'savingsNominal')).toHaveTextContent(/₪/);
  },
};

/** A combined plan: the study fund's own group, filled from the server's hishtalmut preset, its checks at its fields. */
export const CombinedPlan: Story = {
  parameters: { path: '/simulations/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await figure(canvas, 'savingsNominal');
    await waitFor(() => expect(within(canvas.getByTestId('preset-risk')).getByRole('combobox')).toBeEnabled());
    await userEvent.click(within(canvas.getByTestId('field-planType')).getByRole('combobox'));
    await userEvent.click(await within(document.body).findByTitle(/^(פנסיה והשתלמות יחד|Pension and study fund together)$/));
    const group = within(await canvas.findByTestId('simulation-group-hishtalmut'));
    const hishtalmut = PLANS_ANSWER.data.plans.find((plan) => plan.id === 'hishtalmut')!;
    await expect(Number((group.getByLabelText(/^(הפרשת מעסיק \(%\)|Employer contribution \(%\))$/) as HTMLInputElement).value)).toBe(hishtalmut.defaultRates.employerRate * 100);
    const employee = group.getByLabelText(/^(הפרשת עובד \(%\)|Employee contribution \(%\))$/);
    await userEvent.clear(employee);
    await userEvent.type(employee, '150');
    await expect(await within(canvas.getByTestId('field-hishtalmut.employeeRate')).findByText(/100%/)).toBeInTheDocument();
  },
};
