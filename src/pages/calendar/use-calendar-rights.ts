import { useMemo } from 'react';
import { effectivePermissions, hasPermission } from '../../../engine/roles';
import { useOffice } from '../../app/office/office-context';
import { useCalendarUser } from './calendar-user';

/** What the user may do in a calendar, as the server decides it (`<module>.create`, `<module>.edit`; a viewer only reads). */
export function useCalendarRights(moduleId: string): { canBook: boolean; canEdit: boolean } {
  const user = useCalendarUser();
  const config = useOffice().runtime?.config;
  return useMemo(() => {
    if (!user || !config || user.role === 'viewer') return { canBook: false, canEdit: false };
    const granted = effectivePermissions(config, [user.role, ...(user.professionalRole ? [user.professionalRole] : [])]);
    return { canBook: hasPermission(granted, `${moduleId}.create`), canEdit: hasPermission(granted, `${moduleId}.edit`) };
  }, [config, moduleId, user]);
}
