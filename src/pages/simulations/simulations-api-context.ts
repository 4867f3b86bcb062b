import { createContext, useContext } from 'react';
import { serverSimulationsApi, type SimulationsApi } from './simulations-api';

/** How the simulation screens calculate and write; stories give their own. */
export const SimulationsApiContext = createContext<SimulationsApi>(serverSimulationsApi);

/** The simulations API the screens use. */
export function useSimulationsApi(): SimulationsApi {
  return useContext(SimulationsApiContext);
}
