import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { boardStrings } from '../../i18n/locales/board';
import { opportunitiesStrings } from '../../i18n/locales/opportunities';
import { recordsStrings } from '../../i18n/locales/records';

registerStrings('records', recordsStrings);
registerStrings('board', boardStrings);
registerStrings('opportunities', opportunitiesStrings);

/** What a record screen's story sets: the in-memory API's answers, the address, the route pattern and the office type. */
export interface RecordStoryParameters {
  routes?: MemoryRoutes;
  path?: string;
  pattern?: string;
  officeType?: string;
}

/** A record screen in a real office (legal by default), at an address its route pattern reads, answered from memory. */
export const recordStoryFrame: Decorator = (Story, { parameters }) => {
  const { routes = {}, path = '/matters', pattern = '/matters', officeType = 'legal' } = parameters as RecordStoryParameters;
  return (
    <WidgetSandbox routes={routes} path={path} officeType={officeType}>
      <Routes>
        <Route path={pattern} element={<Story />} />
      </Routes>
    </WidgetSandbox>
  );
};
