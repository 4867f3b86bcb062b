import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import type { MemoryRoutes } from '../../dashboard/in-memory-fetcher';
import { WidgetSandbox } from '../../dashboard/WidgetSandbox';
import { registerStrings } from '../../i18n/load-namespaces';
import { calendarStrings } from '../../i18n/locales/calendar';
import { opportunitiesStrings } from '../../i18n/locales/opportunities';
import { CalendarWritesContext, type CalendarWrites } from './calendar-api';
import { clinicAdmin, storyWrites } from './calendar-fixtures';
import { CalendarUserContext, type CalendarUser } from './calendar-user';

registerStrings('calendar', calendarStrings);
registerStrings('opportunities', opportunitiesStrings);

/** What a calendar story sets: the in-memory API's answers, the writes, the user, the address and the office type. */
export interface CalendarStoryParameters {
  routes?: MemoryRoutes;
  writes?: CalendarWrites;
  user?: CalendarUser;
  path?: string;
  officeType?: string;
}

/** A calendar screen in a real office (the clinic by default), answered from memory, its changes by the story's writes. */
export const calendarStoryFrame: Decorator = (Story, { parameters }) => {
  const { routes = {}, writes = storyWrites(), user = clinicAdmin, path = '/appointments', officeType = 'medical' } = parameters as CalendarStoryParameters;
  return (
    <WidgetSandbox routes={routes} path={path} officeType={officeType}>
      <CalendarUserContext.Provider value={user}>
        <CalendarWritesContext.Provider value={writes}>
          <Routes>
            <Route path="/appointments" element={<Story />} />
          </Routes>
        </CalendarWritesContext.Provider>
      </CalendarUserContext.Provider>
    </WidgetSandbox>
  );
};
