import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ok, pending, type MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { simulationsStrings } from '../../i18n/locales/simulations';
import { ClientSimulations } from './ClientSimulations';
import { fakeSimulationsApi, HISTORY } from './simulation-fixtures';
import { SimulationsApiContext } from './simulations-api-context';
import { SIMULATIONS_API } from './simulations-api';
registerStrings('simulations', simulationsStrings);

const CLIENT = HISTORY[1]!.clientId!;

function Opened() {
  const { pathname, search } = useLocation();
  return <output data-testid="opened">{`${pathname}${search}`}</output>;
}

// The tab as a client's page holds it, and the new simulation it opens (its address shown).
const clientFrame: Decorator = (_Story, { parameters }) => (
  <WidgetSandbox routes={(parameters as { routes: MemoryRoutes }).routes} path={`/clients/${CLIENT}`} officeType="insurance">
    <SimulationsApiContext.Provider value={fakeSimulationsApi()}>
      <Routes>
        <Route path="/clients/:id" element={<ClientSimulations clientId={CLIENT} />} />
        <Route path="/simulations/new" element={<Opened />} />
      </Routes>
    </SimulationsApiContext.Provider>
  </WidgetSandbox>
);

const meta: Meta<typeof ClientSimulations> = { title: 'Simulations/Client tab', component: ClientSimulations, decorators: [clientFrame], args: { clientId: CLIENT } };
export default meta;
type Story = StoryObj<typeof ClientSimulations>;

/** A client's simulations: their plans summed at retirement, then each by name (opening it), plan, figures and date, and a new simulation for them. */
export const WithRows: Story = {
  parameters: { routes: { [SIMULATIONS_API.client(CLIENT)]: ok(HISTORY.slice(0, 2)) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findAllByTestId('client-simulation-link');
    await expect(links.map((link) => link.textContent)).toEqual([HISTORY[0]!.name, HISTORY[1]!.name]);
    await expect(links[1]).toHaveAttribute('href', `/simulations/${HISTORY[1]!.id}`);
    await expect(canvas.getAllByRole('table').at(-1)).toHaveTextContent(/(קרן השתלמות|Study fund).*₪/);
    // The retirement: a pension from the pension fund, a lump sum from the study fund, liquid after its eight years.
    await expect(await canvas.findByTestId('client-retirement')).toHaveTextContent(/(קצבה חודשית|Monthly pension).*₪/);
    await expect(canvas.getByTestId('client-retirement')).toHaveTextContent(/(נזיל|Liquid)/);
    // Pension by plan: a bar for the pension fund's pension and one for the study fund's lump sum.
    await waitFor(() => expect(canvas.getByTestId('pension-by-plan-chart').querySelectorAll('.simulation-bar .recharts-bar-rectangle path').length).toBe(2));
    await userEvent.click(canvas.getByTestId('client-simulation-new'));
    await expect(await canvas.findByTestId('opened')).toHaveTextContent(`/simulations/new?clientId=${CLIENT}`);
  },
};

/** None yet: said in the office's words, with the way to a first one. */
export const Empty: Story = {
  parameters: { routes: { [SIMULATIONS_API.client(CLIENT)]: ok([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('client-simulations-empty')).toHaveTextContent(/(עוד אין סימולציות ל|No simulations for this )/);
    await expect(canvas.getByTestId('client-simulation-new')).toBeEnabled();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { routes: { [SIMULATIONS_API.client(CLIENT)]: pending() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('client-simulations-loading')).toBeInTheDocument();
  },
};
