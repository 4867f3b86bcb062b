import { effectivePermissions, hasPermission } from '../../../engine/roles';
import { actorRole, type OfficeContext } from '../../context/office-context';
import { rolesOf } from '../records/record-permissions';
import { XML_EDIT, XML_VIEW } from './xml-paths';
import { xmlError } from './xml-documents.messages';

/**
 * Refuses a caller whose roles do not grant the permission: 403 XML_FORBIDDEN without xml.view, 403 XML_READ_ONLY
 * to one who may read the files but not change them (xml.edit; never the platform role viewer).
 */
export function requireXmlPermission(ctx: OfficeContext, permission: typeof XML_VIEW | typeof XML_EDIT): void {
  const granted = effectivePermissions(ctx.office, rolesOf(ctx.actor));
  if (!hasPermission(granted, XML_VIEW)) throw xmlError(403, 'XML_FORBIDDEN');
  if (permission === XML_EDIT && (actorRole(ctx.actor) === 'viewer' || !hasPermission(granted, XML_EDIT))) throw xmlError(403, 'XML_READ_ONLY');
}
