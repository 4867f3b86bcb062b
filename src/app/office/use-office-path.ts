import { useCallback } from 'react';
import { officeClientPath } from '../../../engine/routing/app-routes';
import { useOffice } from './office-context';

/**
 * A shared link to the client screens (/clients…) under the office's own client path (/patients…), as the menus
 * have it (engine/routing/app-routes.ts); any other path as it is.
 */
export function useOfficePath(): (path: string) => string {
  const modules = useOffice().runtime?.config.features.modules;
  return useCallback((path: string) => officeClientPath(path, modules ?? []), [modules]);
}
