import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ok } from '../../dashboard/in-memory-fetcher';
import { clientApiPath } from '../clients/use-client';
import { fakeSimulationsApi, HISTORY, storedSimulation } from './simulation-fixtures';
import { SimulationPage } from './SimulationPage';
import { SIMULATIONS_API } from './simulations-api';
import { simulationStoryFrame } from './SimulationStoryFrame';

const meta: Meta<typeof SimulationPage> = { title: 'Simulations/For a client', component: SimulationPage, decorators: [simulationStoryFrame], args: { basePath: '/simulations' } };
export default meta;
type Story = StoryObj<typeof SimulationPage>;

const CLIENT = HISTORY[1]!.clientId!;
const saving = fakeSimulationsApi();

/** A new simulation opened from a {{client}}'s page: they are chosen already, named in the picker, and saved with it. */
export const ClientChosen: Story = {
  parameters: {
    path: `/simulations/new?clientId=${CLIENT}`,
    api: saving,
    routes: { [clientApiPath(CLIENT)]: ok({ id: CLIENT, firstName: 'Yossi', lastName: 'Mizrahi' }), [SIMULATIONS_API.one(storedSimulation().id)]: ok(storedSimulation({ name: 'For Yossi' })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(canvas.getByTestId('simulation-save')).findByText('Yossi Mizrahi')).toBeInTheDocument();
    await userEvent.type(canvas.getByTestId('simulation-name'), 'For Yossi');
    await userEvent.click(canvas.getByTestId('simulation-save-button'));
    await waitFor(() => expect(saving.create).toHaveBeenCalledWith(expect.objectContaining({ name: 'For Yossi', clientId: CLIENT })));
  },
};
