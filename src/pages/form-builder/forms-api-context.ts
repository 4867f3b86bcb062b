import { createContext, useContext } from 'react';
import { serverFormsApi, type FormsApi } from './forms-api';

/** How the form builder's page writes forms; stories give their own. Reads go through SWR (the app's fetcher). */
export const FormsApiContext = createContext<FormsApi>(serverFormsApi);

/** The forms API the page uses. */
export function useFormsApi(): FormsApi {
  return useContext(FormsApiContext);
}
