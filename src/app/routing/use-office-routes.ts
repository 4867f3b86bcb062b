import { useMemo } from 'react';
import { useOffice } from '../office/office-context';
import { officeRoutes, ROUTES, type AppRoute } from './route-table';

/** Every route the router draws for this office: the fixed ones and the office's own (the client screens under /patients). */
export function useOfficeRoutes(): readonly AppRoute[] {
  const { runtime } = useOffice();
  const modules = runtime?.config.features.modules;
  return useMemo(() => (modules ? [...ROUTES, ...officeRoutes(modules)] : ROUTES), [modules]);
}
