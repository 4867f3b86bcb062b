import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EnhancedPensionPage } from './EnhancedPensionPage';
import { fakeSimulationsApi, storedSimulation } from './simulation-fixtures';
import { SIMULATIONS_API } from './simulations-api';
import { simulationStoryFrame } from './SimulationStoryFrame';

const meta: Meta<typeof EnhancedPensionPage> = {
  title: 'Simulations/Enhanced pension',
  component: EnhancedPensionPage,
  decorators: [simulationStoryFrame],
  args: { moduleId: 'enhanced-pension', basePath: '/simulations' },
  parameters: { path: '/simulations/enhanced-pension' },
};
export default meta;
type Story = StoryObj<typeof EnhancedPensionPage>;

const cover = (canvas: ReturnType<typeof within>, key: string) => canvas.findByTestId(`cover-${key}`);

/** The result with the cover beside it: named by the module, nominal and real, and the survivors by the family entered. */
export const ResultsWithCover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(סימולציית פנסיה מורחבת|Enhanced pension simulation)$/ })).toBeInTheDocument();
    await expect(await canvas.findByTestId('result-pensionNominal')).toHaveTextContent(/₪/);
    await expect(canvas.getByTestId('result-pensionReal')).toHaveTextContent(/\d/);
    await expect(canvas.getByTestId('balance-chart')).toBeInTheDocument();
    await expect(await cover(canvas, 'disabilityMonthly')).toHaveTextContent(/11,250/);
    await expect(await cover(canvas, 'spouseMonthly')).toHaveTextContent(/^\D*0\D*$/);
    await userEvent.click(within(canvas.getByTestId('field-maritalStatus')).getByRole('combobox'));
    await userEvent.click(await within(document.body).findByTitle(/^(נשוי\/אה|Married)$/));
    await userEvent.type(canvas.getByLabelText(/^(מספר ילדים|Number of children)$/), '2');
    await waitFor(() => expect(canvas.getByTestId('cover-spouseMonthly')).toHaveTextContent(/9,000/));
    await expect(canvas.getByTestId('cover-perChildMonthly')).toHaveTextContent(/3,000/);
    await expect(canvas.getByTestId('cover-survivorsTotalMonthly')).toHaveTextContent(/15,000/);
    await expect(canvas.getByTestId('cover-orphansNoParentTotalMonthly')).toHaveTextContent(/15,000/);
  },
};

/** No salary, no cover: the cover asks for one and the salary's own message stands beside its field. */
export const NeedsSalary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cover(canvas, 'disabilityMonthly');
    await userEvent.clear(canvas.getByLabelText(/^(שכר חודשי \(₪\)|Monthly salary \(₪\))$/));
    await expect(await canvas.findByTestId('cover-needs-salary')).toHaveTextContent(/^(יש להזין שכר כדי לראות את הכיסוי|Enter a salary to see the cover)$/);
    await expect(within(canvas.getByTestId('field-currentSalary')).getByText(/^(יש להזין שכר|Salary is required)$/)).toBeInTheDocument();
  },
};

const saving = fakeSimulationsApi();
const saved = storedSimulation({ kind: 'enhanced', name: 'Cover check' });

/** Saving: an enhanced simulation with the family's inputs; the saved one opens with its cover. */
export const SaveEnhanced: Story = {
  parameters: { api: saving, routes: { [SIMULATIONS_API.one(saved.id)]: { success: true, data: saved } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('result-pensionNominal');
    await userEvent.type(canvas.getByLabelText(/^(מספר ילדים|Number of children)$/), '1');
    await userEvent.type(canvas.getByTestId('simulation-name'), 'Cover check');
    await userEvent.click(canvas.getByTestId('simulation-save-button'));
    await waitFor(() => expect(saving.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Cover check', kind: 'enhanced', inputs: expect.objectContaining({ currentSalary: 15_000, numberOfChildren: 1 }) })));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cover check' })).toBeInTheDocument();
    await expect(await cover(canvas, 'survivorsTotalMonthly')).toHaveTextContent(/₪/);
  },
};
