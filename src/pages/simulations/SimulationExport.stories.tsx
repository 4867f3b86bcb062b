import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../api/api-error';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { simulationsStrings } from '../../i18n/locales/simulations';
import { SimulationExport } from './SimulationExport';

registerStrings('simulations', simulationsStrings);

const simulation = { id: '7f0c2a51-3e4d-4b6a-9c8d-2e1f0a9b8c7d', name: 'Dana Levi — pension at 67' };
const file = { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), fileName: 'Dana Levi — pension at 67 2026-11-28.pdf' };

const meta: Meta<typeof SimulationExport> = {
  title: 'Simulations/Export',
  component: SimulationExport,
  decorators: [
    (Story) => (
      <WidgetSandbox routes={{}} officeType="insurance" path="/simulations">
        <Story />
      </WidgetSandbox>
    ),
  ],
  args: { simulation },
};
export default meta;
type Story = StoryObj<typeof SimulationExport>;

const downloaded = fn(async () => file);
const saved = fn();

/** A click on a format fetches that file and hands it to the browser under the server's name. */
export const Downloads: Story = {
  args: { download: downloaded, save: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /ייצוא ל-PDF|Export PDF/ }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(file.blob, file.fileName));
    await expect(downloaded).toHaveBeenCalledWith(simulation.id, 'pdf');
    await userEvent.click(canvas.getByRole('button', { name: /ייצוא לגיליון אלקטרוני|Export spreadsheet/ }));
    await waitFor(() => expect(downloaded).toHaveBeenCalledWith(simulation.id, 'xlsx'));
  },
};

let release: () => void = () => undefined;

/** While a file is made: its button spins and the other waits. */
export const Exporting: Story = {
  args: { download: () => new Promise((resolve) => (release = () => resolve(file))), save: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('simulation-export-xlsx'));
    await waitFor(() => expect(canvas.getByTestId('simulation-export-xlsx')).toHaveClass('ant-btn-loading'));
    await expect(canvas.getByTestId('simulation-export-pdf')).toBeDisabled();
    release();
    await waitFor(() => expect(canvas.getByTestId('simulation-export-pdf')).toBeEnabled());
  },
};

/** A refused export: the server's words in an alert, nothing saved. */
export const Failed: Story = {
  args: { download: () => Promise.reject(new ApiError('Simulation not found', 404, 'SIMULATION_NOT_FOUND')), save: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('simulation-export-pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Simulation not found');
  },
};
