import { hasPermission } from '../../../engine/roles';
import { useAuth } from '../../app/auth/use-auth';
import { useOffice } from '../../app/office/office-context';

/** What the user may do in the XML intake, as the server decides it: change (xml.edit; never the platform role viewer). */
export function useXmlRights(): { canEdit: boolean } {
  const permissions = useOffice().runtime?.permissions ?? [];
  const { user } = useAuth();
  return { canEdit: user?.role !== 'viewer' && hasPermission(permissions, 'xml.edit') };
}
