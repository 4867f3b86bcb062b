import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, ok, pending } from '../../dashboard/in-memory-fetcher';
import { fakeSimulationsApi, HISTORY, storedSimulation } from './simulation-fixtures';
import { SimulationHistoryPage } from './SimulationHistoryPage';
import { SIMULATIONS_API } from './simulations-api';
import { simulationStoryFrame } from './SimulationStoryFrame';

const meta: Meta<typeof SimulationHistoryPage> = { title: 'Simulations/History', component: SimulationHistoryPage, decorators: [simulationStoryFrame], args: { basePath: '/simulations' } };
export default meta;
type Story = StoryObj<typeof SimulationHistoryPage>;

// The history as the server filters it: by tag, by words of the name, and the last 30 days drop the oldest.
const history = (_path: string, query: URLSearchParams) =>
  ok(
    HISTORY.filter((row) => !query.get('tag') || row.tags.includes(query.get('tag')!))
      .filter((row) => !query.get('search') || row.name.toLowerCase().includes(query.get('search')!.toLowerCase()))
      .filter((row) => !query.get('period') || row.createdAt > '2026-10-01'),
  );

const rowNames = (canvas: ReturnType<typeof within>) => canvas.getAllByTestId('history-row').map((row: HTMLElement) => within(row).getAllByRole('link')[0]!.textContent);
const deleting = fakeSimulationsApi();

/** The stored simulations, newest first; the period, tag and search filters narrow them, and a row opens its simulation. */
export const List: Story = {
  parameters: { routes: { [SIMULATIONS_API.all]: history, [SIMULATIONS_API.one(HISTORY[0]!.id)]: ok(storedSimulation()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('history-row')).toHaveLength(3));
    await expect(canvas.getAllByTestId('history-row')[1]).toHaveTextContent(/Yossi Mizrahi.*(קרן השתלמות|Study fund)/);
    await userEvent.click(canvas.getByTestId('history-period-30d'));
    await waitFor(() => expect(rowNames(canvas)).toEqual([HISTORY[0]!.name, HISTORY[1]!.name]));
    await userEvent.type(within(canvas.getByTestId('history-search')).getByRole('searchbox'), 'yossi{Enter}');
    await waitFor(() => expect(rowNames(canvas)).toEqual([HISTORY[1]!.name]));
    await userEvent.clear(within(canvas.getByTestId('history-search')).getByRole('searchbox'));
    await userEvent.type(within(canvas.getByTestId('history-search')).getByRole('searchbox'), '{Enter}');
    await userEvent.click(canvas.getByTestId('history-period-all'));
    await waitFor(() => expect(canvas.getAllByTestId('history-row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('link', { name: HISTORY[0]!.name }));
    await expect(await canvas.findByRole('heading', { level: 1, name: HISTORY[0]!.name })).toBeInTheDocument();
  },
};

/** Filtering by a tag, and deleting a simulation after its confirmation. */
export const TagAndDelete: Story = {
  parameters: { routes: { [SIMULATIONS_API.all]: history }, api: deleting },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('history-row')).toHaveLength(3));
    await userEvent.click(within(canvas.getByTestId('history-tag')).getByRole('combobox'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByText('young', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(rowNames(canvas)).toEqual([HISTORY[1]!.name]));
    await userEvent.click(canvas.getByTestId('history-delete'));
    await userEvent.click(await body.findByTestId('history-delete-yes'));
    await waitFor(() => expect(deleting.remove).toHaveBeenCalledWith(HISTORY[1]!.id));
  },
};

/** No stored simulation yet: the empty state and the way to a new one. */
export const Empty: Story = {
  parameters: { routes: { [SIMULATIONS_API.all]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('history-empty')).toHaveTextContent(/עוד אין סימולציות שמורות|No saved simulations yet/);
    await userEvent.click(canvas.getByTestId('simulation-new'));
    await expect(await canvas.findByRole('heading', { level: 1, name: /^(סימולציה חדשה|New simulation)$/ })).toBeInTheDocument();
  },
};

/** While the history loads. */
export const Loading: Story = {
  parameters: { routes: { [SIMULATIONS_API.all]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('history-loading')).toBeInTheDocument();
  },
};

/** The history could not be loaded: said, with a retry. */
export const Failed: Story = {
  parameters: { routes: { [SIMULATIONS_API.all]: failing('The server could not answer') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The server could not answer')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^(לנסות שוב|Try again)$/ })).toBeInTheDocument();
  },
};
