import { useMemo } from 'react';
import { useOffice } from '../office/office-context';
import { officeRoutes } from './module-pages';
import { ROUTES, type AppRoute } from './route-table';

/** Every route the router draws for this office: the fixed ones and the office's own (the screens each module's kind draws (the client screens under /patients, a legal office's matters)). */
export function useOfficeRoutes(): readonly AppRoute[] {
  const { runtime } = useOffice();
  const modules = runtime?.config.features.modules;
  return useMemo(() => (modules ? [...ROUTES, ...officeRoutes(modules)] : ROUTES), [modules]);
}
