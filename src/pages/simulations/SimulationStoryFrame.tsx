import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { opportunitiesStrings } from '../../i18n/locales/opportunities';
import { simulationsStrings } from '../../i18n/locales/simulations';
import { EnhancedPensionPage } from './EnhancedPensionPage';
import { fakeSimulationsApi, PRESET_ROUTES } from './simulation-fixtures';
import { SimulationComparePage } from './SimulationComparePage';
import { SimulationHistoryPage } from './SimulationHistoryPage';
import { SimulationPage } from './SimulationPage';
import type { SimulationsApi } from './simulations-api';
import { SimulationsApiContext } from './simulations-api-context';

registerStrings('simulations', simulationsStrings);
registerStrings('opportunities', opportunitiesStrings);

/** What a simulations story sets: the in-memory API's answers (reads; the presets' unless set), the calculation and writes, and the address. */
export interface SimulationStoryParameters {
  routes?: MemoryRoutes;
  api?: SimulationsApi;
  path?: string;
}

/** The simulation screens at insurance's /simulations, answered from memory; a save or an open moves between them. */
export const simulationStoryFrame: Decorator = (_Story, { parameters }) => {
  const { routes = {}, api = fakeSimulationsApi(), path = '/simulations' } = parameters as SimulationStoryParameters;
  return (
    <WidgetSandbox routes={{ ...PRESET_ROUTES, ...routes }} path={path} officeType="insurance">
      <SimulationsApiContext.Provider value={api}>
        <Routes>
          <Route path="/simulations" element={<SimulationHistoryPage basePath="/simulations" />} />
          <Route path="/simulations/new" element={<SimulationPage basePath="/simulations" />} />
          <Route path="/simulations/enhanced-pension" element={<EnhancedPensionPage moduleId="enhanced-pension" basePath="/simulations" />} />
          <Route path="/simulations/compare" element={<SimulationComparePage basePath="/simulations" />} />
          <Route path="/simulations/:id" element={<SimulationPage basePath="/simulations" />} />
        </Routes>
      </SimulationsApiContext.Provider>
    </WidgetSandbox>
  );
};
