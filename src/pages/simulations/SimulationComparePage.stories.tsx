import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { COMPARED } from './compare-fixtures';
import { HISTORY } from './simulation-fixtures';
import { SimulationComparePage } from './SimulationComparePage';
import { SIMULATIONS_API } from './simulations-api';
import { simulationStoryFrame } from './SimulationStoryFrame';

const meta: Meta<typeof SimulationComparePage> = { title: 'Simulations/Compare', component: SimulationComparePage, decorators: [simulationStoryFrame], args: { basePath: '/simulations' } };
export default meta;
type Story = StoryObj<typeof SimulationComparePage>;

const ids = COMPARED.map((simulation) => simulation.id);
const answers = Object.fromEntries(COMPARED.map((simulation) => [SIMULATIONS_API.one(simulation.id), ok(simulation)]));
const RULE = /^(להשוואה נדרשות 2 סימולציות לפחות ו־3 לכל היותר|Comparison needs at least 2 and at most 3 simulations)$/;

/** Three simulations side by side: a column each, the differing rows marked, the best pension emphasised, one line each on the chart. */
export const ThreeCompared: Story = {
  parameters: { routes: answers, path: `/simulations/compare?ids=${ids.join(',')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('compare-column')).toHaveLength(3));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/^(השוואת סימולציות|Compare simulations)$/);
    const results = canvas.getByTestId('compare-results');
    const pension = within(results).getByRole('rowheader', { name: /^(קצבה חודשית|Monthly pension)\s*(שונה|Differs)$/ });
    const cells = within(pension.closest('tr')!).getAllByRole('cell');
    // The study fund pays no pension; of the two pension funds, the higher salary's is the best.
    await expect(cells.map((cell) => cell.getAttribute('data-best'))).toEqual([null, null, 'true']);
    await expect(cells[1]).toHaveTextContent('—');
    await expect(cells[2]).toHaveTextContent(/(הטוב ביותר|Best)/);
    await expect(cells[0]).toHaveTextContent(/(שונה בין הסימולציות|differs between the simulations)/);
    const inputs = canvas.getByTestId('compare-inputs');
    const age = within(inputs).getByRole('rowheader', { name: /^(גיל נוכחי|Current age)/ }).closest('tr')!;
    await expect(within(age).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\(.*\)/, ''))).toEqual(['40', '35', '40']);
    await expect(age.querySelectorAll('[data-differs]')).toHaveLength(3);
    const retirement = within(inputs).getByRole('rowheader', { name: /^(גיל פרישה|Retirement age)$/ }).closest('tr')!;
    await expect(retirement.querySelectorAll('[data-differs]')).toHaveLength(0);
    await waitFor(() => expect(canvas.getByTestId('compare-chart').querySelectorAll('.simulation-line path.recharts-curve')).toHaveLength(3));
    await expect(canvas.getByTestId('compare-chart-legend')).toHaveTextContent(COMPARED[2]!.name);
    await userEvent.click(canvas.getByRole('tab', { name: /^(טבלה|Table)$/ }));
    const table = await canvas.findByTestId('compare-balance-table');
    await waitFor(() => expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(expect.arrayContaining(COMPARED.map((simulation) => simulation.name))));
  },
};

/** Four ids (or one) are not a comparison: the rule of spec 2 §5, and nothing read. */
export const InvalidIds: Story = {
  parameters: { routes: answers, path: `/simulations/compare?ids=${[...ids, '9d1c6a2e-0b7c-4d5e-8f90-1a2b3c4d5e6f'].join(',')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByTestId('compare-invalid');
    await expect(within(alert).getByText(RULE)).toBeInTheDocument();
    await expect(canvas.queryByTestId('compare-column')).toBeNull();
    await userEvent.click(canvas.getByTestId('simulation-back'));
    await expect(await canvas.findByTestId('simulation-history')).toBeInTheDocument();
  },
};

/** One of the simulations cannot be read: which one is said. */
export const OneNotFound: Story = {
  parameters: { routes: { ...answers, [SIMULATIONS_API.one(ids[1]!)]: failing('Simulation not found', 404, 'SIMULATION_NOT_FOUND') }, path: `/simulations/compare?ids=${ids.join(',')}` },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByTestId('compare-missing');
    await expect(alert).toHaveTextContent(/(סימולציה 2: לא נמצאה|Simulation 2: not found)/);
    await expect(alert).toHaveTextContent(ids[1]!);
  },
};

/** While the simulations load. */
export const Loading: Story = {
  parameters: { routes: { [SIMULATIONS_API.one(ids[0]!)]: pending(), [SIMULATIONS_API.one(ids[1]!)]: pending() }, path: `/simulations/compare?ids=${ids.slice(0, 2).join(',')}` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('compare-loading')).toBeInTheDocument();
  },
};

/** Picking rows in the history: one is not enough (the rule is said), two or three open the comparison. */
export const PickToCompare: Story = {
  parameters: { routes: { [SIMULATIONS_API.all]: ok(HISTORY), ...answers }, path: '/simulations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('history-row')).toHaveLength(3));
    const compare = canvas.getByTestId('history-compare');
    await expect(compare).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(HISTORY[0]!.name) }));
    await expect(compare).toBeDisabled();
    await expect(canvas.getByTestId('history-compare-rule')).toHaveTextContent(RULE);
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(HISTORY[2]!.name) }));
    await waitFor(() => expect(compare).toBeEnabled());
    await expect(compare).toHaveAccessibleDescription(/(נבחרו 2 סימולציות|2 simulations selected)/);
    await userEvent.click(compare);
    await waitFor(() => expect(canvas.getAllByTestId('compare-column')).toHaveLength(2));
  },
};
