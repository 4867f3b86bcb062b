import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import { ok } from '../../dashboard/in-memory-fetcher';
import { fakeSimulationsApi, storedSimulation } from './simulation-fixtures';
import { SimulationPage } from './SimulationPage';
import { SIMULATIONS_API, type SimulationsApi } from './simulations-api';
import { simulationStoryFrame } from './SimulationStoryFrame';

const meta: Meta<typeof SimulationPage> = { title: 'Simulations/Actions', component: SimulationPage, decorators: [simulationStoryFrame], args: { basePath: '/simulations' } };
export default meta;
type Story = StoryObj<typeof SimulationPage>;

const stored = storedSimulation();
const COPY_ID = '0e1d2c3b-4a59-4687-9a0b-c1d2e3f4a5b6';
const copyName = /^Dana Levi — retirement at 67 \((עותק|copy)\)$/;

// Writes that answer as the server does: the copy under a new id, the sharing as asked.
function actingApi(): SimulationsApi {
  const api = fakeSimulationsApi();
  return {
    ...api,
    create: fn(async (body) => ({ success: true as const, message: 'Saved', messages: { he: 'נשמר', en: 'Saved', es: 'Guardado' }, data: storedSimulation({ id: COPY_ID, name: body.name }) })),
    update: fn(async (id, change) => ({ success: true as const, message: 'Saved', messages: { he: 'נשמר', en: 'Saved', es: 'Guardado' }, data: storedSimulation({ id, isShared: change.isShared ?? false }) })),
  };
}
const acting = actingApi();

/** Duplicate reads the simulation, saves a copy named in the user's language and opens it; its author shares it with the office. */
export const DuplicateAndShare: Story = {
  parameters: { routes: { [SIMULATIONS_API.one(stored.id)]: ok(stored), [SIMULATIONS_API.one(COPY_ID)]: ok(storedSimulation({ id: COPY_ID, name: `${stored.name} (copy)` })) }, api: acting, path: `/simulations/${stored.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const share = await canvas.findByRole('switch', { name: /^(משותפת עם המשרד|Shared with the office)$/ });
    await expect(share).not.toBeChecked();
    await userEvent.click(share);
    await waitFor(() => expect(acting.update).toHaveBeenCalledWith(stored.id, { isShared: true }));
    await userEvent.click(canvas.getByTestId('simulation-duplicate'));
    await waitFor(() => expect(acting.create).toHaveBeenCalledWith(expect.objectContaining({ name: expect.stringMatching(copyName), kind: 'complete', inputs: stored.inputs, tags: stored.tags })));
    await expect(await canvas.findByRole('heading', { level: 1, name: `${stored.name} (copy)` })).toBeInTheDocument();
  },
};

/** Someone else's shared simulation: it can be duplicated, not shared or unshared. */
export const NotTheAuthor: Story = {
  parameters: { routes: { [SIMULATIONS_API.one(stored.id)]: ok(storedSimulation({ isMine: false, isShared: true })) }, path: `/simulations/${stored.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('simulation-duplicate')).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

const refusing: SimulationsApi = { ...fakeSimulationsApi(), create: fn(() => Promise.reject(new ApiError('Only the simulation’s author or an admin can change it', 403, 'SIMULATION_NOT_YOURS'))) };

/** The copy could not be read or saved: said beside the actions. */
export const DuplicateFails: Story = {
  parameters: { routes: { [SIMULATIONS_API.one(stored.id)]: ok(stored) }, api: refusing, path: `/simulations/${stored.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('simulation-duplicate'));
    const error = await canvas.findByTestId('simulation-actions-error');
    await expect(error).toHaveTextContent(/(השכפול נכשל|could not be duplicated)/);
    await expect(error).toHaveTextContent('Only the simulation’s author or an admin can change it');
  },
};
